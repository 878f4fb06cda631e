import type { Currency, CurrencyAmount, Token } from '@flaskswap/sdk';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef } from 'react';
import { useFormatLocale } from '@/i18n/format.ts';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { cn } from '@/ui/cn.ts';
import { Skeleton } from '@/ui/Skeleton.tsx';
import { CurrencyLogo } from '../CurrencyLogo.tsx';
import { CurrencySymbol } from '../CurrencySymbol.tsx';

/** SPEC.md: 56 px rows in a 390 px window. */
export const ROW_HEIGHT = 56;
export const LIST_HEIGHT = 390;

export type CurrencyListRow =
  | { kind: 'currency'; currency: Currency; userAdded?: boolean }
  | { kind: 'import'; token: Token; listName?: string }
  | { kind: 'loading'; key: string };

export function rowKey(row: CurrencyListRow): string {
  if (row.kind === 'loading') return `loading-${row.key}`;
  if (row.kind === 'import') return `import-${row.token.address}`;
  return row.currency.isNative ? 'native' : row.currency.address;
}

export interface CurrencyListProps {
  id: string;
  rows: readonly CurrencyListRow[];
  activeIndex: number;
  selectedCurrency: Currency | null | undefined;
  otherSelectedCurrency: Currency | null | undefined;
  balanceOf(currency: Currency): CurrencyAmount | undefined;
  showBalances: boolean;
  onSelect(currency: Currency): void;
  onImport(token: Token): void;
}

/** Only the rows in view are rendered, so a list of thousands of tokens stays fast. */
export function CurrencyList({ id, rows, activeIndex, ...rowProps }: CurrencyListProps) {
  const { t } = useTranslation();
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 6,
    // jsdom-free first paint: render the first screen before the element is measured.
    initialRect: { width: 360, height: LIST_HEIGHT },
  });

  useEffect(() => {
    if (activeIndex >= 0) virtualizer.scrollToIndex(activeIndex, { align: 'auto' });
  }, [activeIndex, virtualizer]);

  return (
    <div ref={scrollRef} className="overflow-y-auto" style={{ height: LIST_HEIGHT }}>
      <div
        id={id}
        role="listbox"
        aria-label={t('Tokens')}
        className="relative w-full"
        style={{ height: virtualizer.getTotalSize() }}
      >
        {virtualizer.getVirtualItems().map((item) => {
          const row = rows[item.index]!;
          return (
            <div key={rowKey(row)} className="absolute inset-x-0" style={{ top: item.start, height: ROW_HEIGHT }}>
              <Row
                row={row}
                optionId={`${id}-option-${item.index}`}
                active={item.index === activeIndex}
                {...rowProps}
              />
            </div>
          );
        })}
      </div>
    </div>
  );
}

function Row({
  row,
  optionId,
  active,
  selectedCurrency,
  otherSelectedCurrency,
  balanceOf,
  showBalances,
  onSelect,
  onImport,
}: {
  row: CurrencyListRow;
  optionId: string;
  active: boolean;
} & Omit<CurrencyListProps, 'id' | 'rows' | 'activeIndex'>) {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  if (row.kind === 'loading') {
    return (
      <div
        id={optionId}
        role="option"
        tabIndex={-1}
        aria-selected={false}
        aria-busy="true"
        className="flex h-full items-center gap-3 px-2"
      >
        <Skeleton className="size-6 rounded-full" />
        <Skeleton className="h-4 w-32" />
      </div>
    );
  }
  const currency = row.kind === 'import' ? row.token : row.currency;
  const isSelected = Boolean(selectedCurrency?.equals(currency));
  const isOtherSelected = Boolean(otherSelectedCurrency?.equals(currency));
  const balance = row.kind === 'currency' ? balanceOf(currency) : undefined;
  const choose = () => {
    if (isSelected) return;
    if (row.kind === 'import') onImport(row.token);
    else onSelect(currency);
  };
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the search field drives the list from the keyboard (aria-activedescendant)
    <div
      id={optionId}
      role="option"
      tabIndex={-1}
      aria-selected={active}
      aria-disabled={isSelected || undefined}
      data-testid={`token-row-${currency.isNative ? 'BNB' : currency.address}`}
      onClick={choose}
      className={cn(
        'flex h-full items-center gap-3 rounded-xl px-2',
        isSelected ? 'cursor-not-allowed opacity-50' : 'cursor-pointer hover:bg-input/60',
        active && !isSelected && 'bg-input ring-2 ring-primary ring-inset',
        isOtherSelected && 'bg-input/50',
      )}
    >
      <CurrencyLogo currency={currency} size={28} />
      <div className="flex min-w-0 flex-1 flex-col">
        <CurrencySymbol currency={currency} className="truncate font-semibold" />
        <span className="truncate text-xs text-muted">
          {currency.name}
          {row.kind === 'currency' && row.userAdded && ` • ${t('Added by user')}`}
          {row.kind === 'import' && row.listName && ` • ${t('via %listName%', { listName: row.listName })}`}
        </span>
      </div>
      {row.kind === 'import' ? (
        <button
          type="button"
          tabIndex={-1}
          onClick={(event) => {
            event.stopPropagation();
            onImport(row.token);
          }}
          className="rounded-xl bg-primary px-3 py-1 text-sm font-semibold text-on-accent hover:bg-primary-dark"
        >
          {t('Import')}
        </button>
      ) : (
        showBalances && (
          <span className="shrink-0 text-sm tabular-nums">
            {balance ? balance.toSignificant(4, { locale }) : <Skeleton className="h-4 w-12" />}
          </span>
        )
      )}
    </div>
  );
}
