import { DISPLAY_PRECISION, formatAmount } from '@flaskswap/sdk';
import { useState } from 'react';
import { type SignedUsername, UsernameError, useUsernameCheck, useUsernameClaim } from '@/hub';
import { useFormatLocale } from '@/i18n/format.ts';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import type { ProfileDeployment, TeamProfile } from '@/profile';
import { AsyncButton } from '@/ui/AsyncButton.tsx';
import { useToast } from '@/ui/Toast.tsx';
import { approveFlask, createProfile } from '../actions/requests.ts';
import { useCollectibleApprovalRequests } from '../actions/useCollectibleApproval.ts';
import { useWriteSteps } from '../actions/useWriteSteps.ts';
import type { PickedCollectible, ProfileAccount } from '../data/types.ts';
import { FormError } from './FormError.tsx';
import { UsernameField } from './UsernameField.tsx';

/**
 * Step 4: the name, then confirm. The name is signed first, so a refused signature costs nothing;
 * then FLASK and the picture are approved, the profile created, and the signed name sent to the hub.
 */
export function ConfirmStep({
  contracts,
  account,
  picture,
  team,
  onRunning,
}: {
  contracts: ProfileDeployment;
  account: ProfileAccount;
  picture: PickedCollectible;
  team: TeamProfile;
  /** True from the first prompt until the name is saved: the page keeps this step on screen. */
  onRunning(running: boolean): void;
}) {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  const { toastError } = useToast();
  const [name, setName] = useState('');
  const check = useUsernameCheck(name);
  const claim = useUsernameClaim();
  const { run, busy, error: writeError } = useWriteSteps();
  const [nameError, setNameError] = useState<UsernameError>();
  const collectibleApprovals = useCollectibleApprovalRequests(contracts, account.owned, picture, t);
  const fee = account.fees.register;

  let blocker: string | undefined;
  if (fee === null) blocker = t('Could not retrieve FLASK costs for profile');
  else if (account.flaskBalance !== null && account.flaskBalance < fee)
    blocker = t('Insufficient %symbol% balance', { symbol: 'FLASK' });
  else if (check.status === 'empty') blocker = t('Enter a profile name');
  else if (check.status === 'invalid') blocker = t('Choose a valid profile name');
  else if (check.status === 'unavailable') blocker = t('Unable to verify username');
  else if (check.status === 'checking') blocker = t('Checking…');

  const confirm = async () => {
    if (fee === null || blocker) return;
    setNameError(undefined);
    let signed: SignedUsername;
    try {
      signed = await claim.sign(name);
    } catch (failure) {
      setNameError(failure instanceof UsernameError ? failure : new UsernameError('Unable to sign payload'));
      return;
    }
    onRunning(true);
    try {
      const allowance = account.allowance.profile ?? 0n;
      const created = await run([
        ...(allowance < fee ? [approveFlask(t, contracts.flask, contracts.profile, fee)] : []),
        ...collectibleApprovals,
        createProfile(t, contracts.profile, team.id, picture.collection, picture.tokenId),
      ]);
      if (!created) return;
      try {
        await claim.submit(signed);
      } catch (failure) {
        // The profile exists: its page offers 'Set username' to try again.
        const detail = failure instanceof UsernameError ? failure.detail : undefined;
        toastError(t('Unable to verify username'), detail ?? t('Set your username from your profile.'));
      }
    } finally {
      onRunning(false);
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <UsernameField value={name} onChange={setName} check={check} />
      <dl className="grid grid-cols-2 gap-1 rounded-2xl bg-input p-4 text-sm">
        <dt>{t('Team')}</dt>
        <dd className="text-end font-semibold">{team.name}</dd>
        <dt>{t('Registration fee')}</dt>
        <dd className="text-end font-semibold" data-testid="register-fee">
          {fee === null ? '—' : `${formatAmount(fee, 18, DISPLAY_PRECISION.amount, { locale })} FLASK`}
        </dd>
      </dl>
      <FormError failure={nameError ?? writeError} />
      <AsyncButton onClick={confirm} disabled={Boolean(blocker) || busy} fullWidth>
        {t('Confirm')}
      </AsyncButton>
      {blocker && !busy && (
        <p className="text-sm text-muted" data-testid="setup-blocker">
          {blocker}
        </p>
      )}
    </div>
  );
}
