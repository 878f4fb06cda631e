// The liquidity feature's public API. Its pages are exported as loaders, not modules, so routes.tsx
// can import this file eagerly while each page stays its own chunk loaded with its route.
export { RedirectOldRemoveLiquidityPath } from './LiquidityRedirects.tsx';

export const liquidityPages = {
  liquidity: () => import('./LiquidityPage.tsx'),
  addLiquidity: () => import('./AddLiquidityPage.tsx'),
  removeLiquidity: () => import('./RemoveLiquidityPage.tsx'),
  pairFinder: () => import('./PairFinderPage.tsx'),
};
