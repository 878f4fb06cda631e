import {
  type Currency,
  CurrencyAmount,
  getLiquidityMinted,
  MINIMUM_LIQUIDITY,
  Percent,
  Price,
  totalSupplyAfterProtocolFee,
  tryParseCurrencyAmount,
} from '@flaskswap/sdk';
import { type MessageText, msg } from '@/i18n/message.ts';
import type { MintField, MintState } from './mintState.ts';
import { hasNoLiquidity, liquidityStateOf, type PairSnapshot, type PairState, pairPrice } from './pairSnapshot.ts';

/** A message for the Supply button, as a translation key and its placeholders. */
export interface ActionError {
  message: MessageText;
  data?: Record<string, string>;
}

export interface MintInputs {
  account: string | undefined;
  currencies: Partial<Record<MintField, Currency>>;
  pairState: PairState;
  snapshot: PairSnapshot | undefined;
  balances: Partial<Record<MintField, CurrencyAmount>>;
  state: MintState;
}

export interface MintInfo {
  noLiquidity: boolean;
  /** What each input shows: the user's text, or the computed amount in an existing pair. */
  formattedAmounts: Record<MintField, string>;
  parsedAmounts: Partial<Record<MintField, CurrencyAmount>>;
  /** Price of currency A in currency B: the pair's, or the one the first provider sets. */
  price: Price | undefined;
  /** LP the deposit mints, in LP wei. */
  liquidityMinted: bigint | undefined;
  /** The share of the pair the deposit makes. */
  shareOfPair: Percent | undefined;
  error: ActionError | undefined;
}

/** Display precision of a computed amount in an input (SPEC.md section 9: 6 significant digits). */
const DEPENDENT_DIGITS = 6;

function amountIn(currency: Currency, raw: bigint): CurrencyAmount {
  return CurrencyAmount.fromRaw(currency, raw);
}

/** In an existing pair the other amount follows the pair ratio: amount × reserveOther / reserveThis. */
function dependentAmount(
  independent: CurrencyAmount | undefined,
  dependentCurrency: Currency | undefined,
  snapshot: PairSnapshot | undefined,
): CurrencyAmount | undefined {
  if (!independent || !dependentCurrency || !snapshot) return undefined;
  const wrapped = independent.wrapped;
  if (!snapshot.pair.involvesToken(wrapped.currency) || !snapshot.pair.involvesToken(dependentCurrency.wrapped))
    return undefined;
  const quoted = snapshot.pair.priceOf(wrapped.currency).quote(wrapped);
  return amountIn(dependentCurrency, quoted.raw);
}

function mintedLiquidity(
  snapshot: PairSnapshot | undefined,
  noLiquidity: boolean,
  amountA: CurrencyAmount | undefined,
  amountB: CurrencyAmount | undefined,
): { minted: bigint; supplyAfter: bigint } | undefined {
  if (!amountA || !amountB) return undefined;
  const a = amountA.wrapped;
  const b = amountB.wrapped;
  if (a.currency.equals(b.currency)) return undefined;
  const [amount0, amount1] = a.currency.sortsBefore(b.currency) ? [a.raw, b.raw] : [b.raw, a.raw];
  const state = snapshot && !noLiquidity ? liquidityStateOf(snapshot) : { reserve0: 0n, reserve1: 0n, totalSupply: 0n };
  try {
    const minted = getLiquidityMinted(state, amount0, amount1);
    // A first deposit also locks MINIMUM_LIQUIDITY forever.
    const supplyBefore = noLiquidity ? MINIMUM_LIQUIDITY : totalSupplyAfterProtocolFee(state);
    return { minted, supplyAfter: supplyBefore + minted };
  } catch {
    return undefined;
  }
}

function priceOf(
  noLiquidity: boolean,
  currencyA: Currency | undefined,
  currencyB: Currency | undefined,
  snapshot: PairSnapshot | undefined,
  parsed: Partial<Record<MintField, CurrencyAmount>>,
): Price | undefined {
  if (!currencyA || !currencyB) return undefined;
  if (noLiquidity) {
    const a = parsed.CURRENCY_A;
    const b = parsed.CURRENCY_B;
    if (!a || !b) return undefined;
    return new Price({ baseCurrency: currencyA, quoteCurrency: currencyB, baseAmount: a.raw, quoteAmount: b.raw });
  }
  return snapshot ? pairPrice(snapshot, currencyA, currencyB) : undefined;
}

/**
 * SPEC.md section 5: the Supply button's message in priority order: 'Connect Wallet', 'Invalid
 * pair', 'Enter an amount', 'Insufficient {symbol} balance'.
 */
export function mintError(inputs: {
  account: string | undefined;
  pairState: PairState;
  parsedAmounts: Partial<Record<MintField, CurrencyAmount>>;
  balances: Partial<Record<MintField, CurrencyAmount>>;
}): ActionError | undefined {
  const { account, pairState, parsedAmounts, balances } = inputs;
  if (!account) return { message: msg('Connect Wallet') };
  if (pairState === 'INVALID') return { message: msg('Invalid pair') };
  if (!parsedAmounts.CURRENCY_A || !parsedAmounts.CURRENCY_B) return { message: msg('Enter an amount') };
  for (const field of ['CURRENCY_A', 'CURRENCY_B'] as const) {
    const amount = parsedAmounts[field]!;
    const balance = balances[field];
    if (balance?.currency.equals(amount.currency) && balance.raw < amount.raw) {
      return { message: msg('Insufficient %symbol% balance'), data: { symbol: amount.currency.symbol } };
    }
  }
  return undefined;
}

/** Everything the add-liquidity screen shows and sends, from what was typed and what the chain holds. */
export function deriveMintInfo(inputs: MintInputs): MintInfo {
  const { account, currencies, pairState, snapshot, balances, state } = inputs;
  const noLiquidity = hasNoLiquidity(pairState, snapshot);
  const independentField = state.independentField;
  const dependentField: MintField = independentField === 'CURRENCY_A' ? 'CURRENCY_B' : 'CURRENCY_A';
  const independentCurrency = currencies[independentField];
  const dependentCurrency = currencies[dependentField];

  const independent = independentCurrency ? tryParseCurrencyAmount(state.typedValue, independentCurrency) : undefined;
  const dependent = noLiquidity
    ? dependentCurrency
      ? tryParseCurrencyAmount(state.otherTypedValue, dependentCurrency)
      : undefined
    : dependentAmount(independent, dependentCurrency, snapshot);

  const parsedAmounts: Partial<Record<MintField, CurrencyAmount>> = {
    [independentField]: independent,
    [dependentField]: dependent && dependent.raw > 0n ? dependent : undefined,
  };
  const formattedAmounts = {
    [independentField]: state.typedValue,
    [dependentField]: noLiquidity ? state.otherTypedValue : (dependent?.toSignificant(DEPENDENT_DIGITS) ?? ''),
  } as Record<MintField, string>;

  const minted = mintedLiquidity(snapshot, noLiquidity, parsedAmounts.CURRENCY_A, parsedAmounts.CURRENCY_B);
  return {
    noLiquidity,
    formattedAmounts,
    parsedAmounts,
    price: priceOf(noLiquidity, currencies.CURRENCY_A, currencies.CURRENCY_B, snapshot, parsedAmounts),
    liquidityMinted: minted?.minted,
    shareOfPair: minted ? new Percent(minted.minted, minted.supplyAfter) : undefined,
    error: mintError({ account, pairState, parsedAmounts, balances }),
  };
}
