import { MODAL_DIGITS, ReviewModal } from '@/features/liquidity';
import { useFormatLocale } from '@/i18n/format.ts';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import type { MigrationReview } from '../actions/useMigration.ts';
import { ConfirmMigrateContent } from './ConfirmMigrateContent.tsx';

/** The page's one migration review: the position as reviewed, then the wallet, then the hash. */
export function MigrationReviewModal({ review }: { review: MigrationReview }) {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  if (!review.target) return null;
  const { view } = review.target;
  const [amountA, amountB] = view.deposited;
  return (
    <ReviewModal
      review={review}
      title={t('Migrate to FlaskSwap')}
      pendingText={t('Migrating %amountA% %symbolA% and %amountB% %symbolB% to FlaskSwap', {
        amountA: amountA.toSignificant(MODAL_DIGITS, { locale }),
        symbolA: amountA.currency.symbol,
        amountB: amountB.toSignificant(MODAL_DIGITS, { locale }),
        symbolB: amountB.currency.symbol,
      })}
    >
      <ConfirmMigrateContent view={view} onConfirm={review.confirm} />
    </ReviewModal>
  );
}
