// The sdk's catalogue texts (English, built with their values) through the translation layer, so
// each stays one literal key with its %placeholders% (SPEC.md §5).
import {
  PROPOSAL_BODY_MAX_LENGTH,
  PROPOSAL_CHOICE_MAX_LENGTH,
  PROPOSAL_MAX_CHOICES,
  PROPOSAL_MIN_CHOICES,
  PROPOSAL_TITLE_MAX_LENGTH,
  proposalMessages,
} from '@flaskswap/sdk';
import type { LanguageContextValue } from '@/i18n/LanguageProvider.tsx';

type Translate = LanguageContextValue['t'];

export function translateProposalMessage(message: string, t: Translate): string {
  switch (message) {
    case proposalMessages.required('Title'):
      return t('%field% is required', { field: t('Title') });
    case proposalMessages.required('Content'):
      return t('%field% is required', { field: t('Content') });
    case proposalMessages.minChoices(PROPOSAL_MIN_CHOICES):
      return t('Please create a minimum of %num% choices', { num: PROPOSAL_MIN_CHOICES });
    case proposalMessages.emptyChoice:
      return t('Choices must not be empty');
    case proposalMessages.invalidDate:
      return t('Please select a valid date');
    case proposalMessages.invalidTime:
      return t('Please select a valid time');
    case proposalMessages.endBeforeStart:
      return t('End date must be after the start date');
    case proposalMessages.invalidSnapshot:
      return t('Invalid snapshot');
    case proposalMessages.titleTooLong:
      return t('Title must be at most %num% characters', { num: PROPOSAL_TITLE_MAX_LENGTH });
    case proposalMessages.bodyTooLong:
      return t('Content must be at most %num% characters', { num: PROPOSAL_BODY_MAX_LENGTH });
    case proposalMessages.choiceTooLong:
      return t('Choices must be at most %num% characters', { num: PROPOSAL_CHOICE_MAX_LENGTH });
    case proposalMessages.tooManyChoices:
      return t('Please create at most %num% choices', { num: PROPOSAL_MAX_CHOICES });
    default:
      return message;
  }
}
