/** SPEC.md section 4 "Pool card": what a stake panel (pool or farm) offers. */
export type StakePanelState = 'connect' | 'loading' | 'enable' | 'stake' | 'staked';

/**
 * The stake panel's step: `stakedBalance` is undefined while the account's position loads. A stake
 * stays reachable (unstake) even without an allowance; only adding needs Enable.
 */
export function stakePanelState(
  isConnected: boolean,
  stakedBalance: bigint | undefined,
  needsApproval: boolean,
): StakePanelState {
  if (!isConnected) return 'connect';
  if (stakedBalance === undefined) return 'loading';
  if (stakedBalance > 0n) return 'staked';
  if (needsApproval) return 'enable';
  return 'stake';
}

export interface StakePanel {
  state: StakePanelState;
  /** Why Stake / add ('+') is unavailable. */
  addBlockedBy: 'finished' | 'limit' | undefined;
  /** An empty wallet gets the get-token modal instead of the stake modal. */
  needsTokens: boolean;
  /** No allowance yet: Enable comes before staking (more). The native-coin pool never needs it. */
  needsApproval: boolean;
}
