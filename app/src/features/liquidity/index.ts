// The liquidity feature's public API. Its pages are exported as loaders, not modules, so routes.tsx
// can import this file eagerly while each page stays its own chunk loaded with its route.
export { RedirectOldRemoveLiquidityPath } from './LiquidityRedirects.tsx';

export const liquidityPages = {
  liquidity: () => import('./LiquidityPage.tsx'),
  addLiquidity: () => import('./AddLiquidityPage.tsx'),
  removeLiquidity: () => import('./RemoveLiquidityPage.tsx'),
  pairFinder: () => import('./PairFinderPage.tsx'),
};

// What the migration screen shares with the liquidity screens (/migrate moves positions in).
export { type LpApproval, useLpPermitOrApproval } from './actions/useLpApproval.ts';
export { DetailRow } from './components/DetailRow.tsx';
export { DoubleCurrencyLogo } from './components/DoubleCurrencyLogo.tsx';
export { LiquidityCard } from './components/LiquidityCard.tsx';
export { MODAL_DIGITS, PriceRow, ReviewModal, SlippageEstimateNote } from './components/ReviewParts.tsx';
export { pairAddressOf, pairReadCalls } from './data/pairCalls.ts';
export { lpTokenOf, unwrapped } from './logic/lpToken.ts';
