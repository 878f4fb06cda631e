// Why a token list could not be loaded (SPEC.md section 8), as a key the screens translate.
import { type MessageText, msg, type Translate } from '@/i18n/message.ts';
import { translateEnglish } from '@/i18n/translate.ts';

export class TokenListError extends Error {
  override name = 'TokenListError';
  constructor(
    readonly key: MessageText,
    readonly data: Record<string, string> = {},
  ) {
    super(translateEnglish(key, data));
  }
}

/** What the import screens show for a failure: the translated reason, or 'Error importing list'. */
export function tokenListErrorText(error: unknown, t: Translate): string {
  return error instanceof TokenListError ? t(error.key, error.data) : t(msg('Error importing list'));
}
