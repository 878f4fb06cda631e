import type { Address } from 'viem';
import { formatEarned, formatUsd, YieldCell, YieldRow } from '@/features/yield';
import { useFormatLocale } from '@/i18n/format.ts';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { cn } from '@/ui/cn.ts';
import type { FarmView } from '../logic/farmViews.ts';
import { FarmApr } from './FarmApr.tsx';
import { FarmDetails } from './FarmDetails.tsx';
import { FarmEarnings } from './FarmEarnings.tsx';
import { FarmStakeActions } from './FarmStakeActions.tsx';
import { FarmTitle } from './FarmTitle.tsx';

export interface FarmItemProps {
  farm: FarmView;
  chef: Address | undefined;
  flaskPriceUsd: number | undefined;
}

/** One table row: earned, APR, liquidity and multiplier; it expands to details, earnings and stake. */
export function FarmRow({ farm, chef, flaskPriceUsd }: FarmItemProps) {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  const earned = farm.user?.earnings ?? 0n;
  return (
    <YieldRow
      data-testid="farm-row"
      data-pid={farm.pid}
      summary={
        <>
          <FarmTitle farm={farm} />
          <YieldCell className="hidden sm:block" label={t('Earned')}>
            <span className={cn('font-semibold', earned === 0n && 'text-muted')}>
              {formatEarned(earned, 18, locale)}
            </span>
          </YieldCell>
          <YieldCell label={t('APR')}>
            <FarmApr farm={farm} flaskPriceUsd={flaskPriceUsd} />
          </YieldCell>
          <YieldCell label={t('Liquidity')} className="hidden md:block">
            <span className="font-semibold" data-testid="farm-liquidity">
              {formatUsd(farm.liquidityUsd, locale)}
            </span>
          </YieldCell>
          <YieldCell label={t('Multiplier')} className="hidden md:block">
            <span className="font-semibold">{farm.multiplier}</span>
          </YieldCell>
        </>
      }
    >
      <FarmDetails farm={farm} />
      <FarmEarnings farm={farm} chef={chef} />
      <FarmStakeActions farm={farm} chef={chef} />
    </YieldRow>
  );
}
