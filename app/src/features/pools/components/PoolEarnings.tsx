import { useState } from 'react';
import { EarningsPanel } from '@/features/yield';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { usePoolWrites } from '../actions/usePoolWrites.ts';
import type { PoolView } from '../logic/poolViews.ts';
import { CollectModal } from './CollectModal.tsx';

/**
 * What the pool has earned for the user and Harvest: the manual pool opens the Compound or
 * Harvest modal, other pools harvest at once; the vault compounds by itself and shows its
 * recent profit.
 */
export function PoolEarnings({ pool }: { pool: PoolView }) {
  const { t } = useTranslation();
  const { harvest, compound } = usePoolWrites(pool);
  const [collectOpen, setCollectOpen] = useState(false);
  const earnings = pool.user?.pendingReward ?? 0n;
  const { symbol, decimals } = pool.earningToken;
  const isAuto = pool.kind === 'auto';
  const isManual = pool.kind === 'manual';
  const openCollect = () => void setCollectOpen(true);
  return (
    <EarningsPanel
      heading={isAuto ? t('Recent %symbol% profit', { symbol }) : t('%symbol% Earned', { symbol })}
      testId="pool-earnings"
      amountTestId="pool-earned"
      earnings={earnings}
      decimals={decimals}
      earningsUsd={pool.user?.pendingRewardUsd}
      onHarvest={isAuto ? undefined : isManual ? openCollect : harvest}
    >
      {isManual && collectOpen && (
        <CollectModal
          open={collectOpen}
          onOpenChange={setCollectOpen}
          symbol={symbol}
          decimals={decimals}
          earnings={earnings}
          earningsUsd={pool.user?.pendingRewardUsd}
          onHarvest={harvest}
          onCompound={() => compound(earnings)}
        />
      )}
    </EarningsPanel>
  );
}
