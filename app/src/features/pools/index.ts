// Pools: /pools and /pools/history, the pool rows and cards, and the yield building blocks farms
// reuse (the list page, the row and card shells, the earnings and stake panels, the amount modal,
// Enable, logos).
export { EnableButton } from './components/EnableButton.tsx';
export { GetTokenModal } from './components/GetTokenModal.tsx';
export { StakeAmountModal, type StakeAmountModalProps } from './components/StakeAmountModal.tsx';
export { YieldCard, YieldCardLine, YieldCell, YieldRow } from './components/YieldItem.tsx';
export { YieldListing } from './components/YieldListing.tsx';
export { EarningsPanel, StakedAmount, YieldPanel } from './components/YieldPanel.tsx';
export { PoolLogos, YieldTokenLogo } from './components/YieldTokenLogo.tsx';
export { type ListFilter, selectListed } from './listFilter.ts';
export { hasStakeInFinishedPools, POOLS_PAGE_SIZE, selectPools } from './poolFilters.ts';
export { poolHarvestRequest } from './poolRequests.ts';
export { stakePanelState } from './poolStakeState.ts';
export { buildPoolViews, type PoolView } from './poolViews.ts';
export { useInfiniteCount } from './useInfiniteCount.ts';
export { usePoolActions } from './usePoolActions.ts';
export { usePools } from './usePools.ts';
export { swapLinkFor, useYieldCurrency } from './useYieldCurrency.ts';
export { type ListPreferenceKeys, useYieldListState } from './useYieldListState.ts';
