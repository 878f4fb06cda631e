import type { ManifestProfile } from '@flaskswap/sdk';
import { describe, expect, it } from 'vitest';
import type { CollectiblesChainState } from '../data/collectiblesReads.ts';
import { designKey } from '../data/types.ts';
import { buildCatalog, type HeldToken, nameFromIdentifier } from './catalog.ts';

const BUNNIES = '0x1000000000000000000000000000000000000001' as const;
const ALCHEMISTS = '0x2000000000000000000000000000000000000002' as const;
const CAMPAIGN = '0x3000000000000000000000000000000000000003' as const;
const uri = (n: number) => `ipfs://bafkrei${n}` as const;

const section: ManifestProfile = {
  collections: [
    { address: BUNNIES, name: 'Flask Bunnies', type: 'bunnies', symbol: 'FBUN' },
    { address: ALCHEMISTS, name: 'Flask Alchemists', type: 'alchemists', symbol: 'FALC' },
  ],
  collectibles: [
    {
      collection: BUNNIES,
      bunnyId: 5,
      identifier: 'early-bunny',
      tokenURI: uri(5),
      source: 'campaign',
      campaign: CAMPAIGN,
    },
    { collection: BUNNIES, bunnyId: 1, identifier: 'goggles-bunny', tokenURI: uri(1), source: 'starter' },
    { collection: BUNNIES, bunnyId: 0, identifier: 'flask-bunny', tokenURI: uri(0), source: 'starter' },
    { collection: ALCHEMISTS, bunnyId: 1, identifier: 'master', tokenURI: uri(11), source: 'factory' },
    { collection: ALCHEMISTS, bunnyId: 0, identifier: 'apprentice', tokenURI: uri(10), source: 'factory' },
  ],
  campaigns: [
    {
      address: CAMPAIGN,
      campaignId: 1,
      type: 'participation',
      title: 'Early bird',
      description: 'Registered early',
      badge: uri(99),
      numberPoints: 100,
    },
  ],
  teams: [],
};

const profile = (points: bigint, isActive = true) => ({
  userId: 1n,
  points,
  teamId: 1,
  nftAddress: BUNNIES,
  tokenId: 3n,
  isActive,
});

function chainState(overrides: Partial<CollectiblesChainState> = {}): CollectiblesChainState {
  return {
    terms: new Map([
      [designKey(ALCHEMISTS, 0), { thresholdUser: 0n, flaskCost: 10n ** 18n, isActive: true, isCreated: true }],
      [designKey(ALCHEMISTS, 1), { thresholdUser: 500n, flaskCost: 0n, isActive: true, isCreated: true }],
    ]),
    standing: new Map([
      [designKey(ALCHEMISTS, 0), { canClaim: true, hasClaimed: false }],
      [designKey(ALCHEMISTS, 1), { canClaim: false, hasClaimed: false }],
      [designKey(BUNNIES, 5), { canClaim: false, hasClaimed: true }],
    ]),
    profile: profile(100n),
    starterCanMint: false,
    flaskBalance: 10n ** 19n,
    factoryAllowance: 0n,
    ...overrides,
  };
}

const held = (bunnyId: number | null, isProfilePicture = false, collection = BUNNIES): HeldToken => ({
  collection,
  tokenId: 1n,
  bunnyId,
  tokenURI: null,
  isProfilePicture,
});

describe('buildCatalog', () => {
  it('lists every collection with its designs: starters, factory items, achievements, by bunny id', () => {
    const catalog = buildCatalog(section, chainState(), [], true);
    expect(catalog.map((entry) => entry.collection.name)).toEqual(['Flask Bunnies', 'Flask Alchemists']);
    expect(catalog[0]?.items.map((item) => item.identifier)).toEqual(['flask-bunny', 'goggles-bunny', 'early-bunny']);
    expect(catalog[1]?.items.map((item) => item.identifier)).toEqual(['apprentice', 'master']);
    expect(catalog[0]?.items[2]?.campaign?.title).toBe('Early bird');
  });

  it("counts the account's tokens per design, the profile picture included, skipping unreadable ones", () => {
    const catalog = buildCatalog(section, chainState(), [held(1), held(1, true), held(0), held(null)], true);
    expect(catalog[0]?.items.map((item) => item.ownedCount)).toEqual([1, 2, 0]);
  });

  it('says what the account can do about each design', () => {
    const claims = (state: CollectiblesChainState | undefined, connected = true) =>
      buildCatalog(section, state, [], connected).flatMap((entry) => entry.items.map((item) => item.claim));
    expect(claims(chainState())).toEqual(['starterTaken', 'starterTaken', 'claimed', 'claimable', 'needsPoints']);
    expect(claims(chainState({ starterCanMint: true })).slice(0, 2)).toEqual(['starter', 'starter']);
    expect(claims(chainState({ profile: profile(1000n, false) }))).toEqual([
      'starterTaken',
      'starterTaken',
      'claimed',
      'claimable',
      'needsProfile',
    ]);
    expect(claims(undefined, false)).toEqual(['starter', 'starter', 'connect', 'connect', 'connect']);
    expect(claims(chainState({ standing: new Map(), starterCanMint: null }))).toEqual([
      'starter',
      'starter',
      'unavailable',
      'unavailable',
      'unavailable',
    ]);
  });
});

describe('nameFromIdentifier', () => {
  it('turns a slug into words', () => {
    expect(nameFromIdentifier('goggles-bunny')).toBe('Goggles Bunny');
    expect(nameFromIdentifier('x')).toBe('X');
  });
});
