import { type Currency, CurrencyAmount, type NativeCurrency, Percent, Price, Token } from '@flaskswap/sdk';
import { lpTokenOf, unwrapped } from '@/features/liquidity';
import type { LegacyPosition } from './positions.ts';

type Amounts = readonly [CurrencyAmount, CurrencyAmount];

/** A legacy position as the screen shows it: WBNB as BNB (the migrator pays it back as BNB). */
export interface PositionView {
  /** 'FLASK/BNB' */
  name: string;
  currencies: readonly [Currency, Currency];
  /** The legacy LP held. */
  lp: CurrencyAmount<Token>;
  paid: Amounts;
  deposited: Amounts;
  returned: Amounts;
  /** FlaskSwap LP the migration mints. */
  liquidity: CurrencyAmount<Token>;
  /** Token0 in token1 on each exchange (FlaskSwap's undefined without a pair). */
  legacyPrice: Price;
  flaskPrice: Price | undefined;
  gap: Percent | undefined;
  createsPair: boolean;
}

export function positionView(position: LegacyPosition, native: NativeCurrency): PositionView {
  const [token0, token1] = position.tokens;
  const currencies = [unwrapped(token0, native), unwrapped(token1, native)] as const;
  const amounts = (raw: readonly [bigint, bigint]): Amounts => [
    CurrencyAmount.fromRaw(currencies[0], raw[0]),
    CurrencyAmount.fromRaw(currencies[1], raw[1]),
  ];
  const price = (reserve0: bigint, reserve1: bigint) =>
    new Price({
      baseCurrency: currencies[0],
      quoteCurrency: currencies[1],
      baseAmount: reserve0,
      quoteAmount: reserve1,
    });
  const { legacy, flask, quote } = position;
  const legacyLp = new Token({
    chainId: token0.chainId,
    address: position.pair,
    decimals: 18,
    symbol: 'LP',
    name: 'LP',
  });
  return {
    name: `${currencies[0].symbol}/${currencies[1].symbol}`,
    currencies,
    lp: CurrencyAmount.fromRaw(legacyLp, position.balance),
    paid: amounts(quote.paid),
    deposited: amounts(quote.deposited),
    returned: amounts(quote.returned),
    liquidity: CurrencyAmount.fromRaw(lpTokenOf(token0.chainId, position.flaskPair), quote.liquidity),
    legacyPrice: price(legacy.reserve0, legacy.reserve1),
    flaskPrice: flask && flask.reserve0 > 0n && flask.reserve1 > 0n ? price(flask.reserve0, flask.reserve1) : undefined,
    gap: position.gapBips === undefined ? undefined : Percent.fromBips(position.gapBips),
    createsPair: quote.createsPair,
  };
}
