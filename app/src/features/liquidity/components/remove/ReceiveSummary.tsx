import type { Currency, CurrencyAmount } from '@flaskswap/sdk';
import { CurrencyLogo } from '@/features/tokens';
import { useFormatLocale } from '@/i18n/format.ts';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';

/** What the chosen share of the position gives back, 6 significant digits each. */
export function ReceiveSummary({
  amountA,
  amountB,
  currencyA,
  currencyB,
}: {
  amountA: CurrencyAmount | undefined;
  amountB: CurrencyAmount | undefined;
  currencyA: Currency | undefined;
  currencyB: Currency | undefined;
}) {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  return (
    <section className="flex flex-col gap-2 rounded-2xl border border-border p-4" aria-label={t('You will receive')}>
      <h2 className="text-sm font-semibold text-muted">{t('You will receive')}</h2>
      {[
        { currency: currencyA, amount: amountA },
        { currency: currencyB, amount: amountB },
      ].map(({ currency, amount }, i) => (
        <div key={currency?.symbol ?? i} className="flex items-center justify-between gap-2">
          <span className="text-xl font-semibold" data-testid={`receive-${i === 0 ? 'a' : 'b'}`}>
            {amount?.toSignificant(6, { locale }) ?? '-'}
          </span>
          <span className="flex items-center gap-2 font-semibold">
            <CurrencyLogo currency={currency} size={20} />
            {currency?.symbol}
          </span>
        </div>
      ))}
    </section>
  );
}
