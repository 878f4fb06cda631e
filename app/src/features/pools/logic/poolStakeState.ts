import { hasReachedStakeLimit } from '@flaskswap/sdk';
import { type StakePanel, stakePanelState } from '@/features/yield';
import type { PoolView } from './poolViews.ts';

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
  const state = stakePanelState(isConnected, user?.stakedBalance, needsApproval);
  return { state, addBlockedBy, needsTokens, needsApproval };
}
