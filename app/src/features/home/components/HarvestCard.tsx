import { useConnection } from 'wagmi';
import { formatEarned, formatUsd, usdValue, type YieldMarket } from '@/features/prices';
import { ConnectWalletButton } from '@/features/wallet/ConnectWalletButton.tsx';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { Button } from '@/ui/Button.tsx';
import { Skeleton } from '@/ui/Skeleton.tsx';
import { flaskToHarvest, type HarvestJob, otherRewardsUsd } from '../homeStats.ts';
import { useHarvestAll } from '../useHarvestAll.ts';
import { StatCard } from './StatCard.tsx';

/** 'Farms & Staking': FLASK to harvest across farms and pools, and Harvest all with progress. */
export function HarvestCard({
  market,
  jobs,
  flaskInWallet,
}: {
  market: YieldMarket | undefined;
  jobs: readonly HarvestJob[] | undefined;
  flaskInWallet: bigint | undefined;
}) {
  const { t } = useTranslation();
  const { isConnected } = useConnection();
  const { harvestAll, progress } = useHarvestAll(market?.chef);
  const flask = jobs ? flaskToHarvest(jobs) : undefined;
  const others = jobs ? otherRewardsUsd(jobs) : 0;
  return (
    <StatCard title={t('Farms & Staking')} testId="harvest-card">
      {!isConnected ? (
        <div className="flex flex-col gap-3">
          <p className="text-muted">{t('Connect a wallet to see what your farms and pools have earned.')}</p>
          <ConnectWalletButton label="Unlock Wallet" />
        </div>
      ) : (
        <div className="flex flex-col gap-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <div>
              <p className="text-sm text-muted">{t('FLASK to Harvest')}</p>
              <p className="text-2xl font-bold" data-testid="flask-to-harvest">
                {flask === undefined ? <Skeleton className="h-7 w-28" /> : formatEarned(flask, 18)}
              </p>
              <p className="text-xs text-muted">
                ~{formatUsd(flask === undefined ? undefined : usdValue(flask, 18, market?.flaskPriceUsd))}
              </p>
              {others > 0 && (
                <p className="text-xs text-muted">{t('+ %usd% in other pool rewards', { usd: formatUsd(others) })}</p>
              )}
            </div>
            <div>
              <p className="text-sm text-muted">{t('FLASK in Wallet')}</p>
              <p className="text-2xl font-bold" data-testid="flask-in-wallet">
                {flaskInWallet === undefined ? <Skeleton className="h-7 w-28" /> : formatEarned(flaskInWallet, 18)}
              </p>
              <p className="text-xs text-muted">
                ~
                {formatUsd(
                  flaskInWallet === undefined ? undefined : usdValue(flaskInWallet, 18, market?.flaskPriceUsd),
                )}
              </p>
            </div>
          </div>
          <Button
            fullWidth
            disabled={!jobs || jobs.length === 0}
            title={jobs && jobs.length === 0 ? t('Nothing to harvest yet') : undefined}
            isLoading={progress.running}
            onClick={() => jobs && void harvestAll(jobs)}
          >
            {progress.running
              ? t('Harvesting %current% of %total%', { current: progress.current, total: progress.total })
              : t('Harvest all (%count%)', { count: jobs?.length ?? 0 })}
          </Button>
        </div>
      )}
    </StatCard>
  );
}
