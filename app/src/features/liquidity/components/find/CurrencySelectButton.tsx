import type { Currency } from '@flaskswap/sdk';
import { CurrencyLogo, CurrencySearchButton } from '@/features/tokens';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';

/** A full-width button showing the chosen currency; it opens the token selector. */
export function CurrencySelectButton({
  currency,
  otherCurrency,
  onSelect,
  testId,
}: {
  currency: Currency | undefined;
  otherCurrency: Currency | undefined;
  onSelect(currency: Currency): void;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <CurrencySearchButton
      currency={currency}
      otherCurrency={otherCurrency}
      onCurrencySelect={onSelect}
      showCommonBases
      testId={testId}
      className="flex h-14 w-full items-center justify-between gap-2 rounded-2xl border border-border bg-input/60 px-4 font-semibold hover:bg-input focus-visible:outline-2 focus-visible:outline-primary"
    >
      {currency ? (
        <span className="flex items-center gap-2">
          <CurrencyLogo currency={currency} size={24} />
          {currency.symbol}
        </span>
      ) : (
        <span className="text-primary">{t('Select a Token')}</span>
      )}
      <span aria-hidden="true">▾</span>
    </CurrencySearchButton>
  );
}
