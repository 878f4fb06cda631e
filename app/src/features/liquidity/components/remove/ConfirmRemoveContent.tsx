import type { CurrencyAmount, Price } from '@flaskswap/sdk';
import { CurrencyLogo } from '@/features/tokens';
import { useFormatLocale } from '@/i18n/format.ts';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { Button } from '@/ui/Button.tsx';
import { DetailRow } from '../DetailRow.tsx';
import { DoubleCurrencyLogo } from '../DoubleCurrencyLogo.tsx';
import { MODAL_DIGITS, PriceRow, SlippageEstimateNote } from '../ReviewParts.tsx';

/** What the user reviews and sends when removing liquidity. */
export interface RemoveReview {
  liquidity: CurrencyAmount;
  amountA: CurrencyAmount;
  amountB: CurrencyAmount;
}

/** The review step of removing liquidity: what comes back, the LP burnt and the price. */
export function ConfirmRemoveContent({
  amountA,
  amountB,
  liquidity,
  price,
  onConfirm,
}: RemoveReview & { price: Price | undefined; onConfirm(): void }) {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  const a = amountA.currency;
  const b = amountB.currency;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-2">
        {[amountA, amountB].map((amount, i) => (
          <div key={amount.currency.symbol}>
            {i === 1 && (
              <p className="text-center text-muted" aria-hidden="true">
                +
              </p>
            )}
            <p className="flex items-center justify-between gap-2 text-2xl font-bold">
              <span data-testid={`confirm-receive-${amount.currency.symbol}`}>
                {amount.toSignificant(MODAL_DIGITS, { locale })}
              </span>
              <span className="flex items-center gap-2">
                <CurrencyLogo currency={amount.currency} size={24} />
                {amount.currency.symbol}
              </span>
            </p>
          </div>
        ))}
        <SlippageEstimateNote />
      </div>
      <div className="flex flex-col gap-2 rounded-2xl bg-input/50 p-4">
        <DetailRow label={t('FLASK-LP %symbolA%/%symbolB% Burned', { symbolA: a.symbol, symbolB: b.symbol })}>
          <DoubleCurrencyLogo currency0={a} currency1={b} size={18} />
          {liquidity.toSignificant(MODAL_DIGITS, { locale })}
        </DetailRow>
        <PriceRow label={t('Price')} price={price} a={a} b={b} />
      </div>
      <Button fullWidth onClick={onConfirm}>
        {t('Confirm')}
      </Button>
    </div>
  );
}
