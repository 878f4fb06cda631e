// Builds PoolView objects for unit tests.
import type { YieldToken } from '@/features/yield';
import type { PoolView } from '../logic/poolViews.ts';

export function testToken(symbol: string, priceUsd = 1, decimals = 18): YieldToken {
  const hex = [...symbol]
    .map((c) => c.charCodeAt(0).toString(16))
    .join('')
    .padStart(40, '0')
    .slice(-40);
  return { symbol, address: `0x${hex}`, isNative: symbol === 'BNB', decimals, priceUsd };
}

export function testPool(overrides: Partial<PoolView> & { id: string }): PoolView {
  const flask = testToken('FLASK', 10);
  return {
    kind: 'smartchef',
    sousId: 1,
    address: '0x0000000000000000000000000000000000000001',
    stakingToken: flask,
    earningToken: flask,
    category: 'Core',
    badges: ['Core', 'Manual'],
    projectLink: 'https://example.org',
    startBlock: 0n,
    endBlock: 1000n,
    isFinished: false,
    apr: 10,
    baseApr: 10,
    totalStaked: 0n,
    totalStakedUsd: 0,
    stakingLimit: 0n,
    performanceFeePercent: undefined,
    pricePerFullShare: undefined,
    sortOrder: 0,
    user: undefined,
    ...overrides,
  };
}

export function testUser(overrides: Partial<NonNullable<PoolView['user']>> = {}): NonNullable<PoolView['user']> {
  return {
    allowance: 0n,
    stakingTokenBalance: 0n,
    stakedBalance: 0n,
    pendingReward: 0n,
    pendingRewardUsd: 0,
    ...overrides,
  };
}
