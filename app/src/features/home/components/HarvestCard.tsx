import { amountToUsd } from '@flaskswap/sdk';
import { useConnection } from '@/chain/connection.ts';
import { ConnectWalletButton } from '@/features/wallet';
import { formatEarned, formatUsd, type YieldMarket } from '@/features/yield';
import { useFormatLocale } from '@/i18n/format.ts';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { Button } from '@/ui/Button.tsx';
import { Skeleton } from '@/ui/Skeleton.tsx';
import { useHarvestAll } from '../actions/useHarvestAll.ts';
import { flaskToHarvest, type HarvestJob, otherRewardsUsd } from '../logic/homeStats.ts';
import { StatCard } from './StatCard.tsx';

/** An amount of FLASK under its label, '~$…' below; a skeleton until it is known. */
function FlaskAmount({
  label,
  amount,
  priceUsd,
  testId,
  children,
}: {
  label: string;
  amount: bigint | undefined;
  priceUsd: number | undefined;
  testId: string;
  children?: React.ReactNode;
}) {
  const locale = useFormatLocale();
  return (
    <div>
      <p className="text-sm text-muted">{label}</p>
      <p className="text-2xl font-bold" data-testid={testId}>
        {amount === undefined ? <Skeleton className="h-7 w-28" /> : formatEarned(amount, 18, locale)}
      </p>
      <p className="text-xs text-muted">
        ~{formatUsd(amount === undefined ? undefined : amountToUsd(amount, 18, priceUsd), locale)}
      </p>
      {children}
    </div>
  );
}

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
  const locale = useFormatLocale();
  const { isConnected } = useConnection();
  const { harvestAll, progress } = useHarvestAll(market?.chef);
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
            <FlaskAmount
              label={t('FLASK to Harvest')}
              amount={jobs ? flaskToHarvest(jobs) : undefined}
              priceUsd={market?.flaskPriceUsd}
              testId="flask-to-harvest"
            >
              {others > 0 && (
                <p className="text-xs text-muted">
                  {t('+ %usd% in other pool rewards', { usd: formatUsd(others, locale) })}
                </p>
              )}
            </FlaskAmount>
            <FlaskAmount
              label={t('FLASK in Wallet')}
              amount={flaskInWallet}
              priceUsd={market?.flaskPriceUsd}
              testId="flask-in-wallet"
            />
          </div>
          <Button
            fullWidth
            disabled={!jobs || jobs.length === 0}
            title={jobs && jobs.length === 0 ? t('Nothing to harvest yet') : undefined}
            isLoading={progress !== undefined}
            onClick={() => jobs && void harvestAll(jobs)}
          >
            {progress
              ? t('Harvesting %current% of %total%', { current: progress.current, total: progress.total })
              : t('Harvest all (%count%)', { count: jobs?.length ?? 0 })}
          </Button>
        </div>
      )}
    </StatCard>
  );
}
