// Reading what a user types into an amount field (SPEC.md §5): digits with one decimal
// separator, commas read as dots, at most 79 characters. User input never throws: the result
// says what is wrong.
import type { Currency } from '../amm/currency.ts';
import { CurrencyAmount, MAX_UINT256 } from '../amm/currency-amount.ts';

export const AMOUNT_INPUT_MAX_LENGTH = 79;
const AMOUNT_INPUT_PATTERN = /^\d*\.?\d*$/;

/** The field's text with commas as dots, or undefined when the keystroke should be refused. */
export function sanitizeAmountInput(text: string): string | undefined {
  const normalized = text.replace(/,/g, '.');
  if (normalized.length > AMOUNT_INPUT_MAX_LENGTH || !AMOUNT_INPUT_PATTERN.test(normalized)) return undefined;
  return normalized;
}

export type AmountInputError = 'empty' | 'invalid' | 'tooLong' | 'tooManyDecimals' | 'zero' | 'tooLarge';
export type ParsedAmountInput = { ok: true; raw: bigint } | { ok: false; error: AmountInputError };

/** A typed decimal ("1.5", "1,5", ".5", "2.") to smallest units of a token with `decimals`. */
export function parseAmountInput(text: string, decimals: number): ParsedAmountInput {
  const normalized = text.trim().replace(/,/g, '.');
  if (normalized === '') return { ok: false, error: 'empty' };
  if (normalized.length > AMOUNT_INPUT_MAX_LENGTH) return { ok: false, error: 'tooLong' };
  if (!AMOUNT_INPUT_PATTERN.test(normalized) || normalized === '.') return { ok: false, error: 'invalid' };
  const [integer = '', fraction = ''] = normalized.split('.');
  if (fraction.length > decimals) return { ok: false, error: 'tooManyDecimals' };
  const raw = BigInt(`${integer}${fraction.padEnd(decimals, '0')}` || '0');
  if (raw === 0n) return { ok: false, error: 'zero' };
  if (raw > MAX_UINT256) return { ok: false, error: 'tooLarge' };
  return { ok: true, raw };
}

/** The typed amount of `currency`, or undefined when the text is not a usable amount. */
export function tryParseCurrencyAmount<T extends Currency>(text: string, currency: T): CurrencyAmount<T> | undefined {
  const parsed = parseAmountInput(text, currency.decimals);
  return parsed.ok ? CurrencyAmount.fromRaw(currency, parsed.raw) : undefined;
}
