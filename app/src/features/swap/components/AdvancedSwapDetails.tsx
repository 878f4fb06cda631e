import {
  type Currency,
  type CurrencyAmount,
  DISPLAY_PRECISION,
  type SplitTrade,
  type Token,
  type TradePriceBreakdown,
} from '@flaskswap/sdk';
import { useFormatLocale } from '@/i18n/format.ts';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { DetailRow } from './DetailRow.tsx';
import { PriceImpactText } from './PriceImpactText.tsx';
import { TradeRouteRow } from './TradeRoute.tsx';

export interface TradeDetailsProps {
  /** A single route or a split. */
  trade: SplitTrade;
  /** Shown as BNB in the middle of a split's routes. */
  wrappedNative: Token | undefined;
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

/** The details box under the swap card, with the route when the trade passes through other tokens or is split. */
export function AdvancedSwapDetails(props: TradeDetailsProps) {
  const { t } = useTranslation();
  return (
    <section
      aria-label={t('Trade details')}
      className="flex flex-col gap-2 rounded-b-3xl border border-t-0 border-border bg-card/60 px-5 pt-4 pb-5"
      data-testid="trade-details"
    >
      <TradeSummaryRows {...props} />
      <TradeRouteRow trade={props.trade} wrappedNative={props.wrappedNative} />
    </section>
  );
}
