// The proposal form's rules (SPEC.md §5 catalogue), shared by the app's form and the hub's checks.
export const PROPOSAL_TITLE_MAX_LENGTH = 256;
export const PROPOSAL_BODY_MAX_LENGTH = 14_400;
export const PROPOSAL_CHOICE_MAX_LENGTH = 64;
export const PROPOSAL_MIN_CHOICES = 2;
export const PROPOSAL_MAX_CHOICES = 10;
/** How far a signed message's timestamp may be from the hub's clock, either side. */
export const VOTING_SIGNATURE_MAX_AGE_SECONDS = 600;

export const proposalMessages = {
  required: (field: string) => `${field} is required`,
  minChoices: (num: number) => `Please create a minimum of ${num} choices`,
  emptyChoice: 'Choices must not be empty',
  invalidDate: 'Please select a valid date',
  invalidTime: 'Please select a valid time',
  endBeforeStart: 'End date must be after the start date',
  invalidSnapshot: 'Invalid snapshot',
  titleTooLong: `Title must be at most ${PROPOSAL_TITLE_MAX_LENGTH} characters`,
  bodyTooLong: `Content must be at most ${PROPOSAL_BODY_MAX_LENGTH} characters`,
  choiceTooLong: `Choices must be at most ${PROPOSAL_CHOICE_MAX_LENGTH} characters`,
  tooManyChoices: `Please create at most ${PROPOSAL_MAX_CHOICES} choices`,
} as const;

export interface ProposalDraft {
  title: string;
  body: string;
  choices: readonly string[];
  /** Unix seconds, undefined when the date or time is missing or not a real one. */
  start: number | undefined;
  end: number | undefined;
  /** Block number, undefined when not a whole number. */
  snapshot: number | undefined;
}

export type ProposalField = 'title' | 'body' | 'choices' | 'start' | 'end' | 'snapshot';

/**
 * Every broken rule, by field (the first per field). `latestBlock` bounds the snapshot: it may not
 * be in the future. Field names in '%field% is required' are the form's labels.
 */
export function validateProposal(draft: ProposalDraft, latestBlock: number): Partial<Record<ProposalField, string>> {
  const errors: Partial<Record<ProposalField, string>> = {};
  if (draft.title.trim() === '') errors.title = proposalMessages.required('Title');
  else if (draft.title.length > PROPOSAL_TITLE_MAX_LENGTH) errors.title = proposalMessages.titleTooLong;
  if (draft.body.trim() === '') errors.body = proposalMessages.required('Content');
  else if (draft.body.length > PROPOSAL_BODY_MAX_LENGTH) errors.body = proposalMessages.bodyTooLong;
  if (draft.choices.length < PROPOSAL_MIN_CHOICES) errors.choices = proposalMessages.minChoices(PROPOSAL_MIN_CHOICES);
  else if (draft.choices.length > PROPOSAL_MAX_CHOICES) errors.choices = proposalMessages.tooManyChoices;
  else if (draft.choices.some((choice) => choice.trim() === '')) errors.choices = proposalMessages.emptyChoice;
  else if (draft.choices.some((choice) => choice.length > PROPOSAL_CHOICE_MAX_LENGTH))
    errors.choices = proposalMessages.choiceTooLong;
  if (draft.start === undefined) errors.start = proposalMessages.invalidDate;
  if (draft.end === undefined) errors.end = proposalMessages.invalidDate;
  else if (draft.start !== undefined && draft.end <= draft.start) errors.end = proposalMessages.endBeforeStart;
  if (draft.snapshot === undefined || draft.snapshot < 0 || draft.snapshot > latestBlock)
    errors.snapshot = proposalMessages.invalidSnapshot;
  return errors;
}

export type ProposalState = 'pending' | 'active' | 'closed';

/** SPEC.md §4: pending before the start, active from start to end (inclusive), closed after. */
export function proposalState(proposal: { start: number; end: number }, nowSeconds: number): ProposalState {
  if (nowSeconds < proposal.start) return 'pending';
  if (nowSeconds > proposal.end) return 'closed';
  return 'active';
}
