import { useCallback, useState } from 'react';
import type { Address } from 'viem';
import { useWriteWithOutcomeToast } from '@/chain/tx/useWriteWithOutcomeToast.ts';
import { farmHarvestRequest } from '@/features/farms';
import { poolHarvestRequest } from '@/features/pools';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import type { HarvestJob } from '../logic/homeStats.ts';

/** Harvest all in flight: the 1-based index of the transaction waiting, of how many. */
export interface HarvestAllProgress {
  current: number;
  total: number;
}

/**
 * 'Harvest all': one transaction per farm or pool with earnings, one after the other (each waits
 * for its receipt), stopping at the first that fails or is rejected. `progress` is undefined
 * while it is not running.
 */
export function useHarvestAll(chef: Address | undefined) {
  const { t } = useTranslation();
  const run = useWriteWithOutcomeToast();
  const [progress, setProgress] = useState<HarvestAllProgress>();

  const harvestAll = useCallback(
    async (jobs: readonly HarvestJob[]) => {
      if (!chef || jobs.length === 0) return;
      for (const [index, job] of jobs.entries()) {
        setProgress({ current: index + 1, total: jobs.length });
        const summary =
          job.kind === 'farm'
            ? t('Harvest %symbol% from %farm%', { symbol: job.symbol, farm: job.label })
            : t('Harvest %symbol% from the %pool% pool', { symbol: job.symbol, pool: job.label });
        const request =
          job.kind === 'farm' ? farmHarvestRequest(chef, job.farm.pid, summary) : poolHarvestRequest(job.pool, summary);
        const receipt = await run(request, {
          title: t('Harvested!'),
          description: t('Your %symbol% earnings have been sent to your wallet!', { symbol: job.symbol }),
        });
        if (!receipt) break;
      }
      setProgress(undefined);
    },
    [chef, run, t],
  );

  return { harvestAll, progress };
}
