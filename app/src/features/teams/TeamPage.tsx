import { Link, useParams } from 'react-router';
import { IpfsImage } from '@/collectibles';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { Skeleton } from '@/ui/Skeleton.tsx';
import { JoinableBadge, YourTeamBadge } from './components/TeamBadges.tsx';
import { useTeams } from './data/useTeams.ts';
import { parseTeamId } from './logic/leaderboard.ts';

/** /teams/:id: one team's picture, name, description, members, points, rank and whether it takes members. */
export function TeamPage() {
  const { t } = useTranslation();
  const { id: param } = useParams();
  const { status, teams, count, accountTeamId } = useTeams();
  const wellFormed = parseTeamId(param, undefined) !== undefined;
  const id = parseTeamId(param, count);
  const team = id === undefined ? undefined : teams?.find((entry) => entry.id === id);
  // A malformed id is wrong at once; a well-formed one once the chain's team count is known.
  const notFound = !wellFormed || (count !== undefined && id === undefined) || (teams !== undefined && !team);

  return (
    <section className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8" data-testid="team-page" data-status={status}>
      <Link to="/teams" className="self-start font-semibold text-primary hover:underline">
        <span className="inline-block rtl:-scale-x-100">←</span> {t('Leaderboard')}
      </Link>
      {status === 'missing' ? (
        <p role="status" className="rounded-2xl bg-warning/15 px-4 py-3 text-center font-semibold">
          {t('Teams are not available on this network.')}
        </p>
      ) : notFound ? (
        <div
          role="alert"
          className="rounded-3xl border border-border bg-card p-8 text-center"
          data-testid="team-not-found"
        >
          <h1 className="text-2xl font-bold">{t('Team not found')}</h1>
          <p className="mt-2 text-muted">
            {t('There is no team #%id%. Team ids are whole numbers from 1 to %count%.', {
              id: param ?? '',
              count: count ?? '…',
            })}
          </p>
        </div>
      ) : !team ? (
        <div className="flex flex-col gap-4" aria-busy="true">
          <Skeleton className="h-10 w-1/2" />
          <Skeleton className="aspect-square w-48 rounded-3xl" />
          <Skeleton className="h-24 w-full rounded-3xl" />
        </div>
      ) : (
        <article className="flex flex-col gap-6 sm:flex-row" data-testid="team-detail" data-team-id={team.id}>
          <IpfsImage
            link={team.image}
            alt={team.name}
            className="w-48 shrink-0 self-center rounded-3xl sm:self-start"
          />
          <div className="flex min-w-0 flex-col gap-3">
            <div className="flex flex-wrap items-center gap-2">
              <h1 className="text-3xl font-black break-words text-primary">{team.name}</h1>
              <JoinableBadge isJoinable={team.isJoinable} />
              {team.id === accountTeamId && <YourTeamBadge />}
            </div>
            <p className="text-muted break-words">{team.description}</p>
            <dl className="grid grid-cols-3 gap-3">
              <Stat label={t('Rank')} value={`#${team.rank}`} testId="team-rank" />
              <Stat label={t('Members')} value={team.users.toString()} testId="team-members" />
              <Stat label={t('Points')} value={team.points.toString()} testId="team-points" />
            </dl>
          </div>
        </article>
      )}
    </section>
  );
}

function Stat({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className="rounded-2xl border border-border bg-card p-3">
      <dt className="text-xs text-muted">{label}</dt>
      <dd className="text-xl font-bold" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}
