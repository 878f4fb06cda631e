import { useMemo } from 'react';
import { Link } from 'react-router';
import { useDeployment } from '@/chain/activeChain.ts';
import { useConnection } from '@/chain/connection.ts';
import { useFarms } from '@/features/farms';
import { usePools } from '@/features/pools';
import { ConnectWalletButton } from '@/features/wallet';
import { formatPercent, formatUsd, useYieldMarket, useYieldPositions } from '@/features/yield';
import { useFormatLocale } from '@/i18n/format.ts';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { Skeleton } from '@/ui/Skeleton.tsx';
import { FlaskStatsCard } from './components/FlaskStatsCard.tsx';
import { HarvestCard } from './components/HarvestCard.tsx';
import { StatCard } from './components/StatCard.tsx';
import { bestApr, harvestJobs, totalValueLockedUsd } from './logic/homeStats.ts';

export function HomePage() {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  const { isConnected } = useConnection();
  const flask = useDeployment()?.tokens.FLASK;
  const { market } = useYieldMarket();
  const { positions } = useYieldPositions();
  const { farms } = useFarms();
  const { pools } = usePools();
  const jobs = useMemo(
    () => (farms && pools && positions ? harvestJobs(farms, pools) : undefined),
    [farms, pools, positions],
  );
  const tvl = farms && pools ? totalValueLockedUsd(farms, pools) : undefined;
  const best = farms && pools ? bestApr(farms, pools) : undefined;

  return (
    <section className="mx-auto max-w-5xl px-4 py-12">
      <h1 className="text-4xl font-black text-primary sm:text-5xl">FlaskSwap</h1>
      <p className="mt-3 max-w-2xl text-lg text-muted">
        {t('Swap tokens, provide liquidity and earn FLASK on BNB Smart Chain.')}
      </p>
      <div className="mt-8 flex flex-wrap gap-3">
        {!isConnected && <ConnectWalletButton label="Unlock Wallet" />}
        <Link
          to={flask ? `/swap?outputCurrency=${flask}` : '/swap'}
          className="inline-flex h-12 items-center rounded-2xl border-2 border-primary px-6 font-semibold text-primary hover:bg-primary/10"
        >
          {t('Trade now')}
        </Link>
      </div>

      {market !== undefined || farms !== undefined ? (
        <div className="mt-10 grid gap-6 md:grid-cols-2">
          <HarvestCard market={market} jobs={jobs} flaskInWallet={positions?.stakingPool.tokenBalance} />
          <FlaskStatsCard market={market} />
          <StatCard title={t('Total Value Locked (TVL)')} testId="tvl-card">
            <p className="text-3xl font-black" data-testid="tvl">
              {tvl === undefined ? <Skeleton className="h-9 w-40" /> : formatUsd(tvl, locale)}
            </p>
            <p className="mt-1 text-sm text-muted">{t('Across all farms and pools')}</p>
          </StatCard>
          <StatCard title={t('Earn up to')} testId="best-apr-card">
            {best ? (
              <>
                <p className="text-3xl font-black text-success" data-testid="best-apr">
                  {t('%apr% APR', { apr: formatPercent(best.apr, locale) })}
                </p>
                <Link to={`/${best.where}`} className="mt-1 inline-block font-semibold text-primary hover:underline">
                  {best.where === 'farms'
                    ? t('in the %label% farm', { label: best.label })
                    : t('in the %label% pool', { label: best.label })}
                </Link>
              </>
            ) : (
              <Skeleton className="h-9 w-40" />
            )}
          </StatCard>
        </div>
      ) : null}
    </section>
  );
}
