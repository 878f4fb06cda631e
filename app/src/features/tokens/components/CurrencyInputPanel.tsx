import { AMOUNT_INPUT_MAX_LENGTH, type Currency, type CurrencyAmount, sanitizeAmountInput } from '@flaskswap/sdk';
import { useConnection } from '@/chain/connection.ts';
import { useFormatLocale } from '@/i18n/format.ts';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { cn } from '@/ui/cn.ts';
import { Skeleton } from '@/ui/Skeleton.tsx';
import { useCurrencyBalance } from '../data/useCurrencyBalances.ts';
import { CurrencyLogo } from './CurrencyLogo.tsx';
import { CurrencySearchButton } from './CurrencySearchButton.tsx';
import { CurrencySymbol } from './CurrencySymbol.tsx';

export interface CurrencyInputPanelProps {
  value: string;
  onUserInput(value: string): void;
  onMax?: () => void;
  showMaxButton?: boolean;
  currency: Currency | null | undefined;
  onCurrencySelect?: (currency: Currency) => void;
  otherCurrency?: Currency | null;
  /** Already translated, e.g. t('From'). */
  label?: string;
  id: string;
  disableCurrencySelect?: boolean;
  hideBalance?: boolean;
  showCommonBases?: boolean;
  /**
   * The balance when the page already reads it in its own batch (null while loading); left
   * out, the panel reads it itself.
   */
  balance?: CurrencyAmount | null;
}

/**
 * An amount field with its currency: digits and one decimal separator (commas become dots, at
 * most 79 characters), the wallet balance, MAX, and the currency picker.
 */
export function CurrencyInputPanel({
  value,
  onUserInput,
  onMax,
  showMaxButton,
  currency,
  onCurrencySelect,
  otherCurrency,
  label,
  id,
  disableCurrencySelect,
  hideBalance,
  showCommonBases = true,
  balance: givenBalance,
}: CurrencyInputPanelProps) {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  const { address } = useConnection();
  const readBalance = useCurrencyBalance(address, givenBalance === undefined ? currency : undefined);
  const balance = givenBalance === undefined ? readBalance : (givenBalance ?? undefined);
  const inputId = `${id}-amount`;

  return (
    <div
      id={id}
      className="rounded-2xl border border-border bg-input/60 p-4 focus-within:ring-2 focus-within:ring-primary"
    >
      <div className="mb-2 flex items-center justify-between gap-2 text-sm text-muted">
        {label ? <label htmlFor={inputId}>{label}</label> : <span />}
        {!hideBalance && address && currency && (
          <span data-testid={`${id}-balance`} className="truncate">
            {balance ? (
              t('Balance: %amount%', { amount: balance.toSignificant(6, { locale }) })
            ) : (
              <Skeleton className="h-4 w-24" />
            )}
          </span>
        )}
      </div>
      <div className="flex items-center gap-2">
        <input
          id={inputId}
          dir="ltr"
          className="w-0 min-w-0 flex-1 bg-transparent text-2xl font-semibold text-text outline-none placeholder:text-muted rtl:text-right"
          value={value}
          onChange={(event) => {
            const next = sanitizeAmountInput(event.target.value);
            if (next !== undefined) onUserInput(next);
          }}
          inputMode="decimal"
          autoComplete="off"
          autoCorrect="off"
          spellCheck={false}
          type="text"
          pattern="^[0-9]*[.,]?[0-9]*$"
          placeholder="0.0"
          minLength={1}
          maxLength={AMOUNT_INPUT_MAX_LENGTH}
          aria-label={label ? undefined : t('Amount')}
        />
        {showMaxButton && address && currency && onMax && (
          <button
            type="button"
            onClick={onMax}
            className="rounded-lg bg-primary/10 px-2 py-1 text-xs font-bold text-primary hover:bg-primary/20 focus-visible:outline-2 focus-visible:outline-primary"
          >
            {t('MAX')}
          </button>
        )}
        <CurrencySearchButton
          currency={currency}
          otherCurrency={otherCurrency}
          onCurrencySelect={onCurrencySelect}
          showCommonBases={showCommonBases}
          disabled={disableCurrencySelect}
          testId={`${id}-currency-button`}
          className={cn(
            'flex shrink-0 items-center gap-2 rounded-xl px-2 py-1 font-semibold',
            'focus-visible:outline-2 focus-visible:outline-primary',
            disableCurrencySelect ? 'cursor-default' : 'hover:bg-card',
          )}
        >
          {currency ? (
            <>
              <CurrencyLogo currency={currency} size={24} />
              <CurrencySymbol currency={currency} />
            </>
          ) : (
            <span className="text-primary">{t('Select a currency')}</span>
          )}
          {!disableCurrencySelect && <span aria-hidden="true">▾</span>}
        </CurrencySearchButton>
      </div>
    </div>
  );
}
