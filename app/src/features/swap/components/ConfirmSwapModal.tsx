import {
  type Currency,
  type CurrencyAmount,
  computeSlippageAdjustedAmounts,
  computeSplitPriceBreakdown,
  DISPLAY_PRECISION,
  priceImpactSeverity,
  type SplitTrade,
  shortenAddress,
  type Token,
} from '@flaskswap/sdk';
import { useState } from 'react';
import type { Address } from 'viem';
import type { useConfirmFlow } from '@/chain/tx/useConfirmFlow.ts';
import { CurrencyLogo } from '@/features/tokens';
import { TransactionConfirmationModal } from '@/features/transactions';
import { useFormatLocale } from '@/i18n/format.ts';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { Button } from '@/ui/Button.tsx';
import { ArrowDownIcon } from '@/ui/icons.tsx';
import { tradeMeaningfullyDiffers } from '../logic/tradeDiffers.ts';
import { TradeSummaryRows } from './AdvancedSwapDetails.tsx';
import { DetailRow } from './DetailRow.tsx';
import { TradePrice } from './TradePrice.tsx';
import { TradeRouteRow } from './TradeRoute.tsx';

export interface ConfirmSwapModalProps {
  /** The shared confirm flow; the trade under review is its target. */
  flow: Pick<ReturnType<typeof useConfirmFlow<SplitTrade>>, 'state' | 'modal'>;
  /** The live quote; differing from the one under review shows 'Price Updated'. */
  trade: SplitTrade | undefined;
  slippageBips: number;
  /** Set when the swap pays someone else (expert mode recipient). */
  recipient: Address | undefined;
  /** Shown as BNB in the middle of a split's routes. */
  wrappedNative: Token | undefined;
  onAcceptChanges(trade: SplitTrade): void;
  onConfirm(): void;
  onDismiss(): void;
}

/** 'Confirm Swap': what goes in and out, the bounds, then the wallet steps (SPEC.md sections 2 and 4). */
export function ConfirmSwapModal({
  flow,
  trade,
  slippageBips,
  recipient,
  wrappedNative,
  onAcceptChanges,
  onConfirm,
  onDismiss,
}: ConfirmSwapModalProps) {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  const reviewed = flow.state.target;
  const amounts = reviewed && {
    inputAmount: reviewed.inputAmount.toSignificant(DISPLAY_PRECISION.modal, { locale }),
    inputSymbol: reviewed.inputAmount.currency.symbol,
    outputAmount: reviewed.outputAmount.toSignificant(DISPLAY_PRECISION.modal, { locale }),
    outputSymbol: reviewed.outputAmount.currency.symbol,
  };
  return (
    <TransactionConfirmationModal
      {...flow.modal}
      onDismiss={onDismiss}
      title={t('Confirm Swap')}
      pendingText={amounts ? t('Swapping %inputAmount% %inputSymbol% for %outputAmount% %outputSymbol%', amounts) : ''}
      currencyToAdd={reviewed?.outputAmount.currency}
    >
      {reviewed && (
        <SwapReview
          reviewed={reviewed}
          latest={trade}
          slippageBips={slippageBips}
          recipient={recipient}
          wrappedNative={wrappedNative}
          onAcceptChanges={onAcceptChanges}
          onConfirm={onConfirm}
        />
      )}
    </TransactionConfirmationModal>
  );
}

function AmountLine({ amount }: { amount: CurrencyAmount<Currency> }) {
  const locale = useFormatLocale();
  return (
    <div className="flex items-center justify-between gap-3">
      <span className="flex items-center gap-2">
        <CurrencyLogo currency={amount.currency} size={24} />
        <span className="truncate text-2xl font-semibold">
          {amount.toSignificant(DISPLAY_PRECISION.modal, { locale })}
        </span>
      </span>
      <span className="font-semibold">{amount.currency.symbol}</span>
    </div>
  );
}

function SwapReview({
  reviewed,
  latest,
  slippageBips,
  recipient,
  wrappedNative,
  onAcceptChanges,
  onConfirm,
}: {
  reviewed: SplitTrade;
  latest: SplitTrade | undefined;
  slippageBips: number;
  recipient: Address | undefined;
  wrappedNative: Token | undefined;
  onAcceptChanges(trade: SplitTrade): void;
  onConfirm(): void;
}) {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  const [inverted, setInverted] = useState(false);
  const priceUpdated = Boolean(latest && tradeMeaningfullyDiffers(reviewed, latest));
  const breakdown = computeSplitPriceBreakdown(reviewed);
  const slippageAdjusted = computeSlippageAdjustedAmounts(reviewed, slippageBips);
  const severity = priceImpactSeverity(breakdown.priceImpactWithoutFee);
  const exactIn = reviewed.tradeType === 'exactIn';

  return (
    <div className="flex flex-col gap-4" data-testid="confirm-swap">
      <div className="flex flex-col gap-2">
        <AmountLine amount={reviewed.inputAmount} />
        <ArrowDownIcon className="mx-auto text-muted" />
        <AmountLine amount={reviewed.outputAmount} />
      </div>
      {priceUpdated && latest && (
        <div
          role="alert"
          className="flex items-center justify-between gap-3 rounded-2xl border border-warning bg-warning/10 p-3 text-sm"
        >
          <span className="font-semibold">{t('Price Updated')}</span>
          <Button size="sm" onClick={() => onAcceptChanges(latest)}>
            {t('Accept')}
          </Button>
        </div>
      )}
      <p className="text-sm text-muted">
        {exactIn
          ? t('Estimated output: you get at least %amount% %symbol%, or the swap is cancelled.', {
              amount: slippageAdjusted.minimumAmountOut.toSignificant(DISPLAY_PRECISION.price, { locale }),
              symbol: reviewed.outputAmount.currency.symbol,
            })
          : t('Estimated input: you pay at most %amount% %symbol%, or the swap is cancelled.', {
              amount: slippageAdjusted.maximumAmountIn.toSignificant(DISPLAY_PRECISION.price, { locale }),
              symbol: reviewed.inputAmount.currency.symbol,
            })}
      </p>
      {recipient && (
        <p className="text-sm text-muted" data-testid="confirm-recipient">
          {t('Output will be sent to %recipient%', { recipient: shortenAddress(recipient) })}
        </p>
      )}
      <div className="flex flex-col gap-2 rounded-2xl border border-border p-4">
        <DetailRow label={t('Price')}>
          <TradePrice price={reviewed.executionPrice} inverted={inverted} onToggle={() => setInverted((v) => !v)} />
        </DetailRow>
        <TradeSummaryRows
          trade={reviewed}
          wrappedNative={wrappedNative}
          breakdown={breakdown}
          slippageAdjusted={slippageAdjusted}
        />
        <TradeRouteRow trade={reviewed} wrappedNative={wrappedNative} />
      </div>
      <Button
        fullWidth
        variant={severity > 2 ? 'danger' : 'primary'}
        disabled={priceUpdated}
        onClick={onConfirm}
        data-testid="confirm-swap-button"
      >
        {severity > 2 ? t('Swap Anyway') : t('Confirm Swap')}
      </Button>
    </div>
  );
}
