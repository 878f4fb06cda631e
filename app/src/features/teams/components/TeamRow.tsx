import { Link } from 'react-router';
import { IpfsImage } from '@/collectibles';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { cn } from '@/ui/cn.ts';
import type { RankedTeam } from '../logic/leaderboard.ts';
import { JoinableBadge, YourTeamBadge } from './TeamBadges.tsx';

/** One leaderboard line: rank, picture, name and description, members, points; the whole row links to the team. */
export function TeamRow({ team, isYours }: { team: RankedTeam; isYours: boolean }) {
  const { t } = useTranslation();
  return (
    <li data-testid="team-row" data-team-id={team.id} data-rank={team.rank} data-yours={isYours || undefined}>
      <Link
        to={`/teams/${team.id}`}
        className={cn(
          'grid grid-cols-[2.5rem_3.5rem_1fr] items-center gap-3 rounded-3xl border bg-card p-3 shadow-sm transition-colors sm:grid-cols-[3rem_4rem_1fr_auto] sm:gap-4 sm:p-4',
          'hover:border-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary',
          isYours ? 'border-primary ring-2 ring-primary/30' : 'border-border',
        )}
      >
        <span className="text-center text-2xl font-black text-primary" data-testid="team-rank">
          <span className="sr-only">{t('Rank')} </span>
          {team.rank}
        </span>
        <IpfsImage link={team.image} alt="" className="rounded-xl" />
        <span className="min-w-0">
          <span className="flex flex-wrap items-center gap-2">
            <span className="truncate text-lg font-bold" data-testid="team-name">
              {team.name}
            </span>
            <JoinableBadge isJoinable={team.isJoinable} />
            {isYours && <YourTeamBadge />}
          </span>
          <span className="line-clamp-2 text-sm text-muted">{team.description}</span>
          <span className="mt-1 flex gap-4 text-sm sm:hidden">
            <TeamStats team={team} />
          </span>
        </span>
        <span className="hidden gap-6 text-end sm:flex">
          <TeamStats team={team} />
        </span>
      </Link>
    </li>
  );
}

function TeamStats({ team }: { team: RankedTeam }) {
  const { t } = useTranslation();
  return (
    <>
      <span>
        <span className="block text-xs text-muted">{t('Members')}</span>
        <span className="font-bold" data-testid="team-members">
          {team.users.toString()}
        </span>
      </span>
      <span>
        <span className="block text-xs text-muted">{t('Points')}</span>
        <span className="font-bold" data-testid="team-points">
          {team.points.toString()}
        </span>
      </span>
    </>
  );
}
