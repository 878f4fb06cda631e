import { Link } from 'react-router';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { Modal } from '@/ui/Modal.tsx';

/** Staking with an empty wallet: where to get the token instead (SPEC.md section 4). */
export function GetTokenModal({
  open,
  onOpenChange,
  symbol,
  href,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  symbol: string;
  href: string;
}) {
  const { t } = useTranslation();
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={t('%symbol% required', { symbol })}>
      <div className="flex flex-col gap-3">
        <p className="font-semibold text-danger">{t('You’ll need %symbol% to stake in this pool!', { symbol })}</p>
        <p className="text-sm text-muted">
          {t('Buy some %symbol%, or make sure your %symbol% isn’t in another pool or LP.', { symbol })}
        </p>
        <Link
          to={href}
          className="inline-flex h-12 items-center justify-center rounded-2xl bg-primary px-6 font-semibold text-on-accent hover:bg-primary-dark"
        >
          {t('Buy %symbol%', { symbol })}
        </Link>
      </div>
    </Modal>
  );
}
