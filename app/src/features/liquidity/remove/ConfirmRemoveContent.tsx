import { type CurrencyAmount, type Price, slippageToPercent } from '@flaskswap/sdk';
import { CurrencyLogo } from '@/features/tokens/index.ts';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { useAppStore } from '@/state/store.ts';
import { Button } from '@/ui/Button.tsx';
import { DetailRow } from '../components/DetailRow.tsx';
import { DoubleCurrencyLogo } from '../components/DoubleCurrencyLogo.tsx';

const MODAL_DIGITS = 6;
const PRICE_DIGITS = 4;

/** The review step of removing liquidity: what comes back, the LP burnt and the price. */
export function ConfirmRemoveContent({
  amountA,
  amountB,
  liquidity,
  price,
  onConfirm,
}: {
  amountA: CurrencyAmount;
  amountB: CurrencyAmount;
  liquidity: CurrencyAmount;
  price: Price | undefined;
  onConfirm(): void;
}) {
  const { t } = useTranslation();
  const slippageBips = useAppStore((state) => state.userSlippageTolerance);
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
                {amount.toSignificant(MODAL_DIGITS)}
              </span>
              <span className="flex items-center gap-2">
                <CurrencyLogo currency={amount.currency} size={24} />
                {amount.currency.symbol}
              </span>
            </p>
          </div>
        ))}
        <p className="text-sm text-muted italic">
          {t(
            'These amounts are estimates: if the price moves more than %slippage%% before your transaction is mined, it is cancelled.',
            {
              slippage: slippageToPercent(slippageBips).toSignificant(4),
            },
          )}
        </p>
      </div>
      <div className="flex flex-col gap-2 rounded-2xl bg-input/50 p-4">
        <DetailRow label={t('FLASK-LP %symbolA%/%symbolB% Burned', { symbolA: a.symbol, symbolB: b.symbol })}>
          <DoubleCurrencyLogo currency0={a} currency1={b} size={18} />
          {liquidity.toSignificant(MODAL_DIGITS)}
        </DetailRow>
        {price && price.raw.numerator > 0n && (
          <DetailRow label={t('Price')}>
            <span className="flex flex-col items-end">
              <span>{`1 ${a.symbol} = ${price.toSignificant(PRICE_DIGITS)} ${b.symbol}`}</span>
              <span>{`1 ${b.symbol} = ${price.invert().toSignificant(PRICE_DIGITS)} ${a.symbol}`}</span>
            </span>
          </DetailRow>
        )}
      </div>
      <Button fullWidth onClick={onConfirm}>
        {t('Confirm')}
      </Button>
    </div>
  );
}
