import { DISPLAY_PRECISION, type Price } from '@flaskswap/sdk';
import { useFormatLocale } from '@/i18n/format.ts';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';

/** '0.0333 BNB per FLASK' with a button that turns it around. */
export function TradePrice({ price, inverted, onToggle }: { price: Price; inverted: boolean; onToggle(): void }) {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  const shown = inverted ? price.invert() : price;
  const value = shown.raw.numerator === 0n ? '0' : shown.toSignificant(DISPLAY_PRECISION.price, { locale });
  return (
    <span className="flex items-center justify-end gap-1 text-end" data-testid="trade-price">
      <span>
        {t('%price% %quote% per %base%', {
          price: value,
          quote: shown.quoteCurrency.symbol,
          base: shown.baseCurrency.symbol,
        })}
      </span>
      <button
        type="button"
        onClick={onToggle}
        aria-label={t('Invert price')}
        title={t('Invert price')}
        className="grid size-6 place-items-center rounded-lg bg-input text-primary hover:bg-input/70 focus-visible:outline-2 focus-visible:outline-primary"
      >
        <svg
          viewBox="0 0 24 24"
          width="14"
          height="14"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          aria-hidden="true"
        >
          <path d="M7 4v16M7 4L3 8M7 4l4 4M17 20V4M17 20l-4-4M17 20l4-4" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </button>
    </span>
  );
}
