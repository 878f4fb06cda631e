import { useState } from 'react';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { Skeleton } from '@/ui/Skeleton.tsx';
import { ProfileSetup } from './components/ProfileSetup.tsx';
import { ProfileShell } from './components/ProfileShell.tsx';
import { ProfileView } from './components/ProfileView.tsx';
import { useProfileAccount } from './data/useProfileAccount.ts';

/** /profile: the 4-step setup until the account is registered, then its profile. */
export function ProfilePage() {
  const { t } = useTranslation();
  const { status, contracts, account } = useProfileAccount();
  // The setup stays on screen until its last step (saving the name) is over, though the chain
  // already says registered.
  const [setupRunning, setSetupRunning] = useState(false);
  const registered = account?.hasRegistered && account.profile;

  return (
    <ProfileShell title={t('Your Profile')} status={status} testId="profile-page">
      {contracts && account && (!registered || setupRunning) ? (
        account.ownedLoaded ? (
          <ProfileSetup contracts={contracts} account={account} onRunning={setSetupRunning} />
        ) : (
          <Skeleton className="h-64 w-full rounded-3xl" />
        )
      ) : (
        contracts &&
        account?.profile && <ProfileView contracts={contracts} account={account} profile={account.profile} />
      )}
    </ProfileShell>
  );
}
