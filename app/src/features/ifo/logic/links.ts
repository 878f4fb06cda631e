import type { Manifest } from '@flaskswap/sdk';

/**
 * Add-liquidity for the sale's LP token: its pair's two tokens as the manifest's farms and price
 * pairs name them (WBNB as 'BNB', SPEC.md section 2 routes); '/add' when the pair is not listed.
 */
export function addLiquidityPath(
  manifest: Pick<Manifest, 'farms' | 'pricePairs' | 'tokens'>,
  lpAddress: string,
): string {
  const pairs = [...(manifest.farms ?? []), ...(manifest.pricePairs ?? [])];
  const pair = pairs.find((entry) => entry.lpAddress.toLowerCase() === lpAddress.toLowerCase());
  if (!pair) return '/add';
  const side = (symbol: string) => (symbol === 'WBNB' ? 'BNB' : manifest.tokens[symbol]);
  const [a, b] = [side(pair.token), side(pair.quoteToken)];
  return a && b ? `/add/${a}/${b}` : '/add';
}
