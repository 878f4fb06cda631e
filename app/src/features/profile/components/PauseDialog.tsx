import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import type { ProfileDeployment } from '@/profile';
import { AsyncButton } from '@/ui/AsyncButton.tsx';
import { Button } from '@/ui/Button.tsx';
import { Modal } from '@/ui/Modal.tsx';
import { pauseProfile } from '../actions/requests.ts';
import { useWriteSteps } from '../actions/useWriteSteps.ts';
import { FormError } from './FormError.tsx';

/** Pausing returns the picture to the wallet; reactivating later costs a fee. */
export function PauseDialog({
  contracts,
  reactivateFee,
  open,
  onOpenChange,
}: {
  contracts: ProfileDeployment;
  reactivateFee: string;
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const { t } = useTranslation();
  const { run, busy, error } = useWriteSteps();
  const pause = async () => {
    if (await run([pauseProfile(t, contracts.profile)])) onOpenChange(false);
  };
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={t('Pause your profile?')}>
      <div className="flex flex-col gap-4 p-6">
        <p>
          {t(
            'Your collectible goes back to your wallet and your team counts you out until you reactivate. Your points stay.',
          )}
        </p>
        <p className="text-sm text-muted">
          {t('Reactivating it later costs %amount% FLASK.', { amount: reactivateFee })}
        </p>
        <FormError failure={error} />
        <div className="flex gap-2">
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={busy}>
            {t('Cancel')}
          </Button>
          <AsyncButton variant="danger" className="flex-1" onClick={pause} disabled={busy}>
            {t('Pause profile')}
          </AsyncButton>
        </div>
      </div>
    </Modal>
  );
}
