import { YieldCard, YieldCardLine } from '@/features/yield';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { FarmApr } from './FarmApr.tsx';
import { FarmDetails } from './FarmDetails.tsx';
import { FarmEarnings } from './FarmEarnings.tsx';
import type { FarmItemProps } from './FarmRow.tsx';
import { FarmStakeActions } from './FarmStakeActions.tsx';
import { FarmTitle } from './FarmTitle.tsx';

export function FarmCard({ farm, chef, flaskPriceUsd }: FarmItemProps) {
  const { t } = useTranslation();
  return (
    <YieldCard
      data-testid="farm-card"
      data-pid={farm.pid}
      header={<FarmTitle farm={farm} />}
      details={<FarmDetails farm={farm} />}
    >
      <YieldCardLine label={t('APR')}>
        <FarmApr farm={farm} flaskPriceUsd={flaskPriceUsd} />
      </YieldCardLine>
      <YieldCardLine label={t('Earn')}>
        <span className="font-semibold">FLASK</span>
      </YieldCardLine>
      <FarmEarnings farm={farm} chef={chef} />
      <FarmStakeActions farm={farm} chef={chef} />
    </YieldCard>
  );
}
