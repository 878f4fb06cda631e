import { RoiButton } from '@/features/roi';
import { formatPercent } from '@/features/yield';
import { useFormatLocale } from '@/i18n/format.ts';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import type { FarmView } from '../logic/farmViews.ts';
import { addLiquidityLink } from '../logic/links.ts';

export function FarmApr({ farm, flaskPriceUsd }: { farm: FarmView; flaskPriceUsd: number | undefined }) {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  return (
    <span className="inline-flex items-center gap-1">
      <span className="font-semibold" data-testid="farm-apr">
        {formatPercent(farm.isFinished ? 0 : farm.apr, locale)}
      </span>
      {!farm.isFinished && (
        <RoiButton
          aprPercent={farm.apr}
          earningTokenSymbol="FLASK"
          earningTokenPriceUsd={flaskPriceUsd ?? 0}
          getLink={{
            href: addLiquidityLink(farm.token, farm.quoteToken),
            label: t('Get %symbol%', { symbol: farm.lpSymbol }),
          }}
        />
      )}
    </span>
  );
}
