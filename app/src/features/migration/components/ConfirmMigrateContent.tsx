import { DoubleCurrencyLogo, MODAL_DIGITS, PriceRow, SlippageEstimateNote } from '@/features/liquidity';
import { useFormatLocale } from '@/i18n/format.ts';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { Button } from '@/ui/Button.tsx';
import type { PositionView } from '../logic/positionView.ts';
import { AmountRows } from './AmountRows.tsx';

/** The review of a migration: the FlaskSwap LP to receive, what goes in, what comes back, the price. */
export function ConfirmMigrateContent({ view, onConfirm }: { view: PositionView; onConfirm(): void }) {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  const [a, b] = view.currencies;
  const returns = view.returned.filter((amount) => amount.raw > 0n);
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <p className="flex items-center gap-3 text-3xl font-bold">
          <span data-testid="confirm-migrate-lp">{view.liquidity.toSignificant(MODAL_DIGITS, { locale })}</span>
          <DoubleCurrencyLogo currency0={a} currency1={b} size={28} />
        </p>
        <p className="text-lg font-semibold">
          {t('%symbolA%/%symbolB% Pool Tokens', { symbolA: a.symbol, symbolB: b.symbol })}
        </p>
        <SlippageEstimateNote />
      </div>
      <div className="flex flex-col gap-2 rounded-2xl bg-input/50 p-4">
        <AmountRows
          amounts={view.deposited}
          label={(symbol) => t('%symbol% Deposited', { symbol })}
          testId="confirm-deposited"
        />
        {returns.length > 0 && (
          <AmountRows
            amounts={returns}
            label={(symbol) => t('%symbol% back to your wallet', { symbol })}
            testId="confirm-returned"
          />
        )}
        <PriceRow label={t('Rates')} price={view.flaskPrice ?? view.legacyPrice} a={a} b={b} />
      </div>
      <Button fullWidth onClick={onConfirm}>
        {t('Confirm Migration')}
      </Button>
    </div>
  );
}
