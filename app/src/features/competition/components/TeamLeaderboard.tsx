import { formatUsd } from '@/features/yield';
import { useFormatLocale } from '@/i18n/format.ts';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { cn } from '@/ui/cn.ts';
import type { LeaderboardTeam } from '../logic/types.ts';
import { Card } from './Card.tsx';
import { teamName } from './CompetitionText.tsx';

/** The teams ranked by the volume of their top 500 traders (the indexer's leaderboard). */
export function TeamLeaderboard({
  teams,
  unavailable,
  teamNames,
  accountTeamId,
  final,
}: {
  teams: LeaderboardTeam[] | undefined;
  unavailable: boolean;
  teamNames: ReadonlyMap<number, string>;
  accountTeamId: number | undefined;
  final: boolean;
}) {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  return (
    <Card title={final ? t('Final leaderboard') : t('Team leaderboard')} testId="competition-leaderboard">
      {unavailable ? (
        <p data-testid="competition-leaderboard-unavailable">{t('The leaderboard cannot be loaded right now.')}</p>
      ) : !teams ? (
        <p className="text-muted">{t('Loading…')}</p>
      ) : teams.length === 0 ? (
        <p data-testid="competition-leaderboard-empty">{t('No team has traded yet.')}</p>
      ) : (
        <table className="w-full text-start">
          <thead>
            <tr className="text-sm text-muted">
              <th scope="col" className="py-1">
                {t('Rank')}
              </th>
              <th scope="col" className="py-1">
                {t('Team')}
              </th>
              <th scope="col" className="py-1 text-end">
                {t('Volume')}
              </th>
              <th scope="col" className="py-1 text-end">
                {t('Traders')}
              </th>
            </tr>
          </thead>
          <tbody>
            {teams.map((team) => (
              <tr
                key={team.teamId}
                data-testid="competition-team"
                data-team-id={team.teamId}
                className={cn('border-t border-border', team.teamId === accountTeamId && 'font-bold text-primary')}
              >
                <td className="py-2">#{team.rank}</td>
                <td className="py-2">{teamName(t, teamNames, team.teamId)}</td>
                <td className="py-2 text-end" data-testid="competition-team-volume">
                  {formatUsd(team.volumeUsd, locale)}
                </td>
                <td className="py-2 text-end">{team.traders}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Card>
  );
}
