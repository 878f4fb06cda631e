// Pools: /pools and /pools/history, the pool views and writes home uses, and the yield building
// blocks farms share: the list page (state, filter, toolbar and list), the row and card shells,
// the earnings and stake panels, the amount modal, Enable and the token logos.
export { EnableButton } from './components/EnableButton.tsx';
export { StakeAmountModal } from './components/StakeAmountModal.tsx';
export { YieldCard, YieldCardLine, YieldCell, YieldRow } from './components/YieldItem.tsx';
export { YieldListing } from './components/YieldListing.tsx';
export { EarningsPanel, StakedAmount, YieldPanel } from './components/YieldPanel.tsx';
export { PoolLogos } from './components/YieldTokenLogo.tsx';
export { type ListFilter, selectListed } from './listFilter.ts';
export { poolHarvestRequest } from './poolRequests.ts';
export { stakePanelState } from './poolStakeState.ts';
export { buildPoolViews, type PoolView } from './poolViews.ts';
export { usePools } from './usePools.ts';
export { type ListPreferenceKeys, useYieldListState } from './useYieldListState.ts';
