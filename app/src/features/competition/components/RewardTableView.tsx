import { formatFlaskSignificant } from '@flaskswap/sdk';
import { useFormatLocale } from '@/i18n/format.ts';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import type { RewardTable } from '../logic/types.ts';
import { rewardGroupLabel, teamTierLabel } from './CompetitionText.tsx';

const TIERS = [0, 1, 2] as const;
const GROUPS = [0, 1, 2, 3] as const;

/** The contract's reward table: FLASK and points per team tier and reward group. */
export function RewardTableView({ rewards }: { rewards: RewardTable }) {
  const { t } = useTranslation();
  return (
    <div className="overflow-x-auto">
      <table data-testid="competition-reward-table" className="w-full text-start text-sm">
        <caption className="pb-2 text-start font-semibold">{t('Prizes per trader')}</caption>
        <thead>
          <tr className="text-muted">
            <th scope="col" className="py-1 pe-3">
              {t('Your rank in the team')}
            </th>
            {TIERS.map((tier) => (
              <th key={tier} scope="col" className="py-1 pe-3">
                {teamTierLabel(t, tier)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {GROUPS.map((group) => (
            <tr key={group} className="border-t border-border">
              <th scope="row" className="py-1 pe-3 font-semibold">
                {rewardGroupLabel(t, group)}
              </th>
              {TIERS.map((tier) => (
                <td key={tier} className="py-1 pe-3">
                  <Prize flask={rewards.flask[tier]?.[group] ?? 0n} points={rewards.points[tier]?.[group] ?? 0n} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** 'x FLASK + y points', or only the part that is not zero. */
export function Prize({ flask, points }: { flask: bigint; points: bigint }) {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  const parts = [
    flask > 0n ? t('%amount% FLASK', { amount: formatFlaskSignificant(flask, locale) }) : undefined,
    points > 0n ? t('%points% points', { points: points.toLocaleString(locale), count: Number(points) }) : undefined,
  ].filter((part) => part !== undefined);
  return <>{parts.length > 0 ? parts.join(' + ') : t('No prize')}</>;
}
