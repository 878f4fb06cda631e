import { Link } from 'react-router';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { useClaimAchievement } from './actions/useClaimAchievement.ts';
import { ProfileShell } from './components/ProfileShell.tsx';
import { TaskCard } from './components/TaskCard.tsx';
import { useProfileAccount } from './data/useProfileAccount.ts';
import { sortTasks } from './logic/tasks.ts';

/** /profile/tasks: every campaign of the manifest with its state for the account, and its points. */
export function TaskCenterPage() {
  const { t } = useTranslation();
  const { status, account } = useProfileAccount();
  const claim = useClaimAchievement();
  const profile = account?.hasRegistered ? account.profile : null;

  return (
    <ProfileShell title={t('Task Center')} status={status} testId="task-center">
      {account && (
        <>
          {profile ? (
            <p className="text-lg">
              {t('Your points')}:{' '}
              <span className="font-bold" data-testid="task-points">
                {profile.points.toString()}
              </span>
            </p>
          ) : (
            <p className="rounded-2xl bg-input px-4 py-3">
              {t('Achievements need a profile.')}{' '}
              <Link to="/profile" className="font-semibold text-primary hover:underline">
                {t('Set up your profile')}
              </Link>
            </p>
          )}
          {account.campaigns.length === 0 ? (
            <p className="text-muted">{t('No tasks yet.')}</p>
          ) : (
            <ul className="flex flex-col gap-3">
              {sortTasks(account.campaigns).map((state) => (
                <TaskCard key={state.campaign.address} state={state} onClaim={() => claim(state)} />
              ))}
            </ul>
          )}
        </>
      )}
    </ProfileShell>
  );
}
