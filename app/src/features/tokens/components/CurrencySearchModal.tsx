import type { Currency } from '@flaskswap/sdk';
import { lazy } from 'react';
import { MountWhenShown } from '@/ui/MountWhenShown.tsx';

export interface CurrencySearchModalProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  onCurrencySelect(currency: Currency): void;
  selectedCurrency?: Currency | null;
  otherSelectedCurrency?: Currency | null;
  showCommonBases?: boolean;
}

const loadDialog = () => import('./CurrencySearchDialog.tsx');

/** Starts loading the token selector's code (on hover or focus of a button that opens it). */
export function preloadCurrencySearch() {
  void loadDialog();
}

const CurrencySearchDialog = lazy(() =>
  loadDialog().then(({ CurrencySearchDialog }) => ({ default: CurrencySearchDialog })),
);

/**
 * The token selector. Its code (search, virtual list, list and token management, import) loads
 * when it first opens: a page's first paint does not need it. Once opened it stays mounted.
 */
export function CurrencySearchModal(props: CurrencySearchModalProps) {
  return (
    <MountWhenShown shown={props.open}>
      <CurrencySearchDialog {...props} />
    </MountWhenShown>
  );
}
