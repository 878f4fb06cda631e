import {
  type Currency,
  CurrencyAmount,
  DISPLAY_PRECISION,
  formatPairShare,
  type NativeCurrency,
  type Percent,
  type Token,
} from '@flaskswap/sdk';
import { lpTokenOf, unwrapped } from './lpToken.ts';
import { liquidityValue, type PairSnapshot, userShareOfPair } from './pairSnapshot.ts';

export interface PositionDetails {
  /** The pair's tokens as shown and linked (WBNB as BNB). */
  currency0: Currency;
  currency1: Currency;
  underlying0: CurrencyAmount;
  underlying1: CurrencyAmount;
  lpBalance: CurrencyAmount<Token>;
  share: Percent;
}

/** What an LP balance holds of each token and of the pair. */
export function positionDetails(snapshot: PairSnapshot, balance: bigint, native: NativeCurrency): PositionDetails {
  const { amount0, amount1 } = liquidityValue(snapshot, balance);
  const currency0 = unwrapped(snapshot.pair.token0, native);
  const currency1 = unwrapped(snapshot.pair.token1, native);
  return {
    currency0,
    currency1,
    underlying0: CurrencyAmount.fromRaw(currency0, amount0.raw),
    underlying1: CurrencyAmount.fromRaw(currency1, amount1.raw),
    lpBalance: CurrencyAmount.fromRaw(lpTokenOf(snapshot.pair.chainId, snapshot.address), balance),
    share: userShareOfPair(snapshot, balance),
  };
}

/** SPEC.md section 9: the share with 6 decimals on a position card, 2 in the detail view, '<0.01' below 0.01%. */
export function formatShare(share: Percent, where: 'card' | 'detail', locale?: string): string {
  return formatPairShare(
    share,
    where === 'card' ? DISPLAY_PRECISION.lpShareCardDecimals : DISPLAY_PRECISION.lpShareDetailDecimals,
    { locale },
  );
}
