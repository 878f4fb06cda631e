import { type Currency, type Price, slippageToPercent } from '@flaskswap/sdk';
import type { ReactNode } from 'react';
import type { Hex } from 'viem';
import { TransactionConfirmationModal } from '@/features/transactions';
import { useFormatLocale } from '@/i18n/format.ts';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { useAppStore } from '@/state/store.ts';
import { DetailRow } from './DetailRow.tsx';

/** SPEC.md section 9: 6 significant digits in a modal, 4 for prices. */
export const MODAL_DIGITS = 6;
export const PRICE_DIGITS = 4;

/** The price both ways: '1 A = x B' and '1 B = y A'. */
export function priceLines(price: Price, a: Currency, b: Currency, locale?: string): [string, string] {
  return [
    `1 ${a.symbol} = ${price.toSignificant(PRICE_DIGITS, { locale })} ${b.symbol}`,
    `1 ${b.symbol} = ${price.invert().toSignificant(PRICE_DIGITS, { locale })} ${a.symbol}`,
  ];
}

/** A review row with the price both ways, when the pair has one. */
export function PriceRow({
  label,
  price,
  a,
  b,
}: {
  label: string;
  price: Price | undefined;
  a: Currency;
  b: Currency;
}) {
  const locale = useFormatLocale();
  if (!price || price.raw.numerator <= 0n) return null;
  const [aInB, bInA] = priceLines(price, a, b, locale);
  return (
    <DetailRow label={label}>
      <span className="flex flex-col items-end">
        <span>{aInB}</span>
        <span>{bInA}</span>
      </span>
    </DetailRow>
  );
}

/** The review's warning that the amounts hold only within the slippage tolerance. */
export function SlippageEstimateNote() {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  const slippageBips = useAppStore((state) => state.userSlippageTolerance);
  return (
    <p className="text-sm text-muted italic">
      {t(
        'These amounts are estimates: if the price moves more than %slippage%% before your transaction is mined, it is cancelled.',
        {
          slippage: slippageToPercent(slippageBips).toSignificant(4, { locale }),
        },
      )}
    </p>
  );
}

/** The confirmation modal of a reviewed liquidity write (useLiquidityReview). */
export function ReviewModal({
  review,
  title,
  pendingText,
  currencyToAdd,
  children,
}: {
  review: {
    dismiss(): void;
    modal: { attemptingTxn: boolean; hash: Hex | undefined; errorMessage?: string | undefined };
  };
  title: string;
  pendingText: string;
  currencyToAdd?: Currency | undefined;
  children: ReactNode;
}) {
  return (
    <TransactionConfirmationModal
      isOpen
      onDismiss={review.dismiss}
      title={title}
      attemptingTxn={review.modal.attemptingTxn}
      hash={review.modal.hash}
      errorMessage={review.modal.errorMessage}
      pendingText={pendingText}
      currencyToAdd={currencyToAdd}
    >
      {children}
    </TransactionConfirmationModal>
  );
}
