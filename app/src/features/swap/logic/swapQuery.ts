// The swap page's URL query (SPEC.md section 5): inputCurrency, outputCurrency (an address or
// BNB), exactAmount, exactField and recipient. A malformed parameter is dropped and reported,
// never thrown: links come from anywhere.
import { AMOUNT_INPUT_MAX_LENGTH } from '@flaskswap/sdk';
import { getAddress } from 'viem';
import { type MessageText, msg } from '@/i18n/message.ts';
import { parseRecipient } from './recipient.ts';
import { emptySwapState, type SwapState } from './swapState.ts';

export const NATIVE_CURRENCY_ID = 'BNB';

export type SwapQueryParam = 'inputCurrency' | 'outputCurrency' | 'exactAmount' | 'exactField' | 'recipient';

export type SwapQueryIssue =
  | { param: 'inputCurrency' | 'outputCurrency'; problem: 'invalidAddress' }
  | { param: 'outputCurrency'; problem: 'sameAsInput' }
  | { param: 'exactAmount'; problem: 'notANumber' }
  | { param: 'exactField'; problem: 'unknownField' }
  | { param: 'recipient'; problem: 'invalidRecipient' };

/** 'BNB' (any case), a checksummed address, or undefined when the text is neither. */
export function parseCurrencyParam(value: string): string | undefined {
  const text = value.trim();
  if (text.toUpperCase() === NATIVE_CURRENCY_ID) return NATIVE_CURRENCY_ID;
  if (/^0x[0-9a-fA-F]{40}$/.test(text)) return getAddress(text);
  return undefined;
}

/** Digits with at most one decimal separator (a comma reads as a dot), at most 79 characters. */
export function parseAmountParam(value: string): string | undefined {
  const text = value.trim().replace(/,/g, '.');
  if (text === '' || text === '.' || text.length > AMOUNT_INPUT_MAX_LENGTH) return undefined;
  return /^\d*\.?\d*$/.test(text) ? text : undefined;
}

export interface ParsedSwapQuery {
  state: SwapState;
  issues: SwapQueryIssue[];
}

/**
 * The initial swap state a link asks for. Without any currency the input is BNB; an output equal
 * to the input is cleared.
 */
export function parseSwapQuery(search: string | URLSearchParams): ParsedSwapQuery {
  const query = typeof search === 'string' ? new URLSearchParams(search) : search;
  const issues: SwapQueryIssue[] = [];
  const param = (name: SwapQueryParam) => query.get(name) ?? undefined;

  const currency = (name: 'inputCurrency' | 'outputCurrency') => {
    const raw = param(name);
    if (raw === undefined || raw.trim() === '') return undefined;
    const id = parseCurrencyParam(raw);
    if (!id) issues.push({ param: name, problem: 'invalidAddress' });
    return id;
  };
  let input = currency('inputCurrency');
  let output = currency('outputCurrency');
  if (input && output && input === output) {
    issues.push({ param: 'outputCurrency', problem: 'sameAsInput' });
    output = undefined;
  }
  if (!input && output !== NATIVE_CURRENCY_ID) input = NATIVE_CURRENCY_ID;

  const rawAmount = param('exactAmount');
  let typedValue = '';
  if (rawAmount !== undefined && rawAmount !== '') {
    const amount = parseAmountParam(rawAmount);
    if (amount === undefined) issues.push({ param: 'exactAmount', problem: 'notANumber' });
    else typedValue = amount;
  }

  const rawField = param('exactField')?.trim().toLowerCase();
  if (rawField && rawField !== 'input' && rawField !== 'output') {
    issues.push({ param: 'exactField', problem: 'unknownField' });
  }

  const rawRecipient = param('recipient');
  let recipient: string | null = null;
  if (rawRecipient !== undefined && rawRecipient.trim() !== '') {
    const parsed = parseRecipient(rawRecipient);
    if (parsed.kind === 'address') recipient = parsed.address;
    else if (parsed.kind === 'name') recipient = parsed.name;
    else issues.push({ param: 'recipient', problem: 'invalidRecipient' });
  }

  return {
    state: {
      ...emptySwapState,
      independentField: rawField === 'output' ? 'OUTPUT' : 'INPUT',
      typedValue,
      INPUT: { currencyId: input },
      OUTPUT: { currencyId: output },
      recipient,
    },
    issues,
  };
}

/** The notice shown for a dropped parameter; keys are English texts for t(). */
export function swapQueryIssueMessage(issue: SwapQueryIssue): { key: MessageText; data: Record<string, string> } {
  const data = { param: issue.param };
  switch (issue.problem) {
    case 'invalidAddress':
      return { key: msg("Link parameter %param% ignored: Invalid 'address' parameter"), data };
    case 'sameAsInput':
      return { key: msg('Link parameter %param% ignored: it is the same currency as the input'), data };
    case 'notANumber':
      return { key: msg('Link parameter %param% ignored: the amount must be a number'), data };
    case 'unknownField':
      return { key: msg("Link parameter %param% ignored: it must be 'input' or 'output'"), data };
    case 'invalidRecipient':
      return { key: msg('Link parameter %param% ignored: not an address or a name'), data };
  }
}
