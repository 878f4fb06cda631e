import { describe, expect, it } from 'vitest';
import { YIELD_PAGE_SIZE } from '@/features/yield';
import { testPool, testToken, testUser } from '../test/testPoolView.ts';
import { hasStakeInFinishedPools, selectPools } from './poolFilters.ts';

const pools = [
  testPool({ id: 'auto', kind: 'auto', sortOrder: 0, apr: 50, totalStakedUsd: 900 }),
  testPool({
    id: 'eth',
    earningToken: testToken('ETH'),
    sortOrder: 2,
    apr: 300,
    totalStakedUsd: 100,
    user: testUser({ stakedBalance: 1n, pendingRewardUsd: 5 }),
  }),
  testPool({ id: 'doge', earningToken: testToken('DOGE'), sortOrder: 3, apr: 120, totalStakedUsd: 400 }),
  testPool({
    id: 'manual',
    kind: 'manual',
    sortOrder: 1,
    apr: null,
    totalStakedUsd: 500,
    user: testUser({ pendingRewardUsd: 9 }),
  }),
  testPool({ id: 'uni', earningToken: testToken('UNI'), sortOrder: 4, isFinished: true, apr: 0 }),
];
const live = { finished: false, stakedOnly: false, query: '', sort: 'hot' } as const;
const ids = (list: { id: string }[]) => list.map((pool) => pool.id);

describe('selectPools', () => {
  it('Hot is the configured order; live and finished pools are apart', () => {
    expect(ids(selectPools(pools, live))).toEqual(['auto', 'manual', 'eth', 'doge']);
    expect(ids(selectPools(pools, { ...live, finished: true }))).toEqual(['uni']);
  });
  it('sorts by APR, earned and total staked, descending (unknown APR last)', () => {
    expect(ids(selectPools(pools, { ...live, sort: 'apr' }))).toEqual(['eth', 'doge', 'auto', 'manual']);
    expect(ids(selectPools(pools, { ...live, sort: 'earned' }))).toEqual(['manual', 'eth', 'auto', 'doge']);
    expect(ids(selectPools(pools, { ...live, sort: 'totalStaked' }))).toEqual(['auto', 'manual', 'doge', 'eth']);
  });
  it('searches the reward token symbol, case-insensitively', () => {
    expect(ids(selectPools(pools, { ...live, query: 'eT' }))).toEqual(['eth']);
    expect(ids(selectPools(pools, { ...live, query: 'flask' }))).toEqual(['auto', 'manual']);
    expect(selectPools(pools, { ...live, query: 'xyz' })).toEqual([]);
  });
  it('staked only keeps pools with a stake', () => {
    expect(ids(selectPools(pools, { ...live, stakedOnly: true }))).toEqual(['eth']);
  });
  it('pages hold 12 pools', () => {
    expect(YIELD_PAGE_SIZE).toBe(12);
  });
});

describe('hasStakeInFinishedPools', () => {
  it('is true only with a stake in a finished pool', () => {
    expect(hasStakeInFinishedPools(pools)).toBe(false);
    const staked = pools.map((pool) => (pool.id === 'uni' ? { ...pool, user: testUser({ stakedBalance: 5n }) } : pool));
    expect(hasStakeInFinishedPools(staked)).toBe(true);
  });
});
