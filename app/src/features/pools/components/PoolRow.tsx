import type { UnstakingFeeState } from '@/features/vault';
import { formatEarned, formatStaked, formatUsd, YieldCell, YieldRow } from '@/features/yield';
import { useFormatLocale } from '@/i18n/format.ts';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { cn } from '@/ui/cn.ts';
import type { PoolView } from '../logic/poolViews.ts';
import { BlockCountdownText, usePoolCountdown } from './BlockCountdownText.tsx';
import { PoolApr } from './PoolApr.tsx';
import { PoolDetails } from './PoolDetails.tsx';
import { PoolEarnings } from './PoolEarnings.tsx';
import { PoolStakeActions } from './PoolStakeActions.tsx';
import { PoolTitle } from './PoolTitle.tsx';

export interface PoolItemProps {
  pool: PoolView;
  unstakingFee?: UnstakingFeeState;
}

/** One table row (SPEC.md section 2): earned, APR, total staked and the countdown; it expands. */
export function PoolRow({ pool, unstakingFee }: PoolItemProps) {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  const countdown = usePoolCountdown(pool);
  const earned = pool.user?.pendingReward ?? 0n;
  return (
    <YieldRow
      data-testid="pool-row"
      data-symbol={pool.earningToken.symbol}
      data-kind={pool.kind}
      summary={
        <>
          <PoolTitle pool={pool} />
          <YieldCell className="hidden sm:block" label={pool.kind === 'auto' ? t('Recent profit') : t('Earned')}>
            <span className={cn('font-semibold', earned === 0n && 'text-muted')}>
              {formatEarned(earned, pool.earningToken.decimals, locale)}
            </span>
            <span className="block text-xs text-muted">{formatUsd(pool.user?.pendingRewardUsd ?? 0, locale)}</span>
          </YieldCell>
          <YieldCell label={pool.kind === 'auto' ? t('APY') : t('APR')}>
            <PoolApr pool={pool} />
          </YieldCell>
          <YieldCell label={t('Total staked')} className="hidden md:block">
            <span className="font-semibold">
              {formatStaked(pool.totalStaked, pool.stakingToken.decimals, 0, locale)} {pool.stakingToken.symbol}
            </span>
          </YieldCell>
          <YieldCell label={countdown?.kind === 'startsIn' ? t('Starts in') : t('Ends in')} className="hidden md:block">
            <BlockCountdownText countdown={countdown} />
          </YieldCell>
        </>
      }
    >
      <PoolDetails pool={pool} />
      <PoolEarnings pool={pool} />
      <PoolStakeActions pool={pool} unstakingFee={unstakingFee} />
    </YieldRow>
  );
}
