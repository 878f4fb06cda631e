import { useState } from 'react';
import { formatEarned, formatUsd } from '@/features/prices';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { Button } from '@/ui/Button.tsx';
import type { FarmView } from '../farmViews.ts';
import { useFarmActions } from '../useFarmActions.ts';

export function FarmEarnings({ farm, chef }: { farm: FarmView; chef: `0x${string}` | undefined }) {
  const { t } = useTranslation();
  const { harvest } = useFarmActions(chef, farm.pid, farm.lpSymbol);
  const [pending, setPending] = useState(false);
  const earnings = farm.user?.earnings ?? 0n;
  return (
    <div className="flex flex-col gap-2 rounded-2xl border border-border p-4" data-testid="farm-earnings">
      <p className="text-xs font-bold uppercase text-muted">{t('%symbol% Earned', { symbol: 'FLASK' })}</p>
      <div className="flex items-center justify-between gap-3">
        <div>
          <p className="text-lg font-bold" data-testid="farm-earned">
            {formatEarned(earnings, 18)}
          </p>
          <p className="text-xs text-muted">~{formatUsd(farm.user?.earningsUsd ?? 0)}</p>
        </div>
        <Button
          size="sm"
          disabled={earnings === 0n}
          title={earnings === 0n ? t('Nothing to harvest yet') : undefined}
          isLoading={pending}
          onClick={async () => {
            setPending(true);
            await harvest();
            setPending(false);
          }}
        >
          {t('Harvest')}
        </Button>
      </div>
    </div>
  );
}
