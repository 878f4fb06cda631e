import type { ApprovalState } from '@/chain/useApproval.ts';
import { ConnectWalletButton } from '@/features/wallet';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { Button } from '@/ui/Button.tsx';
import type { ActionError } from '../../logic/deriveMint.ts';

/** Enable (sign a permit, or approve) then Remove; a disabled Remove says why. */
export function RemoveLiquidityButtons({
  account,
  error,
  approvalState,
  signed,
  onApprove,
  onRemove,
}: {
  account: string | undefined;
  error: ActionError | undefined;
  approvalState: ApprovalState;
  signed: boolean;
  onApprove(): void;
  onRemove(): void;
}) {
  const { t } = useTranslation();
  if (!account) return <ConnectWalletButton fullWidth />;
  const enableText =
    approvalState === 'PENDING' ? t('Enabling') : approvalState === 'APPROVED' || signed ? t('Enabled') : t('Enable');
  return (
    <div className="grid grid-cols-2 gap-2">
      <Button
        onClick={onApprove}
        disabled={approvalState !== 'NOT_APPROVED' || signed}
        isLoading={approvalState === 'PENDING'}
        data-testid="remove-enable-button"
      >
        {enableText}
      </Button>
      <Button onClick={onRemove} disabled={Boolean(error) || approvalState !== 'APPROVED'} data-testid="remove-button">
        {error ? t(error.message, error.data) : t('Remove')}
      </Button>
    </div>
  );
}
