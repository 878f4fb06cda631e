import {
  type Currency,
  type CurrencyAmount,
  DISPLAY_PRECISION,
  type Trade,
  type TradePriceBreakdown,
} from '@flaskswap/sdk';
import type { ReactNode } from 'react';
import { useFormatLocale } from '@/i18n/format.ts';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { HelpTooltip } from './HelpTooltip.tsx';
import { PriceImpactText } from './PriceImpactText.tsx';
import { SwapRoute } from './SwapRoute.tsx';

export function DetailRow({ label, help, children }: { label: string; help?: ReactNode; children: ReactNode }) {
  return (
    <div className="flex items-center justify-between gap-3 text-sm">
      <span className="flex items-center gap-1 text-muted">
        {label}
        {help && <HelpTooltip>{help}</HelpTooltip>}
      </span>
      <span className="text-end">{children}</span>
    </div>
  );
}

export interface TradeDetailsProps {
  trade: Trade;
  breakdown: TradePriceBreakdown<Currency>;
  slippageAdjusted: { maximumAmountIn: CurrencyAmount; minimumAmountOut: CurrencyAmount };
}

/** Minimum received or maximum sold, price impact, liquidity provider fee (SPEC.md section 2). */
export function TradeSummaryRows({ trade, breakdown, slippageAdjusted }: TradeDetailsProps) {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  const exactIn = trade.tradeType === 'exactIn';
  const bound = exactIn ? slippageAdjusted.minimumAmountOut : slippageAdjusted.maximumAmountIn;
  return (
    <>
      <DetailRow
        label={exactIn ? t('Minimum received') : t('Maximum sold')}
        help={t(
          'If the price moves against you by more than your slippage tolerance before the swap is mined, it is cancelled and only gas is spent.',
        )}
      >
        <span data-testid={exactIn ? 'minimum-received' : 'maximum-sold'} className="font-semibold">
          {bound.toSignificant(DISPLAY_PRECISION.price, { locale })} {bound.currency.symbol}
        </span>
      </DetailRow>
      <DetailRow
        label={t('Price Impact')}
        help={t('The difference between the market price and estimated price due to trade size.')}
      >
        <PriceImpactText priceImpact={breakdown.priceImpactWithoutFee} />
      </DetailRow>
      <DetailRow
        label={t('Liquidity Provider Fee')}
        help={
          <span className="flex flex-col gap-1">
            <span>{t('For each trade a 0.25% fee is paid')}</span>
            <span>{t('- 0.17% to LP token holders')}</span>
            <span>{t('- 0.03% to the Treasury')}</span>
            <span>{t('- 0.05% towards FLASK buyback and burn')}</span>
          </span>
        }
      >
        <span data-testid="liquidity-provider-fee">
          {breakdown.realizedLpFee.toSignificant(DISPLAY_PRECISION.price, { locale })}{' '}
          {trade.inputAmount.currency.symbol}
        </span>
      </DetailRow>
    </>
  );
}

/** The details box under the swap card, with the route when the trade passes through other tokens. */
export function AdvancedSwapDetails(props: TradeDetailsProps) {
  const { t } = useTranslation();
  const { trade } = props;
  const showRoute = trade.route.path.length > 2;
  return (
    <section
      aria-label={t('Trade details')}
      className="flex flex-col gap-2 rounded-b-3xl border border-t-0 border-border bg-card/60 px-5 pt-4 pb-5"
      data-testid="trade-details"
    >
      <TradeSummaryRows {...props} />
      {showRoute && (
        <DetailRow
          label={t('Route')}
          help={t('Routing through these tokens resulted in the best price for your trade.')}
        >
          <SwapRoute
            path={trade.route.path}
            inputSymbol={trade.inputAmount.currency.symbol}
            outputSymbol={trade.outputAmount.currency.symbol}
          />
        </DetailRow>
      )}
    </section>
  );
}
