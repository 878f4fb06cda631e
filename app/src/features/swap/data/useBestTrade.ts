import {
  bestTradeExactInWithHopPreference,
  bestTradeExactOutWithHopPreference,
  type Currency,
  type CurrencyAmount,
  type Pair,
  type Trade,
} from '@flaskswap/sdk';
import { useMemo } from 'react';

/**
 * The trade to show for the typed amount: the SDK's best route over 1-3 hops (1 in single-hop
 * mode), a longer route winning only by more than 0.5%.
 */
export function useBestTrade(
  pairs: readonly Pair[],
  typedAmount: CurrencyAmount | undefined,
  otherCurrency: Currency | undefined,
  exactIn: boolean,
  singleHopOnly: boolean,
): Trade | undefined {
  return useMemo(() => {
    if (!typedAmount || !otherCurrency || pairs.length === 0) return undefined;
    try {
      return exactIn
        ? bestTradeExactInWithHopPreference(pairs, typedAmount, otherCurrency, { singleHopOnly })
        : bestTradeExactOutWithHopPreference(pairs, otherCurrency, typedAmount, { singleHopOnly });
    } catch (error) {
      console.error('Trade search failed', error);
      return undefined;
    }
  }, [pairs, typedAmount, otherCurrency, exactIn, singleHopOnly]);
}
