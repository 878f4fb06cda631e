// The page's view of the catalogue: every design of every collection with where it comes from,
// how many the account holds and whether it may claim one. Pure, so it is tested without a chain.
import type {
  ManifestProfile,
  ManifestProfileCampaign,
  ManifestProfileCollectible,
  ManifestProfileCollection,
} from '@flaskswap/sdk';
import type { Address } from 'viem';
import type { UserProfile } from '@/profile';
import type { CollectiblesChainState } from '../data/collectiblesReads.ts';
import { designKey, type FactoryTerms } from '../data/types.ts';

/** A token the account holds, or the one the profile registry holds as its picture. */
export interface HeldToken {
  collection: Address;
  tokenId: bigint;
  bunnyId: number | null;
  tokenURI: string | null;
  /** In the registry's custody as the profile picture: shown, not transferable. */
  isProfilePicture: boolean;
}

/**
 * What the account can do about a design: claim it, nothing more (claimed), or why not yet.
 * 'connect' without a wallet; 'starter' for a starter the account may still get (the profile
 * setup mints it), 'starterTaken' once it has had its one starter.
 */
export type ClaimState =
  | 'connect'
  | 'starter'
  | 'starterTaken'
  | 'claimable'
  | 'claimed'
  | 'needsProfile'
  | 'needsPoints'
  | 'notEligible'
  | 'unavailable';

export interface CatalogItem {
  key: string;
  collection: Address;
  bunnyId: number;
  identifier: string;
  tokenURI: string;
  source: ManifestProfileCollectible['source'];
  /** The factory's terms (factory designs, once read). */
  terms: FactoryTerms | undefined;
  /** The campaign that mints it (campaign designs). */
  campaign: ManifestProfileCampaign | undefined;
  /** Tokens of this design the account holds, the profile picture included. */
  ownedCount: number;
  claim: ClaimState;
}

export interface CatalogCollection {
  collection: ManifestProfileCollection;
  items: CatalogItem[];
}

const SOURCE_ORDER: Record<ManifestProfileCollectible['source'], number> = { starter: 0, factory: 1, campaign: 2 };

/** Starters first, then factory items, then achievements; by bunny id within each. */
export function compareDesigns(a: ManifestProfileCollectible, b: ManifestProfileCollectible): number {
  return SOURCE_ORDER[a.source] - SOURCE_ORDER[b.source] || a.bunnyId - b.bunnyId;
}

export function ownedCounts(held: readonly HeldToken[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const token of held) {
    if (token.bunnyId === null) continue;
    const key = designKey(token.collection, token.bunnyId);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}

function factoryClaim(
  terms: FactoryTerms | undefined,
  standing: { canClaim: boolean; hasClaimed: boolean } | undefined,
  profile: UserProfile | null,
): ClaimState {
  if (!standing) return 'unavailable';
  if (standing.hasClaimed) return 'claimed';
  if (standing.canClaim) return 'claimable';
  if (!terms?.isActive) return 'unavailable';
  if (!profile?.isActive) return 'needsProfile';
  if (profile.points < terms.thresholdUser) return 'needsPoints';
  return 'unavailable';
}

function claimState(
  item: ManifestProfileCollectible,
  key: string,
  chain: CollectiblesChainState | undefined,
  connected: boolean,
): ClaimState {
  if (item.source === 'starter') return connected && chain?.starterCanMint === false ? 'starterTaken' : 'starter';
  if (!connected) return 'connect';
  if (item.source === 'factory')
    return factoryClaim(chain?.terms.get(key), chain?.standing.get(key), chain?.profile ?? null);
  const standing = chain?.standing.get(key);
  if (!standing) return 'unavailable';
  if (standing.hasClaimed) return 'claimed';
  return standing.canClaim ? 'claimable' : 'notEligible';
}

/** Every collection of the manifest with its designs, sorted, marked with the account's holdings. */
export function buildCatalog(
  section: ManifestProfile,
  chain: CollectiblesChainState | undefined,
  held: readonly HeldToken[],
  connected: boolean,
): CatalogCollection[] {
  const counts = ownedCounts(held);
  const campaigns = new Map(section.campaigns.map((campaign) => [campaign.address.toLowerCase(), campaign]));
  return section.collections.map((collection) => ({
    collection,
    items: section.collectibles
      .filter((item) => item.collection.toLowerCase() === collection.address.toLowerCase())
      .sort(compareDesigns)
      .map((item) => {
        const key = designKey(item.collection, item.bunnyId);
        return {
          key,
          collection: item.collection as Address,
          bunnyId: item.bunnyId,
          identifier: item.identifier,
          tokenURI: item.tokenURI,
          source: item.source,
          terms: chain?.terms.get(key),
          campaign: item.campaign ? campaigns.get(item.campaign.toLowerCase()) : undefined,
          ownedCount: counts.get(key) ?? 0,
          claim: claimState(item, key, chain, connected),
        };
      }),
  }));
}

/** A slug as a readable name ('goggles-bunny' → 'Goggles Bunny'), for a design whose metadata failed. */
export function nameFromIdentifier(identifier: string): string {
  return identifier
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}
