import { YieldLogos } from '@/features/yield';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import type { PoolView } from '../logic/poolViews.ts';

/** 'Auto FLASK' / 'Manual FLASK' / 'Earn ETH' with what is staked below. */
export function PoolTitle({ pool }: { pool: PoolView }) {
  const { t } = useTranslation();
  const title =
    pool.kind === 'auto'
      ? t('Auto %symbol%', { symbol: pool.earningToken.symbol })
      : pool.kind === 'manual'
        ? t('Manual %symbol%', { symbol: pool.earningToken.symbol })
        : t('Earn %symbol%', { symbol: pool.earningToken.symbol });
  const subtitle =
    pool.kind === 'auto'
      ? t('Automatic restaking')
      : pool.kind === 'manual'
        ? t('Earn %symbol%, stake %symbol%', { symbol: pool.earningToken.symbol })
        : t('Stake %symbol%', { symbol: pool.stakingToken.symbol });
  return (
    <div className="flex min-w-0 items-center gap-3">
      <YieldLogos earning={pool.earningToken} staking={pool.stakingToken} />
      <div className="min-w-0">
        <h2 className="font-bold leading-tight break-words sm:truncate" data-testid="pool-title">
          {title}
        </h2>
        <p className="truncate text-xs text-muted">{subtitle}</p>
      </div>
    </div>
  );
}
