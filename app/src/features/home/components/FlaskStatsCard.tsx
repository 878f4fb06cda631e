import { FLASK_PER_BLOCK } from '@flaskswap/sdk';
import { formatStaked, formatUsd, type YieldMarket } from '@/features/yield';
import { useFormatLocale } from '@/i18n/format.ts';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { Skeleton } from '@/ui/Skeleton.tsx';
import { flaskSupplyStats } from '../logic/homeStats.ts';
import { StatCard, StatRow } from './StatCard.tsx';

export function FlaskStatsCard({ market }: { market: YieldMarket | undefined }) {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  const stats = market ? flaskSupplyStats(market) : undefined;
  const amount = (value: bigint | undefined) =>
    value === undefined ? <Skeleton /> : formatStaked(value, 18, 0, locale);
  return (
    <StatCard title={t('FLASK Stats')} testId="flask-stats">
      <dl>
        <StatRow
          label={t('FLASK price')}
          value={market ? formatUsd(market.flaskPriceUsd, locale) : <Skeleton />}
          testId="flask-price"
        />
        <StatRow label={t('Total FLASK Supply')} value={amount(stats?.totalSupply)} testId="flask-total-supply" />
        <StatRow label={t('Circulating Supply')} value={amount(stats?.circulating)} testId="flask-circulating" />
        <StatRow label={t('Total FLASK Burned')} value={amount(stats?.burned)} testId="flask-burned" />
        <StatRow label={t('New FLASK/block')} value={FLASK_PER_BLOCK} />
      </dl>
    </StatCard>
  );
}
