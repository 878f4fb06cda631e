import type { SplitTrade } from '@flaskswap/sdk';

/**
 * Whether the trade shown in the confirm modal changed enough to ask the user again ('Price
 * Updated' / Accept): another direction, currency or amount on either side.
 */
export function tradeMeaningfullyDiffers(a: SplitTrade, b: SplitTrade): boolean {
  return (
    a.tradeType !== b.tradeType ||
    !a.inputAmount.currency.equals(b.inputAmount.currency) ||
    !a.outputAmount.currency.equals(b.outputAmount.currency) ||
    a.inputAmount.raw !== b.inputAmount.raw ||
    a.outputAmount.raw !== b.outputAmount.raw
  );
}
