// The auto FLASK vault: its writes (deposit, withdraw or withdraw-all, harvest for the bounty),
// the unstaking-fee window, and the bounty card. Its pool row lives in features/pools.
export { BountyCard } from './BountyCard.tsx';
export { UnstakingFeeCountdown, UnstakingFeeNotice } from './UnstakingFeeCountdown.tsx';
export { type UnstakingFeeState, unstakingFeeState } from './unstakingFee.ts';
export { useVaultActions } from './useVaultActions.ts';
