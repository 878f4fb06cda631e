// Farms: /farms and /farms/history (LP staking for FLASK), and the farm views and harvest request
// home uses. The page is exported as a loader so it stays its own chunk, loaded with its route,
// while home imports this file eagerly.
export { farmHarvestRequest } from './actions/useFarmActions.ts';
export { useFarms } from './data/useFarms.ts';
export { buildFarmViews, type FarmView } from './logic/farmViews.ts';

export const farmsPages = {
  farms: () => import('./FarmsPage.tsx'),
};
