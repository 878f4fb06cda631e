// Farms: /farms and /farms/history (LP staking for FLASK), and the farm views and writes home uses.
export { buildFarmViews, type FarmView } from './farmViews.ts';
export { farmHarvestRequest, useFarmActions } from './useFarmActions.ts';
export { useFarms } from './useFarms.ts';
