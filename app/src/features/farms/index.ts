// Farms: /farms and /farms/history (LP staking for FLASK), and the farm views and harvest request home uses.
export { buildFarmViews, type FarmView } from './farmViews.ts';
export { farmHarvestRequest } from './useFarmActions.ts';
export { useFarms } from './useFarms.ts';
