import { TOP_MEMBERS_PER_TEAM } from '@flaskswap/sdk';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import type { RewardTable } from '../logic/types.ts';
import { Card } from './Card.tsx';
import { RewardTableView } from './RewardTableView.tsx';

/** How the competition works (SPEC.md §1, §6, §9) and what it pays. */
export function CompetitionRules({ rewards, pairCount }: { rewards: RewardTable; pairCount: number }) {
  const { t } = useTranslation();
  return (
    <Card title={t('How it works')} testId="competition-rules">
      <ol className="flex list-decimal flex-col gap-2 ps-5">
        <li>
          {t('Register during the registration period with an active profile: you battle for your profile’s team.')}
        </li>
        <li>
          {t('Once the battle is live, trade on the %count% eligible pairs: your USD volume counts for your team.', {
            count: pairCount,
          })}
        </li>
        <li>{t('Teams are ranked by the volume of their top %count% traders.', { count: TOP_MEMBERS_PER_TEAM })}</li>
        <li>
          {t('When the battle ends, your prize depends on your team’s rank and your rank in the team. Claim it here.')}
        </li>
      </ol>
      <RewardTableView rewards={rewards} />
    </Card>
  );
}
