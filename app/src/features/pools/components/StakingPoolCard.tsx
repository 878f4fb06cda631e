import { YieldCard, YieldCardLine } from '@/features/yield';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { PoolApr } from './PoolApr.tsx';
import { PoolBadges } from './PoolBadges.tsx';
import { PoolDetails } from './PoolDetails.tsx';
import { PoolEarnings } from './PoolEarnings.tsx';
import type { PoolItemProps } from './PoolRow.tsx';
import { PoolStakeActions } from './PoolStakeActions.tsx';
import { PoolTitle } from './PoolTitle.tsx';

/** Card view (SPEC.md section 2): header, APR/APY, earnings, stake, expandable details, Finished ribbon. */
export function StakingPoolCard({ pool, unstakingFee }: PoolItemProps) {
  const { t } = useTranslation();
  return (
    <YieldCard
      className="relative"
      data-testid="pool-card"
      data-symbol={pool.earningToken.symbol}
      data-kind={pool.kind}
      ribbon={
        pool.isFinished && (
          <span
            className="absolute top-4 -end-10 w-36 rotate-45 rtl:-rotate-45 bg-muted py-1 text-center text-xs font-bold text-card"
            data-testid="finished-ribbon"
          >
            {t('Finished')}
          </span>
        )
      }
      header={
        <>
          <PoolTitle pool={pool} />
          <PoolBadges badges={pool.badges} />
        </>
      }
      details={<PoolDetails pool={pool} />}
    >
      <YieldCardLine label={pool.kind === 'auto' ? t('APY') : t('APR')}>
        <PoolApr pool={pool} />
      </YieldCardLine>
      <PoolEarnings pool={pool} />
      <PoolStakeActions pool={pool} unstakingFee={unstakingFee} />
    </YieldCard>
  );
}
