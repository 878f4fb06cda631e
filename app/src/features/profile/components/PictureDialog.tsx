import { DISPLAY_PRECISION, formatAmount } from '@flaskswap/sdk';
import { useState } from 'react';
import { useFormatLocale } from '@/i18n/format.ts';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import type { ProfileDeployment } from '@/profile';
import { AsyncButton } from '@/ui/AsyncButton.tsx';
import { Modal } from '@/ui/Modal.tsx';
import { approveFlask, reactivateProfile, updateProfile } from '../actions/requests.ts';
import { useCollectibleApprovalRequests } from '../actions/useCollectibleApproval.ts';
import { useWriteSteps } from '../actions/useWriteSteps.ts';
import type { PickedCollectible, ProfileAccount } from '../data/types.ts';
import { CollectiblePicker } from './CollectiblePicker.tsx';
import { FormError } from './FormError.tsx';

/** Reactivate a paused profile, or change an active one's picture: pick a collectible, pay the fee. */
export function PictureDialog({
  mode,
  contracts,
  account,
  open,
  onOpenChange,
}: {
  mode: 'reactivate' | 'update';
  contracts: ProfileDeployment;
  account: ProfileAccount;
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  const [picture, setPicture] = useState<PickedCollectible>();
  const { run, busy, error } = useWriteSteps();
  const collectibleApprovals = useCollectibleApprovalRequests(contracts, account.owned, picture, t);
  const fee = mode === 'reactivate' ? account.fees.reactivate : account.fees.update;
  const title = mode === 'reactivate' ? t('Reactivate profile') : t('Change profile picture');

  let blocker: string | undefined;
  if (fee === null) blocker = t('Could not retrieve FLASK costs for profile');
  else if (account.flaskBalance !== null && account.flaskBalance < fee)
    blocker = t('Insufficient %symbol% balance', { symbol: 'FLASK' });
  else if (!picture) blocker = t('Choose a collectible first');

  const confirm = async () => {
    if (fee === null || !picture || blocker) return;
    const allowance = account.allowance.profile ?? 0n;
    const write =
      mode === 'reactivate'
        ? reactivateProfile(t, contracts.profile, picture.collection, picture.tokenId)
        : updateProfile(t, contracts.profile, picture.collection, picture.tokenId);
    const done = await run([
      ...(allowance < fee ? [approveFlask(t, contracts.flask, contracts.profile, fee)] : []),
      ...collectibleApprovals,
      write,
    ]);
    if (done) {
      setPicture(undefined);
      onOpenChange(false);
    }
  };

  return (
    <Modal open={open} onOpenChange={onOpenChange} title={title} className="sm:max-w-[640px]">
      <div className="flex flex-col gap-4 overflow-y-auto p-6">
        <p className="text-sm">
          {t('Fee: %amount% FLASK, burned.', {
            amount: fee === null ? '—' : formatAmount(fee, 18, DISPLAY_PRECISION.amount, { locale }),
          })}
        </p>
        {account.owned.length === 0 ? (
          <p className="text-muted">{t('You have no collectible to use: get one on the Collectibles page.')}</p>
        ) : (
          <CollectiblePicker owned={account.owned} picked={picture} onPick={setPicture} label={title} />
        )}
        <FormError failure={error} />
        <AsyncButton onClick={confirm} disabled={Boolean(blocker) || busy} fullWidth>
          {t('Confirm')}
        </AsyncButton>
        {blocker && <p className="text-sm text-muted">{blocker}</p>}
      </div>
    </Modal>
  );
}
