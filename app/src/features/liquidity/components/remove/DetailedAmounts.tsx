import { CurrencyInputPanel } from '@/features/tokens';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import type { BurnField } from '../../logic/burnState.ts';
import type { RemoveLiquidityForm } from './useRemoveLiquidityForm.ts';

/** The detailed mode: type the LP to burn, or the amount of either token to get back. */
export function DetailedAmounts({ form }: { form: RemoveLiquidityForm }) {
  const { t } = useTranslation();
  const { lpToken, currencyA, currencyB, info, onUserInput } = form;
  const atMax = info.percentToRemove.equalTo(1n);
  const onMax = () => onUserInput('LIQUIDITY_PERCENT', '100');
  const panel = (field: BurnField, id: string) => (
    <CurrencyInputPanel
      id={id}
      value={info.formattedAmounts[field]}
      onUserInput={(value) => onUserInput(field, value)}
      onMax={onMax}
      showMaxButton={!atMax}
      currency={field === 'LIQUIDITY' ? lpToken : field === 'CURRENCY_A' ? currencyA : currencyB}
      disableCurrencySelect
      hideBalance={field !== 'LIQUIDITY'}
      label={field === 'LIQUIDITY' ? t('Input') : t('Output')}
    />
  );
  return (
    <div className="flex flex-col gap-2">
      {panel('LIQUIDITY', 'remove-liquidity-lp')}
      <div className="text-center text-muted" aria-hidden="true">
        ↓
      </div>
      {panel('CURRENCY_A', 'remove-liquidity-a')}
      <div className="text-center text-muted" aria-hidden="true">
        +
      </div>
      {panel('CURRENCY_B', 'remove-liquidity-b')}
    </div>
  );
}
