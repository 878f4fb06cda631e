import { YieldLogos } from '@/features/yield';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import type { FarmView } from '../logic/farmViews.ts';

export function FarmTitle({ farm }: { farm: FarmView }) {
  const { t } = useTranslation();
  return (
    <div className="flex min-w-0 items-center gap-3">
      <YieldLogos earning={farm.token} staking={farm.quoteToken} />
      <div className="min-w-0">
        <h2 className="font-bold leading-tight break-words sm:truncate" data-testid="farm-title">
          {farm.lpSymbol}
        </h2>
        <p className="flex gap-1 text-xs">
          <span className="rounded-full border border-secondary px-2 text-secondary">
            {farm.isDual ? t('Dual') : t('Core')}
          </span>
          <span className="rounded-full bg-input px-2 font-semibold text-primary" data-testid="farm-multiplier">
            {farm.multiplier}
          </span>
        </p>
      </div>
    </div>
  );
}
