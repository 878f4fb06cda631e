import { describe, expect, it } from 'vitest';
import { EMPTY_PROPOSAL_DRAFT } from '@/state/slices/proposalDraft.ts';
import { safeUrl } from '../components/Markdown.tsx';
import { draftFromForm, formErrors, localDateTimeToSeconds, normalizeDraft, proposalMessageFromForm } from './draft.ts';
import { formatShareBps, formatVotingPower } from './format.ts';
import { voteBlock } from './vote.ts';

const AUTHOR = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const filled = {
  ...EMPTY_PROPOSAL_DRAFT,
  title: 'Burn more FLASK',
  body: '## Why\nBecause.',
  choices: ['Yes', 'No'],
  startDate: '2026-03-01',
  startTime: '12:00',
  endDate: '2026-03-04',
  endTime: '12:00',
  snapshot: '100',
};

describe('the proposal form', () => {
  it('shows every catalogue message for an empty form, by field', () => {
    expect(formErrors({ ...EMPTY_PROPOSAL_DRAFT, choices: [] }, 100)).toEqual({
      title: 'Title is required',
      body: 'Content is required',
      choices: 'Please create a minimum of 2 choices',
      startDate: 'Please select a valid date',
      endDate: 'Please select a valid date',
      snapshot: 'Invalid snapshot',
    });
    expect(formErrors(EMPTY_PROPOSAL_DRAFT, 100).choices).toBe('Choices must not be empty');
  });

  it('tells a missing time from a missing date, and an end before the start', () => {
    const errors = formErrors({ ...filled, startTime: '', endDate: '2026-02-30' }, 100);
    expect(errors).toEqual({ startTime: 'Please select a valid time', endDate: 'Please select a valid date' });
    expect(formErrors({ ...filled, endDate: '2026-03-01', endTime: '11:59' }, 100)).toEqual({
      endDate: 'End date must be after the start date',
    });
  });

  it('refuses a snapshot in the future or not a whole number', () => {
    expect(formErrors(filled, 99).snapshot).toBe('Invalid snapshot');
    expect(formErrors({ ...filled, snapshot: '1.5' }, 100).snapshot).toBe('Invalid snapshot');
    expect(formErrors(filled, 100)).toEqual({});
  });

  it('builds the signed message in local time, with bigints', () => {
    const start = localDateTimeToSeconds('2026-03-01', '12:00');
    expect(start).toBe(new Date(2026, 2, 1, 12, 0).getTime() / 1000);
    expect(draftFromForm(filled).snapshot).toBe(100);
    const message = proposalMessageFromForm(filled, AUTHOR, 1_772_000_000);
    expect(message).toMatchObject({ from: AUTHOR, space: 'flaskswap', timestamp: 1_772_000_000n, snapshot: 100n });
    expect(message.start).toBe(BigInt(start!));
    expect(() => proposalMessageFromForm(EMPTY_PROPOSAL_DRAFT, AUTHOR, 1)).toThrow();
  });

  it('reads a stored draft whatever localStorage holds', () => {
    expect(normalizeDraft(null)).toEqual(EMPTY_PROPOSAL_DRAFT);
    expect(normalizeDraft({ title: 3, choices: ['a', 7], body: 'x' })).toEqual({
      ...EMPTY_PROPOSAL_DRAFT,
      body: 'x',
      choices: ['a'],
    });
  });
});

describe('casting a vote', () => {
  const base = { connected: true, state: 'active', hasVoted: false, power: 5n, powerFailed: false } as const;
  it('says why it is not possible, in the order the hub checks', () => {
    expect(voteBlock({ ...base, connected: false })).toBe('disconnected');
    expect(voteBlock({ ...base, state: 'pending' })).toBe('pending');
    expect(voteBlock({ ...base, state: 'closed', hasVoted: true })).toBe('closed');
    expect(voteBlock({ ...base, hasVoted: true, power: 0n })).toBe('voted');
    expect(voteBlock({ ...base, power: 0n })).toBe('noPower');
    expect(voteBlock({ ...base, hasVoted: undefined })).toBe('loading');
    expect(voteBlock({ ...base, power: undefined, powerFailed: true })).toBe('powerError');
    expect(voteBlock(base)).toBeUndefined();
  });
});

describe('formatting and links', () => {
  it('formats power and shares', () => {
    expect(formatVotingPower(1_234_567_800_000_000_000_000n)).toBe('1,234.567');
    expect(formatShareBps(3333)).toBe('33.33%');
  });

  it('keeps only http(s) links from a proposal body', () => {
    expect(safeUrl('https://flaskswap.finance/x')).toBe('https://flaskswap.finance/x');
    expect(safeUrl('javascript:alert(1)')).toBe('');
    expect(safeUrl('data:text/html,<script>')).toBe('');
    expect(safeUrl('/relative')).toBe('');
  });
});
