import type { Currency } from '@flaskswap/sdk';
import { type ReactNode, useState } from 'react';
import { CurrencySearchModal, preloadCurrencySearch } from './CurrencySearchModal.tsx';

/** A button that opens the token selector for `currency`; disabled (or without onCurrencySelect), it opens nothing. */
export function CurrencySearchButton({
  currency,
  otherCurrency,
  onCurrencySelect,
  showCommonBases,
  disabled,
  testId,
  className,
  children,
}: {
  currency: Currency | null | undefined;
  otherCurrency?: Currency | null | undefined;
  onCurrencySelect: ((currency: Currency) => void) | undefined;
  showCommonBases?: boolean;
  disabled?: boolean | undefined;
  testId: string;
  className: string;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        data-testid={testId}
        disabled={disabled}
        onClick={() => setOpen(true)}
        onPointerEnter={preloadCurrencySearch}
        onFocus={preloadCurrencySearch}
        className={className}
      >
        {children}
      </button>
      {!disabled && onCurrencySelect && (
        <CurrencySearchModal
          open={open}
          onOpenChange={setOpen}
          onCurrencySelect={onCurrencySelect}
          selectedCurrency={currency}
          otherSelectedCurrency={otherCurrency}
          showCommonBases={showCommonBases}
        />
      )}
    </>
  );
}
