// Pools: /pools and /pools/history, the pool views and writes home uses, and the yield building
// blocks farms share: the list page (state, filter, toolbar and list), the row and card shells,
// the earnings and stake panels, the amount modal, Enable and the token logos. The page is
// exported as a loader so it stays its own chunk while home and farms import this file eagerly.
export { poolHarvestRequest } from './actions/poolRequests.ts';
export { BlockCountdownText } from './components/BlockCountdownText.tsx';
export { EnableButton } from './components/EnableButton.tsx';
export { StakeAmountModal } from './components/StakeAmountModal.tsx';
export { type ListPreferenceKeys, useYieldListState } from './components/useYieldListState.ts';
export { YieldCard, YieldCardLine, YieldCell, YieldRow } from './components/YieldItem.tsx';
export { YieldListing } from './components/YieldListing.tsx';
export { EarningsPanel, StakedAmount, YieldPanel } from './components/YieldPanel.tsx';
export { PoolLogos } from './components/YieldTokenLogo.tsx';
export { usePools } from './data/usePools.ts';
export { type BlockCountdown, blockCountdown } from './logic/blockCountdown.ts';
export { type ListFilter, selectListed } from './logic/listFilter.ts';
export { stakePanelState } from './logic/poolStakeState.ts';
export { buildPoolViews, type PoolView } from './logic/poolViews.ts';

export const poolsPages = {
  pools: () => import('./PoolsPage.tsx'),
};
