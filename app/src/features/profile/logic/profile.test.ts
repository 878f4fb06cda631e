import { describe, expect, it } from 'vitest';
import type { CampaignState } from '../data/types.ts';
import {
  parseCachedProfile,
  profileCookieAssignment,
  profileCookieName,
  profileCookieRemoval,
  readCookie,
} from './profileCookie.ts';
import { initialSetupStep, joinableTeam, starterMintNeed, totalSetupCost } from './setup.ts';
import { sortTasks, taskState } from './tasks.ts';

const ADDRESS = '0xAbCdEf0123456789abcdef0123456789ABCDEF01';
const FLASK = 10n ** 18n;

describe('profile cookie', () => {
  it('round-trips the username and avatar for 30 days, SameSite=Lax, Secure on https', () => {
    const assignment = profileCookieAssignment(ADDRESS, { username: 'Alice42', avatar: 'https://x.test/a.svg' }, true);
    expect(assignment).toContain(`${profileCookieName(ADDRESS)}=`);
    expect(assignment).toContain('Max-Age=2592000');
    expect(assignment).toContain('SameSite=Lax');
    expect(assignment).toContain('Secure');
    expect(profileCookieAssignment(ADDRESS, { username: 'Alice42', avatar: '' }, false)).not.toContain('Secure');
    const cookies = `other=1; ${assignment.split(';')[0]}; last=2`;
    expect(parseCachedProfile(readCookie(cookies, profileCookieName(ADDRESS)))).toEqual({
      username: 'Alice42',
      avatar: 'https://x.test/a.svg',
    });
  });

  it('keeps only a valid name and an http(s) avatar from a tampered cookie', () => {
    const raw = (value: unknown) => encodeURIComponent(JSON.stringify(value));
    expect(parseCachedProfile(raw({ username: '<script>', avatar: 'javascript:alert(1)' }))).toBeUndefined();
    expect(parseCachedProfile(raw({ username: 'Bob', avatar: 'data:image/svg+xml,<svg/>' }))).toEqual({
      username: 'Bob',
      avatar: '',
    });
    expect(parseCachedProfile('%E0%A4%A')).toBeUndefined();
    expect(parseCachedProfile(undefined)).toBeUndefined();
  });

  it('removes the cookie with Max-Age=0', () => {
    expect(profileCookieRemoval(ADDRESS)).toMatch(/^profile_0xabcdef[0-9a-f]+=; Max-Age=0/);
  });
});

describe('setup', () => {
  it('skips the starter when the account holds a collectible or claimed one', () => {
    const starter = { price: 5n * FLASK, canMint: true, hasClaimed: false, tokenURIs: [] };
    expect(initialSetupStep({ owned: [], starter })).toBe(1);
    expect(initialSetupStep({ owned: [], starter: { ...starter, hasClaimed: true } })).toBe(2);
    const token = { collection: ADDRESS, tokenId: 1n, tokenURI: null, approvedForAll: false } as const;
    expect(initialSetupStep({ owned: [token], starter })).toBe(2);
  });

  it('adds the starter price and the registration fee (SPEC.md §9: 10 FLASK)', () => {
    expect(totalSetupCost(5n * FLASK, 5n * FLASK)).toBe(10n * FLASK);
    expect(totalSetupCost(null, 5n * FLASK)).toBeNull();
  });

  it('says what the starter mint needs', () => {
    expect(starterMintNeed(null, 1n, 0n)).toBe('unknown');
    expect(starterMintNeed(5n, 4n, 0n)).toBe('insufficient');
    expect(starterMintNeed(5n, 5n, 4n)).toBe('approve');
    expect(starterMintNeed(5n, 5n, null)).toBe('approve');
    expect(starterMintNeed(5n, 5n, 5n)).toBe('ready');
  });

  it('keeps a picked team only while it is joinable', () => {
    const team = { id: 1, name: 'A', description: '', users: 0n, points: 0n, isJoinable: true, image: undefined };
    expect(joinableTeam([team], 1)).toBe(team);
    expect(joinableTeam([{ ...team, isJoinable: false }], 1)).toBeUndefined();
    expect(joinableTeam([team], undefined)).toBeUndefined();
  });
});

describe('tasks', () => {
  const campaign = (id: number, achieved: boolean, claimable: boolean): CampaignState => ({
    campaign: {
      address: `0x${id.toString().padStart(40, '0')}`,
      campaignId: id,
      type: 'participation',
      title: `T${id}`,
      description: 'd',
      badge: 'ipfs://bafkreiexample',
      numberPoints: 10,
    },
    achieved,
    claimable,
  });

  it('an achievement wins over a claim the contract still allows', () => {
    expect(taskState({ achieved: true, claimable: true })).toBe('achieved');
    expect(taskState({ achieved: false, claimable: true })).toBe('claimable');
    expect(taskState({ achieved: false, claimable: false })).toBe('unavailable');
  });

  it('lists claimable first, then achieved, then the rest, keeping the manifest order', () => {
    const sorted = sortTasks([
      campaign(1, false, false),
      campaign(2, true, false),
      campaign(3, false, true),
      campaign(4, false, true),
    ]);
    expect(sorted.map((state) => state.campaign.campaignId)).toEqual([3, 4, 2, 1]);
  });
});
