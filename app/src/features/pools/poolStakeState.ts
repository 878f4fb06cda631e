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
  /** No allowance yet: Enable comes before staking (more). The native-coin pool never needs it. */
  needsApproval: boolean;
}

export function poolStakePanel(pool: PoolView, isConnected: boolean): StakePanel {
  const user = pool.user;
  const addBlockedBy: StakePanel['addBlockedBy'] = pool.isFinished
    ? 'finished'
    : user && hasReachedStakeLimit({ stakingLimit: pool.stakingLimit, stakedBalance: user.stakedBalance })
      ? 'limit'
      : undefined;
  const needsTokens = (user?.stakingTokenBalance ?? 0n) === 0n;
  // SPEC.md section 4 "Token approval": native BNB is always approved.
  const needsApproval = !pool.stakingToken.isNative && user !== undefined && user.allowance === 0n;
  const base = { addBlockedBy, needsTokens, needsApproval };
  if (!isConnected) return { state: 'connect', ...base };
  if (!user) return { state: 'loading', ...base };
  // A stake stays reachable (unstake) even without an allowance; only adding needs Enable.
  if (user.stakedBalance > 0n) return { state: 'staked', ...base };
  if (needsApproval) return { state: 'enable', ...base };
  return { state: 'stake', ...base };
}
