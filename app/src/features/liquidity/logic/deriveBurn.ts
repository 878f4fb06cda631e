import { type Currency, CurrencyAmount, Fraction, Percent, type Token, tryParseCurrencyAmount } from '@flaskswap/sdk';
import { msg } from '@/i18n/message.ts';
import type { BurnField, BurnState } from './burnState.ts';
import type { ActionError } from './deriveMint.ts';
import { liquidityValue, type PairSnapshot } from './pairSnapshot.ts';

export interface BurnInputs {
  account: string | undefined;
  currencyA: Currency | undefined;
  currencyB: Currency | undefined;
  snapshot: PairSnapshot | undefined;
  /** The pair's LP token. */
  lpToken: Token | undefined;
  /** The user's LP balance. */
  userLiquidity: bigint | undefined;
  state: BurnState;
}

export interface BurnInfo {
  /** What the user's whole LP balance is worth in A and B. */
  liquidityValueA: CurrencyAmount | undefined;
  liquidityValueB: CurrencyAmount | undefined;
  /** The share of the user's LP to burn. */
  percentToRemove: Percent;
  parsedAmounts: {
    LIQUIDITY_PERCENT: Percent;
    LIQUIDITY?: CurrencyAmount<Token>;
    CURRENCY_A?: CurrencyAmount;
    CURRENCY_B?: CurrencyAmount;
  };
  /** What each field shows: the user's text in the field they typed, the computed value elsewhere. */
  formattedAmounts: Record<BurnField, string>;
  error: ActionError | undefined;
}

const ZERO = new Percent(0n);

function valueIn(currency: Currency | undefined, amount: CurrencyAmount<Token>): CurrencyAmount | undefined {
  if (!currency?.wrapped.equals(amount.currency)) return undefined;
  return CurrencyAmount.fromRaw(currency, amount.raw);
}

/** typed / whole, when the typed amount is within the whole; 0% otherwise. */
function share(typed: CurrencyAmount | undefined, whole: CurrencyAmount | undefined): Percent {
  if (!typed || !whole || whole.raw === 0n || typed.raw > whole.raw) return ZERO;
  return new Percent(typed.raw, whole.raw);
}

function percentFromText(text: string): Percent {
  if (!/^\d+$/.test(text)) return ZERO;
  const value = BigInt(text);
  return value > 100n ? ZERO : new Percent(value, 100n);
}

function partOf<T extends Currency>(amount: CurrencyAmount<T> | undefined, percent: Percent) {
  if (!amount || !percent.greaterThan(0n)) return undefined;
  return CurrencyAmount.fromRaw(amount.currency, new Fraction(amount.raw).multiply(percent).quotient);
}

/** '<1' under 1%, else whole percent (the slider label). */
function formatPercent(percent: Percent): string {
  if (percent.equalTo(0n)) return '0';
  if (percent.lessThan(new Percent(1n, 100n))) return '<1';
  return percent.toFixed(0);
}

/**
 * Everything the remove-liquidity screen shows and sends: the field the user set (a percentage,
 * an LP amount, or an amount of A or B) decides the share of their LP to burn, and the rest
 * follows from what that share is worth.
 */
export function deriveBurnInfo(inputs: BurnInputs): BurnInfo {
  const { account, currencyA, currencyB, snapshot, lpToken, userLiquidity, state } = inputs;
  const userLp = lpToken && userLiquidity !== undefined ? CurrencyAmount.fromRaw(lpToken, userLiquidity) : undefined;
  let liquidityValueA: CurrencyAmount | undefined;
  let liquidityValueB: CurrencyAmount | undefined;
  if (snapshot && userLiquidity !== undefined && currencyA && currencyB) {
    const { amount0, amount1 } = liquidityValue(snapshot, userLiquidity);
    const aIsToken0 = currencyA.wrapped.equals(snapshot.pair.token0);
    liquidityValueA = valueIn(currencyA, aIsToken0 ? amount0 : amount1);
    liquidityValueB = valueIn(currencyB, aIsToken0 ? amount1 : amount0);
  }

  const { independentField, typedValue } = state;
  let percentToRemove = ZERO;
  if (independentField === 'LIQUIDITY_PERCENT') percentToRemove = percentFromText(typedValue);
  else if (independentField === 'LIQUIDITY') {
    percentToRemove = share(lpToken ? tryParseCurrencyAmount(typedValue, lpToken) : undefined, userLp);
  } else {
    const currency = independentField === 'CURRENCY_A' ? currencyA : currencyB;
    const whole = independentField === 'CURRENCY_A' ? liquidityValueA : liquidityValueB;
    percentToRemove = share(currency ? tryParseCurrencyAmount(typedValue, currency) : undefined, whole);
  }

  const parsedAmounts = {
    LIQUIDITY_PERCENT: percentToRemove,
    LIQUIDITY: partOf(userLp, percentToRemove),
    CURRENCY_A: partOf(liquidityValueA, percentToRemove),
    CURRENCY_B: partOf(liquidityValueB, percentToRemove),
  };
  const shown = (field: BurnField, amount: CurrencyAmount | undefined) =>
    independentField === field ? typedValue : (amount?.toSignificant(6) ?? '');
  const formattedAmounts: Record<BurnField, string> = {
    LIQUIDITY_PERCENT: formatPercent(percentToRemove),
    LIQUIDITY: shown('LIQUIDITY', parsedAmounts.LIQUIDITY),
    CURRENCY_A: shown('CURRENCY_A', parsedAmounts.CURRENCY_A),
    CURRENCY_B: shown('CURRENCY_B', parsedAmounts.CURRENCY_B),
  };

  let error: ActionError | undefined;
  if (!account) error = { message: msg('Connect Wallet') };
  else if (!parsedAmounts.LIQUIDITY || !parsedAmounts.CURRENCY_A || !parsedAmounts.CURRENCY_B) {
    error = { message: msg('Enter an amount') };
  }
  return { liquidityValueA, liquidityValueB, percentToRemove, parsedAmounts, formattedAmounts, error };
}
