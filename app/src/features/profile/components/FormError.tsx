import type { WriteErrorMessage } from '@/chain/tx/messages.ts';
import { UsernameError } from '@/hub';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';

/** A write's worded failure (SPEC.md §8), or a username failure with the hub's reason. */
export type ProfileFailure = WriteErrorMessage | UsernameError;

export function FormError({ failure }: { failure: ProfileFailure | undefined }) {
  const { t } = useTranslation();
  if (!failure) return null;
  const text =
    failure instanceof UsernameError
      ? [
          failure.key === 'Unable to sign payload' ? t('Unable to sign payload') : t('Unable to verify username'),
          failure.detail,
        ]
          .filter(Boolean)
          .join(': ')
      : [t(failure.key, failure.data), failure.hint && t(failure.hint.key, failure.hint.data)]
          .filter(Boolean)
          .join(' ');
  return (
    <p
      role="alert"
      data-testid="profile-error"
      className="rounded-2xl bg-danger/10 px-4 py-3 text-sm font-semibold text-danger"
    >
      {text}
    </p>
  );
}
