import type { Address } from 'viem';
import { EarningsPanel } from '@/features/yield';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { useFarmActions } from '../actions/useFarmActions.ts';
import type { FarmView } from '../logic/farmViews.ts';

export function FarmEarnings({ farm, chef }: { farm: FarmView; chef: Address | undefined }) {
  const { t } = useTranslation();
  const { harvest } = useFarmActions(chef, farm.pid, farm.lpSymbol);
  return (
    <EarningsPanel
      heading={t('%symbol% Earned', { symbol: 'FLASK' })}
      testId="farm-earnings"
      amountTestId="farm-earned"
      earnings={farm.user?.earnings ?? 0n}
      decimals={18}
      earningsUsd={farm.user?.earningsUsd}
      onHarvest={harvest}
    />
  );
}
