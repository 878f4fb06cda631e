import { useFormatLocale } from '@/i18n/format.ts';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { Button } from '@/ui/Button.tsx';
import { Modal } from '@/ui/Modal.tsx';
import { usePendingAction } from '@/ui/usePendingAction.ts';
import { formatBnb } from '../logic/format.ts';

export interface ClaimModalProps {
  kind: 'collect' | 'refund';
  epochs: readonly bigint[];
  /** The winnings or the refund, in wei. */
  amount: bigint;
  onClose: () => void;
  /** One claim(epochs) transaction; true once confirmed. */
  onConfirm: (epochs: readonly bigint[]) => Promise<boolean>;
}

/** Collect winnings / reclaim a canceled round's bet: one claim transaction for the epochs. */
export function ClaimModal({ kind, epochs, amount, onClose, onConfirm }: ClaimModalProps) {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  const { pending, run } = usePendingAction();
  const confirm = async () => {
    if (await run(() => onConfirm(epochs))) onClose();
  };
  const rounds = epochs.map((epoch) => `#${epoch}`).join(', ');
  return (
    <Modal
      open
      onOpenChange={(open) => !open && !pending && onClose()}
      title={kind === 'collect' ? t('Collect Winnings') : t('Reclaim Position')}
    >
      <div className="flex flex-col gap-4" data-testid={`${kind}-modal`}>
        <div className="flex items-center justify-between">
          <span className="text-muted">
            {kind === 'collect' ? t('Collecting') : t('Refund')} · {t('Round %epochs%', { epochs: rounds })}
          </span>
          <span className="text-lg font-bold" data-testid="claim-amount">
            {formatBnb(amount, locale)} BNB
          </span>
        </div>
        {kind === 'refund' && (
          <p className="text-sm text-muted">{t('This round was canceled: your position is returned in full.')}</p>
        )}
        <Button fullWidth onClick={() => void confirm()} isLoading={pending}>
          {pending ? t('Confirming') : t('Confirm')}
        </Button>
      </div>
    </Modal>
  );
}
