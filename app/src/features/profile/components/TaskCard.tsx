import { IpfsImage } from '@/collectibles';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { AsyncButton } from '@/ui/AsyncButton.tsx';
import type { CampaignState } from '../data/types.ts';
import { taskState } from '../logic/tasks.ts';

/** One achievement: badge, type, title, description, points, and Claim when the campaign allows it. */
export function TaskCard({ state, onClaim }: { state: CampaignState; onClaim(): Promise<unknown> }) {
  const { t } = useTranslation();
  const { campaign } = state;
  const status = taskState(state);
  return (
    <li
      className="flex items-center gap-4 rounded-2xl border border-border bg-card p-4"
      data-testid="task"
      data-state={status}
      data-campaign={campaign.campaignId}
    >
      <IpfsImage link={campaign.badge} alt={campaign.title} className="size-16 shrink-0 rounded-xl" />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <span className="text-xs font-semibold uppercase text-muted">{campaign.type}</span>
        <h3 className="font-bold">{campaign.title}</h3>
        <p className="text-sm text-muted">{campaign.description}</p>
      </div>
      <div className="flex flex-col items-end gap-2">
        <span className="font-semibold">
          {t('%points% points', { points: campaign.numberPoints, count: Number(campaign.numberPoints) })}
        </span>
        {status === 'achieved' && <span className="text-sm font-semibold text-success">{t('Achieved')}</span>}
        {status === 'claimable' && (
          <AsyncButton size="sm" onClick={onClaim}>
            {t('Claim')}
          </AsyncButton>
        )}
        {status === 'unavailable' && <span className="text-sm text-muted">{t('Not eligible')}</span>}
      </div>
    </li>
  );
}
