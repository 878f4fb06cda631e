import { type SplitTrade, type Token, withPercentSign } from '@flaskswap/sdk';

/** One part of a split as the route line tells it: its share, and the tokens it goes through. */
export interface SplitRoutePart {
  /** '60%' (localized: '60 %' in German). */
  share: string;
  /** The symbols between input and output (BNB for WBNB); empty for the direct pair. */
  via: string[];
}

/**
 * The parts of a split for the route line, '60% via BUSD, 40% via BNB → USDT', in the order
 * they execute. WBNB in the middle of a route reads as BNB: the wallet never holds it.
 */
export function splitRouteParts(trade: SplitTrade, wrappedNative: Token | undefined, locale: string): SplitRoutePart[] {
  return trade.parts.map((part) => ({
    share: withPercentSign(part.share.toSignificant(3, { locale }), locale),
    via: part.route.path
      .slice(1, -1)
      .map((token) => (wrappedNative && token.equals(wrappedNative) ? 'BNB' : token.symbol)),
  }));
}
