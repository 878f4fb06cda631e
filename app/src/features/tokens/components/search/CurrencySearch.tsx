import type { Currency, Token } from '@flaskswap/sdk';
import { type KeyboardEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { Button } from '@/ui/Button.tsx';
import { useNativeCurrency } from '../../data/useNativeCurrency.ts';
import { enterSelection } from '../../logic/tokenSearch.ts';
import { useDebouncedValue } from '../useDebouncedValue.ts';
import { CommonBases } from './CommonBases.tsx';
import { CurrencyList } from './CurrencyList.tsx';
import { useSearchRows } from './useSearchRows.ts';

/** SPEC.md section 9: token search debounce. */
export const SEARCH_DEBOUNCE_MS = 200;

export interface CurrencySearchProps {
  selectedCurrency: Currency | null | undefined;
  otherSelectedCurrency: Currency | null | undefined;
  showCommonBases: boolean;
  onSelect(currency: Currency): void;
  onImport(tokens: Token[]): void;
  onManage(): void;
}

export function CurrencySearch({
  selectedCurrency,
  otherSelectedCurrency,
  showCommonBases,
  onSelect,
  onImport,
  onManage,
}: CurrencySearchProps) {
  const { t } = useTranslation();
  const listId = useId();
  const native = useNativeCurrency();
  const [query, setQuery] = useState('');
  const debouncedQuery = useDebouncedValue(query, SEARCH_DEBOUNCE_MS);
  const { rows, sortedTokens, balanceOf, showBalances } = useSearchRows(debouncedQuery);
  const [activeIndex, setActiveIndex] = useState(-1);
  const [pendingEnter, setPendingEnter] = useState(false);

  // A new result set starts without a highlighted row.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when the results change
  useEffect(() => setActiveIndex(-1), [debouncedQuery]);

  const choose = (currency: Currency) => {
    if (selectedCurrency?.equals(currency)) return;
    onSelect(currency);
  };

  const activeRow = activeIndex >= 0 ? rows[activeIndex] : undefined;
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (rows.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActiveIndex((index) => Math.min(rows.length - 1, Math.max(0, index + step)));
      return;
    }
    if (event.key !== 'Enter') return;
    event.preventDefault();
    if (activeRow && activeRow.kind !== 'loading') {
      if (activeRow.kind === 'import') onImport([activeRow.token]);
      else choose(activeRow.currency);
      return;
    }
    // Typed faster than the debounce: decide once the results for this text are in.
    if (query !== debouncedQuery) setPendingEnter(true);
    else applyEnter();
  };

  const applyEnter = () => {
    const picked = enterSelection(query, sortedTokens);
    if (picked === 'native') choose(native);
    else if (picked) choose(picked);
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the debounced results arrive
  useEffect(() => {
    if (!pendingEnter || query !== debouncedQuery) return;
    setPendingEnter(false);
    applyEnter();
  }, [pendingEnter, debouncedQuery, sortedTokens]);

  return (
    <div className="flex flex-col gap-4">
      <input
        type="text"
        // biome-ignore lint/a11y/noAutofocus: the dialog opens to type a token name
        autoFocus
        value={query}
        onChange={(event) => {
          // A highlighted row belongs to the old results: Enter must not pick it.
          setActiveIndex(-1);
          setQuery(event.target.value);
        }}
        onKeyDown={onKeyDown}
        placeholder={t('Search name or paste address')}
        aria-label={t('Search name or paste address')}
        role="combobox"
        aria-expanded="true"
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={activeIndex >= 0 ? `${listId}-option-${activeIndex}` : undefined}
        autoComplete="off"
        spellCheck={false}
        maxLength={100}
        className="h-12 w-full rounded-2xl border border-border bg-input px-4 text-base outline-none focus:border-primary focus-visible:ring-2 focus-visible:ring-primary"
      />
      {showCommonBases && <CommonBases selectedCurrency={selectedCurrency} onSelect={choose} />}
      <div className="-mx-2 border-t border-border pt-2">
        {rows.length === 0 ? (
          <div className="grid h-[390px] place-items-center text-center text-muted" role="status">
            {t('No results found.')}
          </div>
        ) : (
          <CurrencyList
            id={listId}
            rows={rows}
            activeIndex={activeIndex}
            selectedCurrency={selectedCurrency}
            otherSelectedCurrency={otherSelectedCurrency}
            balanceOf={balanceOf}
            showBalances={showBalances}
            onSelect={choose}
            onImport={(token) => onImport([token])}
          />
        )}
      </div>
      <Button variant="text" onClick={onManage} className="self-center">
        {t('Manage Tokens')}
      </Button>
    </div>
  );
}
