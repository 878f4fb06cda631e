import { hasReachedStakeLimit } from '@flaskswap/sdk';
import type { PoolView } from './poolViews.ts';

/** SPEC.md section 4 "Pool card": what the stake panel offers. */
export type StakePanelState = 'connect' | 'loading' | 'enable' | 'stake' | 'staked';

export interface StakePanel {
  state: StakePanelState;
  /** Why Stake / add ('+') is unavailable. */
  addBlockedBy: 'finished' | 'limit' | undefined;
  /** An empty wallet gets the get-token modal instead of the stake modal. */
  needsTokens: boolean;
}

export function poolStakePanel(pool: PoolView, isConnected: boolean): StakePanel {
  const user = pool.user;
  const addBlockedBy = pool.isFinished
    ? 'finished'
    : user && hasReachedStakeLimit({ stakingLimit: pool.stakingLimit, stakedBalance: user.stakedBalance })
      ? 'limit'
      : undefined;
  const needsTokens = (user?.stakingTokenBalance ?? 0n) === 0n;
  if (!isConnected) return { state: 'connect', addBlockedBy, needsTokens };
  if (!user) return { state: 'loading', addBlockedBy, needsTokens };
  if (user.stakedBalance > 0n) return { state: 'staked', addBlockedBy, needsTokens };
  // The native-coin pool needs no approval (SPEC.md section 4 "Token approval").
  if (!pool.stakingToken.isNative && user.allowance === 0n) return { state: 'enable', addBlockedBy, needsTokens };
  return { state: 'stake', addBlockedBy, needsTokens };
}
