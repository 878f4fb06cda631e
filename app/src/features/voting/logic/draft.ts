// The create form's typed strings → the sdk's ProposalDraft and the signed ProposalMessage, and the
// catalogue messages (SPEC.md §5) by form field. Dates and times are the browser's local time.
import {
  FLASKSWAP_SPACE,
  type ProposalDraft,
  type ProposalField,
  type ProposalMessage,
  proposalMessages,
  validateProposal,
} from '@flaskswap/sdk';
import type { Address } from 'viem';
import { EMPTY_PROPOSAL_DRAFT, type ProposalDraftForm } from '@/state/slices/proposalDraft.ts';

export type FormField = Exclude<ProposalField, 'start' | 'end'> | 'startDate' | 'startTime' | 'endDate' | 'endTime';
export type FormErrors = Partial<Record<FormField, string>>;

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^(\d{2}):(\d{2})(?::(\d{2}))?$/;

/** A real calendar date ('2026-02-30' is not one). */
function parseDate(text: string): { year: number; month: number; day: number } | undefined {
  const match = DATE.exec(text);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day);
  if (date.getFullYear() !== year || date.getMonth() !== month - 1 || date.getDate() !== day) return undefined;
  return { year, month, day };
}

function parseTime(text: string): { hours: number; minutes: number } | undefined {
  const match = TIME.exec(text);
  if (!match) return undefined;
  const [hours, minutes] = [Number(match[1]), Number(match[2])];
  return hours < 24 && minutes < 60 ? { hours, minutes } : undefined;
}

/** Unix seconds of a local date and time, undefined when either is missing or not a real one. */
export function localDateTimeToSeconds(dateText: string, timeText: string): number | undefined {
  const date = parseDate(dateText);
  const time = parseTime(timeText);
  if (!date || !time) return undefined;
  return Math.floor(new Date(date.year, date.month - 1, date.day, time.hours, time.minutes).getTime() / 1000);
}

/** The native inputs' strings for a moment: ['YYYY-MM-DD', 'HH:MM'] in local time. */
export function secondsToLocalInputs(seconds: number): [date: string, time: string] {
  const at = new Date(seconds * 1000);
  const two = (value: number) => String(value).padStart(2, '0');
  return [
    `${at.getFullYear()}-${two(at.getMonth() + 1)}-${two(at.getDate())}`,
    `${two(at.getHours())}:${two(at.getMinutes())}`,
  ];
}

function parseSnapshot(text: string): number | undefined {
  return /^\d{1,15}$/.test(text.trim()) ? Number(text.trim()) : undefined;
}

export function draftFromForm(form: ProposalDraftForm): ProposalDraft {
  return {
    title: form.title,
    body: form.body,
    choices: form.choices,
    start: localDateTimeToSeconds(form.startDate, form.startTime),
    end: localDateTimeToSeconds(form.endDate, form.endTime),
    snapshot: parseSnapshot(form.snapshot),
  };
}

/**
 * Every broken rule by form field: the sdk's rules, with a missing date or time told apart
 * ('Please select a valid date' beside the date, 'Please select a valid time' beside the time).
 */
export function formErrors(form: ProposalDraftForm, latestBlock: number): FormErrors {
  const { start: _start, end, ...rest } = validateProposal(draftFromForm(form), latestBlock);
  const errors: FormErrors = { ...rest };
  for (const [dateField, timeField, dateText, timeText] of [
    ['startDate', 'startTime', form.startDate, form.startTime],
    ['endDate', 'endTime', form.endDate, form.endTime],
  ] as const) {
    if (!parseDate(dateText)) errors[dateField] = proposalMessages.invalidDate;
    else if (!parseTime(timeText)) errors[timeField] = proposalMessages.invalidTime;
  }
  if (end === proposalMessages.endBeforeStart) errors.endDate = end;
  return errors;
}

/** The message the author signs; `timestamp` is now (the hub accepts it within 10 minutes). */
export function proposalMessageFromForm(form: ProposalDraftForm, from: Address, timestamp: number): ProposalMessage {
  const draft = draftFromForm(form);
  if (draft.start === undefined || draft.end === undefined || draft.snapshot === undefined)
    throw new Error('proposalMessageFromForm: the form is not valid');
  return {
    from,
    space: FLASKSWAP_SPACE.id,
    timestamp: BigInt(timestamp),
    title: form.title,
    body: form.body,
    choices: form.choices,
    start: BigInt(draft.start),
    end: BigInt(draft.end),
    snapshot: BigInt(draft.snapshot),
  };
}

/** The stored draft as a form, whatever an older or edited localStorage holds. */
export function normalizeDraft(stored: unknown): ProposalDraftForm {
  const value = (typeof stored === 'object' && stored !== null ? stored : {}) as Record<string, unknown>;
  const textOf = (key: keyof ProposalDraftForm) => (typeof value[key] === 'string' ? (value[key] as string) : '');
  const choices = Array.isArray(value.choices)
    ? value.choices.filter((choice): choice is string => typeof choice === 'string')
    : EMPTY_PROPOSAL_DRAFT.choices;
  return {
    title: textOf('title'),
    body: textOf('body'),
    choices,
    startDate: textOf('startDate'),
    startTime: textOf('startTime'),
    endDate: textOf('endDate'),
    endTime: textOf('endTime'),
    snapshot: textOf('snapshot'),
  };
}
