import type { ApprovalState } from '@/chain/useApproval.ts';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { Button } from '@/ui/Button.tsx';

/** Sign (the legacy LP's permit) or Enable (an approval) for the migrator, then Migrate. */
export function MigrateButtons({
  approvalState,
  signs,
  signed,
  onApprove,
  onMigrate,
}: {
  approvalState: ApprovalState;
  /** The LP's permit can be signed: no approval transaction. */
  signs: boolean;
  signed: boolean;
  onApprove(): void;
  onMigrate(): void;
}) {
  const { t } = useTranslation();
  const firstStep =
    approvalState === 'PENDING'
      ? t('Enabling')
      : approvalState === 'APPROVED'
        ? signed
          ? t('Signed')
          : t('Enabled')
        : signs
          ? t('Sign')
          : t('Enable');
  return (
    <div className="grid grid-cols-2 gap-2">
      <Button
        onClick={onApprove}
        disabled={approvalState !== 'NOT_APPROVED'}
        isLoading={approvalState === 'PENDING'}
        data-testid="migrate-enable-button"
      >
        {firstStep}
      </Button>
      <Button onClick={onMigrate} disabled={approvalState !== 'APPROVED'} data-testid="migrate-button">
        {t('Migrate')}
      </Button>
    </div>
  );
}
