import { describe, expect, it } from 'vitest';
import {
  PROPOSAL_BODY_MAX_LENGTH,
  PROPOSAL_CHOICE_MAX_LENGTH,
  PROPOSAL_TITLE_MAX_LENGTH,
  type ProposalDraft,
  proposalMessages,
  proposalState,
  validateProposal,
} from '../../src/index.ts';

const VALID: ProposalDraft = {
  title: 'Raise the FLASK-BNB farm',
  body: 'Why: deeper liquidity.',
  choices: ['Yes', 'No'],
  start: 1_000,
  end: 2_000,
  snapshot: 50,
};
const LATEST = 100;

describe('validateProposal', () => {
  it('accepts a complete draft, a snapshot at the latest block and ten choices', () => {
    expect(validateProposal(VALID, LATEST)).toEqual({});
    expect(
      validateProposal({ ...VALID, snapshot: LATEST, choices: Array.from({ length: 10 }, (_, i) => `${i}`) }, LATEST),
    ).toEqual({});
  });

  it.each<[Partial<ProposalDraft>, Record<string, string>]>([
    [{ title: ' ' }, { title: 'Title is required' }],
    [{ title: 'x'.repeat(PROPOSAL_TITLE_MAX_LENGTH + 1) }, { title: proposalMessages.titleTooLong }],
    [{ body: '' }, { body: 'Content is required' }],
    [{ body: 'x'.repeat(PROPOSAL_BODY_MAX_LENGTH + 1) }, { body: proposalMessages.bodyTooLong }],
    [{ choices: [] }, { choices: 'Please create a minimum of 2 choices' }],
    [{ choices: ['Yes'] }, { choices: 'Please create a minimum of 2 choices' }],
    [{ choices: ['Yes', '  '] }, { choices: 'Choices must not be empty' }],
    [{ choices: ['Yes', 'x'.repeat(PROPOSAL_CHOICE_MAX_LENGTH + 1)] }, { choices: proposalMessages.choiceTooLong }],
    [{ choices: Array.from({ length: 11 }, (_, i) => `${i}`) }, { choices: proposalMessages.tooManyChoices }],
    [{ start: undefined }, { start: 'Please select a valid date' }],
    [{ end: undefined }, { end: 'Please select a valid date' }],
    [{ end: 1_000 }, { end: 'End date must be after the start date' }],
    [{ end: 999 }, { end: 'End date must be after the start date' }],
    [{ snapshot: undefined }, { snapshot: 'Invalid snapshot' }],
    [{ snapshot: -1 }, { snapshot: 'Invalid snapshot' }],
    [{ snapshot: LATEST + 1 }, { snapshot: 'Invalid snapshot' }],
  ])('%o → %o', (change, errors) => {
    expect(validateProposal({ ...VALID, ...change }, LATEST)).toEqual(errors);
  });

  it('names every broken field at once', () => {
    const errors = validateProposal(
      { title: '', body: '', choices: [], start: undefined, end: undefined, snapshot: undefined },
      LATEST,
    );
    expect(Object.keys(errors).sort()).toEqual(['body', 'choices', 'end', 'snapshot', 'start', 'title']);
  });

  it("fills the catalogue's placeholders", () => {
    expect(proposalMessages.required('Title')).toBe('Title is required');
    expect(proposalMessages.minChoices(3)).toBe('Please create a minimum of 3 choices');
    expect(proposalMessages.invalidTime).toBe('Please select a valid time');
  });
});

describe('proposalState', () => {
  it('is pending before the start, active from start to end inclusive, closed after', () => {
    const window = { start: 100, end: 200 };
    expect(proposalState(window, 99)).toBe('pending');
    expect(proposalState(window, 100)).toBe('active');
    expect(proposalState(window, 200)).toBe('active');
    expect(proposalState(window, 201)).toBe('closed');
  });
});
