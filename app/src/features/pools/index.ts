// Pools: /pools and /pools/history (SmartChef staking pools), the pool views and harvest request
// home uses, and the block countdown the IFO and auction pages show. The page is exported as a
// loader so it stays its own chunk while home imports this file eagerly.
export { poolHarvestRequest } from './actions/poolRequests.ts';
export { BlockCountdownText } from './components/BlockCountdownText.tsx';
export { usePools } from './data/usePools.ts';
export { type BlockCountdown, blockCountdown } from './logic/blockCountdown.ts';
export { buildPoolViews, type PoolView } from './logic/poolViews.ts';

export const poolsPages = {
  pools: () => import('./PoolsPage.tsx'),
};
