import type { StateCreator } from 'zustand';

/**
 * The /voting/proposal/create form as typed (strings, as the inputs hold them), kept across a
 * reload until it is published. Dates are the native inputs' 'YYYY-MM-DD' and 'HH:MM'; an empty
 * snapshot means "the current block" (filled in when the form opens).
 */
export interface ProposalDraftForm {
  title: string;
  body: string;
  choices: string[];
  startDate: string;
  startTime: string;
  endDate: string;
  endTime: string;
  snapshot: string;
}

export const EMPTY_PROPOSAL_DRAFT: ProposalDraftForm = {
  title: '',
  body: '',
  choices: ['', ''],
  startDate: '',
  startTime: '',
  endDate: '',
  endTime: '',
  snapshot: '',
};

export interface ProposalDraftSlice {
  proposalDraft: ProposalDraftForm;
  updateProposalDraft(changes: Partial<ProposalDraftForm>): void;
  clearProposalDraft(): void;
}

export const createProposalDraftSlice: StateCreator<ProposalDraftSlice, [], [], ProposalDraftSlice> = (set) => ({
  proposalDraft: EMPTY_PROPOSAL_DRAFT,
  updateProposalDraft: (changes) => set((state) => ({ proposalDraft: { ...state.proposalDraft, ...changes } })),
  clearProposalDraft: () => set({ proposalDraft: EMPTY_PROPOSAL_DRAFT }),
});
