import { useState } from 'react';
import { formatEarned, formatUsd } from '@/features/prices';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { Button } from '@/ui/Button.tsx';
import type { PoolView } from '../poolViews.ts';
import { usePoolWrites } from '../usePoolWrites.ts';
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
  const [pending, setPending] = useState(false);
  const earnings = pool.user?.pendingReward ?? 0n;
  const { symbol, decimals } = pool.earningToken;
  const isAuto = pool.kind === 'auto';
  const label = isAuto ? t('Recent %symbol% profit', { symbol }) : t('%symbol% Earned', { symbol });

  return (
    <div className="flex flex-col gap-2 rounded-2xl border border-border p-4" data-testid="pool-earnings">
      <p className="text-xs font-bold uppercase text-muted">{label}</p>
      <div className="flex items-center justify-between gap-3">
        <div>
          <p className="text-lg font-bold" data-testid="pool-earned">
            {formatEarned(earnings, decimals)}
          </p>
          <p className="text-xs text-muted">~{formatUsd(pool.user?.pendingRewardUsd ?? 0)}</p>
        </div>
        {!isAuto && (
          <Button
            size="sm"
            disabled={earnings === 0n}
            title={earnings === 0n ? t('Nothing to harvest yet') : undefined}
            isLoading={pending}
            onClick={async () => {
              if (pool.kind === 'manual') return setCollectOpen(true);
              setPending(true);
              await harvest();
              setPending(false);
            }}
          >
            {t('Harvest')}
          </Button>
        )}
      </div>
      {pool.kind === 'manual' && collectOpen && (
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
    </div>
  );
}
