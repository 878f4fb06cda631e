import { RoiButton } from '@/features/roi';
import { formatPercent, swapLinkFor } from '@/features/yield';
import { useFormatLocale } from '@/i18n/format.ts';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import type { PoolView } from '../logic/poolViews.ts';

/** APR (APY for the vault) with the ROI calculator; the vault's uses 288 compounds a day. */
export function PoolApr({ pool }: { pool: PoolView }) {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  const isAuto = pool.kind === 'auto';
  // The vault's row shows an APY; the calculator compounds the underlying APR itself.
  const baseApr = isAuto ? pool.baseApr : pool.apr;
  return (
    <span className="inline-flex items-center gap-1">
      <span className="font-semibold" data-testid="pool-apr">
        {formatPercent(pool.apr, locale)}
      </span>
      {!pool.isFinished && (
        <RoiButton
          aprPercent={baseApr}
          earningTokenSymbol={pool.earningToken.symbol}
          earningTokenPriceUsd={pool.earningToken.priceUsd ?? 0}
          autoCompound={isAuto}
          performanceFeePercent={pool.performanceFeePercent}
          getLink={{
            href: swapLinkFor(pool.stakingToken),
            label: t('Get %symbol%', { symbol: pool.stakingToken.symbol }),
          }}
        />
      )}
    </span>
  );
}
