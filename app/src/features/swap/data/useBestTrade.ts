import {
  type Currency,
  type CurrencyAmount,
  chooseTradeExactIn,
  chooseTradeExactOut,
  type Pair,
  type SplitTrade,
  type SplitTradeOptions,
  type Token,
} from '@flaskswap/sdk';
import { useMemo } from 'react';
import { useSplitSearch } from './useSplitSearch.ts';

export interface BestTradeSettings {
  singleHopOnly: boolean;
  /** Splits are taken only with a split router, and once the gas price is known to price them. */
  split: { gasPriceWei: bigint; wrappedNative: Token } | undefined;
}

/**
 * The trade to show for the typed amount: the SDK's best route over 1-3 hops (1 in single-hop
 * mode), a longer route winning only by more than 0.5%; or, where it gives more than its extra
 * gas costs, that amount split over up to 4 routes and executed by the split router (the split
 * search loads with the first amount: until then the single route is shown).
 */
export function useBestTrade(
  pairs: readonly Pair[],
  typedAmount: CurrencyAmount | undefined,
  otherCurrency: Currency | undefined,
  exactIn: boolean,
  { singleHopOnly, split }: BestTradeSettings,
): SplitTrade | undefined {
  const gasPriceWei = split?.gasPriceWei;
  const wrappedNative = split?.wrappedNative;
  const search = useSplitSearch(Boolean(split && typedAmount && !singleHopOnly));
  return useMemo(() => {
    if (!typedAmount || !otherCurrency || pairs.length === 0) return undefined;
    const options: SplitTradeOptions =
      gasPriceWei === undefined || !wrappedNative
        ? { singleHopOnly, maxParts: 1 }
        : { singleHopOnly, gas: { priceWei: gasPriceWei, wrappedNative }, search };
    try {
      return exactIn
        ? chooseTradeExactIn(pairs, typedAmount, otherCurrency, options)
        : chooseTradeExactOut(pairs, otherCurrency, typedAmount, options);
    } catch (error) {
      console.error('Trade search failed', error);
      return undefined;
    }
  }, [pairs, typedAmount, otherCurrency, exactIn, singleHopOnly, gasPriceWei, wrappedNative, search]);
}
