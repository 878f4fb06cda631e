import type { CurrencyAmount } from '@flaskswap/sdk';
import { DetailRow } from '@/features/liquidity';
import { CurrencyLogo } from '@/features/tokens';
import { useFormatLocale } from '@/i18n/format.ts';

/** SPEC.md section 9: amounts with 6 significant digits. */
export const AMOUNT_DIGITS = 6;

/** One row per amount: `label(symbol)`, the amount and the currency's logo. */
export function AmountRows({
  amounts,
  label,
  testId,
}: {
  amounts: readonly CurrencyAmount[];
  label(symbol: string): string;
  testId: string;
}) {
  const locale = useFormatLocale();
  return (
    <>
      {amounts.map((amount) => (
        <DetailRow
          key={amount.currency.symbol}
          label={label(amount.currency.symbol)}
          testId={`${testId}-${amount.currency.symbol}`}
        >
          {amount.toSignificant(AMOUNT_DIGITS, { locale })}
          <CurrencyLogo currency={amount.currency} size={18} />
        </DetailRow>
      ))}
    </>
  );
}
