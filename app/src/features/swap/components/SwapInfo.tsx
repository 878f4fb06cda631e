import { DEFAULT_SLIPPAGE_BIPS, Percent, type SplitTrade, withPercentSign } from '@flaskswap/sdk';
import { useState } from 'react';
import { useFormatLocale } from '@/i18n/format.ts';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { Skeleton } from '@/ui/Skeleton.tsx';
import { DetailRow } from './DetailRow.tsx';
import { TradePrice } from './TradePrice.tsx';

/** Under the panels: the price with its invert toggle, and the slippage tolerance when it is not the default. */
export function SwapInfo({
  trade,
  loading,
  slippageBips,
}: {
  trade: SplitTrade | undefined;
  loading: boolean;
  slippageBips: number;
}) {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  const [inverted, setInverted] = useState(false);
  const showSlippage = slippageBips !== DEFAULT_SLIPPAGE_BIPS;
  if (!trade && !loading && !showSlippage) return null;
  return (
    <div className="flex flex-col gap-2 px-1">
      {(trade || loading) && (
        <DetailRow label={t('Price')}>
          {trade ? (
            <TradePrice price={trade.executionPrice} inverted={inverted} onToggle={() => setInverted((v) => !v)} />
          ) : (
            <Skeleton className="h-4 w-32" />
          )}
        </DetailRow>
      )}
      {showSlippage && (
        <DetailRow label={t('Slippage Tolerance')}>
          <span className="font-semibold text-secondary" data-testid="slippage-tolerance">
            {withPercentSign(Percent.fromBips(slippageBips).toSignificant(4, { locale }), locale)}
          </span>
        </DetailRow>
      )}
    </div>
  );
}
