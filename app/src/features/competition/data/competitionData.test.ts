import type { Address } from 'viem';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type CompetitionReads, decodeAccount, decodeCompetition, decodeTeamNames } from './competitionReads.ts';
import { fetchTrader, parseTeam, parseTrader } from './leaderboardApi.ts';

const ACCOUNT = '0x000000000000000000000000000000000000a11c' as Address;
const row = [1n, 2n, 3n, 4n] as const;
const table = [row, row, row] as const;

function reads(overrides: Partial<CompetitionReads> = {}): CompetitionReads {
  return {
    competition: [1, 100n, 0n, 7n],
    rewards: [[table, table]],
    teams: [['Syrup Storm', '', 0n, 0n, true], null],
    claim: [[true, true, false, 1n, 5n * 10n ** 18n, 100n, true]],
    stats: [[true, false, 1, 2n]],
    profile: [[3n, 0n, 2n, ACCOUNT, 1n, true]],
    ...overrides,
  } as CompetitionReads;
}

describe('decodeCompetition', () => {
  it('names the status and keeps the blocks and reward table', () => {
    expect(decodeCompetition(reads())).toMatchObject({
      status: 'open',
      openBlock: 100n,
      closeBlock: 0n,
      registered: 7n,
    });
  });

  it('is undefined while a public read failed', () => {
    expect(decodeCompetition(reads({ competition: [1, null, 0n, 7n] } as Partial<CompetitionReads>))).toBeUndefined();
    expect(decodeCompetition(reads({ rewards: [null] } as Partial<CompetitionReads>))).toBeUndefined();
  });
});

describe('decodeAccount', () => {
  it('takes the competition team from the user stats and the prize from claimInformation', () => {
    expect(decodeAccount(reads(), ACCOUNT)).toEqual({
      address: ACCOUNT,
      hasProfile: true,
      hasActiveProfile: true,
      registered: true,
      claimed: false,
      hasResult: true,
      rewardGroup: 1,
      flaskReward: 5n * 10n ** 18n,
      pointReward: 100n,
      teamId: 2,
    });
  });

  it('has no team before registering, and no profile for an unknown address', () => {
    const account = decodeAccount(
      reads({ claim: [[false, false, false, 0n, 0n, 0n, false]], profile: [null] } as Partial<CompetitionReads>),
      ACCOUNT,
    );
    expect(account).toMatchObject({ registered: false, teamId: 0, hasProfile: false, hasActiveProfile: false });
  });
});

describe('decodeTeamNames', () => {
  it('leaves out a failed lookup', () => {
    expect([...decodeTeamNames(reads(), [1, 2])]).toEqual([[1, 'Syrup Storm']]);
  });
});

describe('indexer JSON', () => {
  it('accepts numbers and decimal strings', () => {
    expect(parseTeam({ teamId: 1, rank: 2, volumeUsd: '1234.5', traders: 3 })).toEqual({
      teamId: 1,
      rank: 2,
      volumeUsd: 1234.5,
      traders: 3,
    });
    expect(parseTrader({ address: ACCOUNT, teamId: 2, volumeUsd: 10, rankInTeam: 1, rewardGroup: 0 })).toEqual({
      address: ACCOUNT,
      teamId: 2,
      volumeUsd: 10,
      rankInTeam: 1,
      rewardGroup: 0,
    });
  });

  it('drops malformed entries', () => {
    expect(parseTeam({ teamId: '1; drop', rank: 1, volumeUsd: 1, traders: 1 })).toBeUndefined();
    expect(parseTeam({ teamId: 1, rank: 1, volumeUsd: -5, traders: 1 })).toBeUndefined();
    expect(parseTeam(null)).toBeUndefined();
    expect(parseTrader({ address: '<script>', teamId: 1, volumeUsd: 1, rankInTeam: 1 })).toBeUndefined();
  });

  it('reads a missing or unknown reward group as none', () => {
    expect(
      parseTrader({ address: ACCOUNT, teamId: 1, volumeUsd: 0, rankInTeam: 4, rewardGroup: null })?.rewardGroup,
    ).toBeUndefined();
    expect(
      parseTrader({ address: ACCOUNT, teamId: 1, volumeUsd: 1, rankInTeam: 4, rewardGroup: 7 })?.rewardGroup,
    ).toBeUndefined();
  });
});

describe('fetchTrader', () => {
  const respond = (status: number, body: unknown) =>
    vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
  afterEach(() => vi.unstubAllGlobals());

  it("reads the route's { user } answer", async () => {
    const fetch = respond(200, { user: { address: ACCOUNT, teamId: 1, volumeUsd: 3, rankInTeam: 1, rewardGroup: 0 } });
    vi.stubGlobal('fetch', fetch);
    expect(await fetchTrader('http://indexer', ACCOUNT)).toMatchObject({ teamId: 1, volumeUsd: 3 });
    expect(fetch).toHaveBeenCalledWith(`http://indexer/competition/users/${ACCOUNT}`, expect.anything());
  });

  it('is null for an address the competition does not know (404)', async () => {
    vi.stubGlobal('fetch', respond(404, { error: 'not registered' }));
    expect(await fetchTrader('http://indexer', ACCOUNT)).toBeNull();
  });

  it('throws when the indexer fails', async () => {
    vi.stubGlobal('fetch', respond(500, { error: 'down' }));
    await expect(fetchTrader('http://indexer', ACCOUNT)).rejects.toThrow('500');
  });
});
