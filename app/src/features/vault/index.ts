// The auto FLASK vault: its writes (deposit, withdraw or withdraw-all, harvest for the bounty),
// the unstaking-fee window, and the bounty card. Its pool row lives in features/pools.
export { useVaultActions } from './actions/useVaultActions.ts';
export { BountyCard } from './components/BountyCard.tsx';
export { UnstakingFeeCountdown, UnstakingFeeNotice } from './components/UnstakingFeeCountdown.tsx';
export { type UnstakingFeeState, unstakingFeeState } from './logic/unstakingFee.ts';
