// Farms: /farms and /farms/history (LP staking for FLASK), and the farm views and harvest request home uses.

export { farmHarvestRequest } from './actions/useFarmActions.ts';
export { useFarms } from './data/useFarms.ts';
export { buildFarmViews, type FarmView } from './logic/farmViews.ts';
