import { formatUsd } from '@/features/yield';
import { useFormatLocale } from '@/i18n/format.ts';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import type { CompetitionAccount, CompetitionTrader, LeaderboardTeam } from '../logic/types.ts';
import { Card } from './Card.tsx';
import { rewardGroupLabel, teamName } from './CompetitionText.tsx';

/** While live and while results are computed: the account's volume, rank in its team and its team's rank. */
export function YourStats({
  account,
  trader,
  teams,
  teamNames,
}: {
  account: CompetitionAccount;
  trader: CompetitionTrader | null | undefined;
  teams: LeaderboardTeam[] | undefined;
  teamNames: ReadonlyMap<number, string>;
}) {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  if (!account.registered) {
    return (
      <Card title={t('Your battle')} testId="competition-you">
        <p data-testid="competition-not-registered">
          {t('Registration is closed: this account did not register for the battle.')}
        </p>
      </Card>
    );
  }
  const teamRank = teams?.find((team) => team.teamId === account.teamId)?.rank;
  const volume = trader?.volumeUsd ?? 0;
  return (
    <Card title={t('Your battle')} testId="competition-you">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Stat label={t('Your team')} testId="competition-you-team" value={teamName(t, teamNames, account.teamId)} />
        <Stat
          label={t('Your team’s rank')}
          testId="competition-you-team-rank"
          value={teamRank === undefined ? '-' : `#${teamRank}`}
        />
        <Stat label={t('Your volume')} testId="competition-you-volume" value={formatUsd(volume, locale)} />
        <Stat
          label={t('Your rank in the team')}
          testId="competition-you-rank"
          value={trader && trader.volumeUsd > 0 ? `#${trader.rankInTeam}` : '-'}
        />
      </dl>
      <p data-testid="competition-you-group" className="text-sm">
        {trader?.rewardGroup === undefined
          ? t('Trade on an eligible pair to enter the rankings.')
          : t('If the battle ended now: %group%.', { group: rewardGroupLabel(t, trader.rewardGroup) })}
      </p>
    </Card>
  );
}

function Stat({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className="flex flex-col rounded-2xl bg-input px-3 py-2">
      <dt className="text-sm text-muted">{label}</dt>
      <dd data-testid={testId} className="text-lg font-bold">
        {value}
      </dd>
    </div>
  );
}
