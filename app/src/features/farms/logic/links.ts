import type { YieldTokenRef } from '@/features/yield';

const currencyId = (token: YieldTokenRef) => (token.symbol === 'BNB' ? 'BNB' : token.address);

/** Add-liquidity for the farm's pair (SPEC.md section 2 routes: BNB or an address per side). */
export function addLiquidityLink(token: YieldTokenRef, quoteToken: YieldTokenRef): string {
  return `/add/${currencyId(token)}/${currencyId(quoteToken)}`;
}
