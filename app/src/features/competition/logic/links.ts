import type { EligiblePair } from './types.ts';

/**
 * /swap with the pair's two tokens selected, WBNB as 'BNB' (SPEC.md section 2 routes); plain
 * '/swap' when the manifest does not list a token.
 */
export function swapPathForPair(pair: EligiblePair, tokens: Readonly<Record<string, string>>): string {
  const side = (symbol: string) => (symbol === 'WBNB' ? 'BNB' : tokens[symbol]);
  const [input, output] = [side(pair.token1), side(pair.token0)];
  return input && output ? `/swap?inputCurrency=${input}&outputCurrency=${output}` : '/swap';
}

/** A pair's tokens as the user knows them: 'FLASK/BNB' (WBNB reads as BNB). */
export function pairLabel(pair: EligiblePair): string {
  const name = (symbol: string) => (symbol === 'WBNB' ? 'BNB' : symbol);
  return `${name(pair.token0)}/${name(pair.token1)}`;
}
