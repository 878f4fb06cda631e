import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { Skeleton } from '@/ui/Skeleton.tsx';
import { TeamRow } from './components/TeamRow.tsx';
import { useTeams } from './data/useTeams.ts';

/** /teams: the leaderboard of teams by points, with member counts. */
export function TeamsPage() {
  const { t } = useTranslation();
  const { status, teams, accountTeamId } = useTeams();
  return (
    <section className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-8" data-testid="teams-page" data-status={status}>
      <header>
        <h1 className="text-4xl font-black text-primary">{t('Leaderboard')}</h1>
        <p className="mt-2 text-lg text-muted">
          {t('Teams earn points when their members take part. Join one in your profile setup.')}
        </p>
      </header>
      {status === 'missing' ? (
        <p role="status" className="rounded-2xl bg-warning/15 px-4 py-3 text-center font-semibold">
          {t('Teams are not available on this network.')}
        </p>
      ) : status === 'error' ? (
        <p role="alert" className="rounded-2xl bg-danger/15 px-4 py-3 text-center font-semibold">
          {t('Error fetching data')}
        </p>
      ) : !teams ? (
        <ul className="flex flex-col gap-3" aria-busy="true" aria-label={t('Loading teams')}>
          {[0, 1, 2].map((i) => (
            <li key={i}>
              <Skeleton className="h-20 w-full rounded-3xl" />
            </li>
          ))}
        </ul>
      ) : teams.length === 0 ? (
        <p className="rounded-3xl border border-border bg-card p-6 text-center text-muted">{t('No teams yet.')}</p>
      ) : (
        <ol className="flex flex-col gap-3" aria-label={t('Teams by points')}>
          {teams.map((team) => (
            <TeamRow key={team.id} team={team} isYours={team.id === accountTeamId} />
          ))}
        </ol>
      )}
    </section>
  );
}
