// Slippage tolerance and deadline rules of SPEC.md §5 and §9. Tolerances travel as basis points
// (50 = 0.5%); user input is a percentage string, parsed without floating point.
import type { Currency } from './currency.ts';
import type { CurrencyAmount } from './currency-amount.ts';
import { Percent } from './percent.ts';
import type { Trade } from './trade.ts';

export const DEFAULT_SLIPPAGE_BIPS = 50;
/** The settings dialog's presets: 0.1%, 0.5%, 1%. */
export const SLIPPAGE_PRESETS_BIPS = [10, 50, 100] as const;
/** Typed tolerances must stay below 50%. */
export const MAX_SLIPPAGE_INPUT_BIPS = 5000;
/** Below 0.5% a swap may not go through; above 5% it invites front-running. */
export const LOW_SLIPPAGE_BIPS = 50;
export const HIGH_SLIPPAGE_BIPS = 500;
export const DEFAULT_DEADLINE_SECONDS = 1200;

export const INVALID_SLIPPAGE_MESSAGE = 'Enter a valid slippage percentage';
export const INVALID_DEADLINE_MESSAGE = 'Enter a valid deadline';

/** Basis points as a Percent; the contract-level bound is 0 to 10000. */
export function slippageToPercent(bips: number): Percent {
  if (!Number.isInteger(bips) || bips < 0 || bips > 10_000) throw new Error('Unexpected slippage value');
  return Percent.fromBips(bips);
}

/** The amounts sent to the router: the most the user pays and the least they accept (a trade or a split). */
export function computeSlippageAdjustedAmounts<TInput extends Currency, TOutput extends Currency>(
  trade: Pick<Trade<TInput, TOutput>, 'maximumAmountIn' | 'minimumAmountOut'>,
  bips: number,
): { maximumAmountIn: CurrencyAmount<TInput>; minimumAmountOut: CurrencyAmount<TOutput> } {
  const slippage = slippageToPercent(bips);
  return { maximumAmountIn: trade.maximumAmountIn(slippage), minimumAmountOut: trade.minimumAmountOut(slippage) };
}

export type SlippageInputResult = { ok: true; bips: number } | { ok: false; error: typeof INVALID_SLIPPAGE_MESSAGE };

/**
 * A typed percentage ("0.8", "1,5") to basis points. Empty means the default. A value with more
 * than two decimals would not survive the round trip to basis points, so it is refused.
 */
export function parseSlippageInput(text: string): SlippageInputResult {
  const value = text.trim().replace(',', '.');
  if (value === '') return { ok: true, bips: DEFAULT_SLIPPAGE_BIPS };
  const match = /^(\d{1,4})?(?:\.(\d{0,2}))?$/.exec(value);
  if (!match || (match[1] === undefined && !match[2])) return { ok: false, error: INVALID_SLIPPAGE_MESSAGE };
  const bips = Number(match[1] ?? '0') * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  if (bips >= MAX_SLIPPAGE_INPUT_BIPS) return { ok: false, error: INVALID_SLIPPAGE_MESSAGE };
  return { ok: true, bips };
}

/** The warning shown next to a tolerance, if any. */
export function slippageWarning(
  bips: number,
): 'Your transaction may fail' | 'Your transaction may be frontrun' | undefined {
  if (bips < LOW_SLIPPAGE_BIPS) return 'Your transaction may fail';
  if (bips > HIGH_SLIPPAGE_BIPS) return 'Your transaction may be frontrun';
  return undefined;
}

export type DeadlineInputResult = { ok: true; seconds: number } | { ok: false; error: typeof INVALID_DEADLINE_MESSAGE };

/** The deadline is typed in minutes (a positive integer) and stored in seconds. */
export function parseDeadlineInput(text: string): DeadlineInputResult {
  const value = text.trim();
  if (value === '') return { ok: true, seconds: DEFAULT_DEADLINE_SECONDS };
  if (!/^\d{1,6}$/.test(value) || Number(value) === 0) return { ok: false, error: INVALID_DEADLINE_MESSAGE };
  return { ok: true, seconds: Number(value) * 60 };
}
