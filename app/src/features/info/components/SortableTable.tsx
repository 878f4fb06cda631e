// The info tables: click (or Enter/Space on) a column header to sort, ten rows a page.
import { type ReactNode, useState } from 'react';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { Skeleton } from '@/ui/Skeleton.tsx';
import { nextSort, pageOf, type SortState, sortRows } from '../logic/table.ts';

export interface Column<Row, Key extends string> {
  key: Key;
  header: string;
  cell(row: Row, position: number): ReactNode;
  /** What the column sorts by; a column without it does not sort. */
  sortValue?(row: Row): number | string;
  align?: 'left' | 'right';
}

export interface SortableTableProps<Row, Key extends string> {
  label: string;
  rows: readonly Row[] | undefined;
  columns: readonly Column<Row, Key>[];
  initialSort: SortState<Key>;
  rowKey(row: Row): string;
  emptyText: string;
  testId: string;
  /** The rows could not be loaded (the indexer is down): no skeletons, a dash instead. */
  unavailable?: boolean;
}

export function SortableTable<Row, Key extends string>(props: SortableTableProps<Row, Key>) {
  const { label, rows, columns, initialSort, rowKey, emptyText, testId, unavailable = false } = props;
  const { t } = useTranslation();
  const [sort, setSort] = useState(initialSort);
  const [page, setPage] = useState(1);
  const sortValue = (row: Row, key: Key) => columns.find((column) => column.key === key)?.sortValue?.(row) ?? 0;
  const view = pageOf(rows ? sortRows(rows, sort, sortValue) : [], page);
  const firstPosition = (view.page - 1) * 10;

  return (
    <div data-testid={testId} data-row-count={rows?.length ?? ''}>
      <div className="overflow-x-auto">
        <table className="w-full text-sm" aria-label={label}>
          <thead>
            <tr className="border-b border-border text-muted">
              {columns.map((column) => {
                const sorted = sort.key === column.key;
                const ariaSort = sorted ? (sort.direction === 'asc' ? 'ascending' : 'descending') : undefined;
                const align = column.align === 'right' ? 'text-end' : 'text-start';
                return (
                  <th
                    key={column.key}
                    scope="col"
                    aria-sort={column.sortValue ? (ariaSort ?? 'none') : undefined}
                    className={`px-2 py-2 font-semibold ${align}`}
                  >
                    {column.sortValue ? (
                      <button
                        type="button"
                        className="rounded font-semibold hover:text-text focus-visible:outline-2 focus-visible:outline-primary"
                        onClick={() => {
                          setSort(nextSort(sort, column.key));
                          setPage(1);
                        }}
                      >
                        {column.header}
                        {sorted && <span aria-hidden="true">{sort.direction === 'asc' ? ' ↑' : ' ↓'}</span>}
                      </button>
                    ) : (
                      column.header
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {!rows &&
              !unavailable &&
              [0, 1, 2].map((placeholder) => (
                <tr key={placeholder}>
                  {columns.map((column) => (
                    <td key={column.key} className="px-2 py-3">
                      <Skeleton />
                    </td>
                  ))}
                </tr>
              ))}
            {view.rows.map((row, index) => (
              <tr key={rowKey(row)} className="border-b border-border last:border-0">
                {columns.map((column) => (
                  <td key={column.key} className={`px-2 py-3 ${column.align === 'right' ? 'text-end' : ''}`}>
                    {column.cell(row, firstPosition + index)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {!rows && unavailable && <p className="py-6 text-center text-muted">-</p>}
      {rows && rows.length === 0 && <p className="py-6 text-center text-muted">{emptyText}</p>}
      {rows && rows.length > 0 && (
        <Pager page={view.page} pageCount={view.pageCount} onChange={setPage} label={t('%label% pages', { label })} />
      )}
    </div>
  );
}

export function Pager({
  page,
  pageCount,
  onChange,
  label,
}: {
  page: number;
  pageCount: number;
  onChange(page: number): void;
  label: string;
}) {
  const { t } = useTranslation();
  const buttonClass =
    'rounded-lg px-3 py-1 font-bold text-primary hover:bg-input disabled:text-muted disabled:hover:bg-transparent';
  return (
    <nav aria-label={label} className="mt-3 flex items-center justify-center gap-4">
      <button
        type="button"
        className={buttonClass}
        disabled={page <= 1}
        onClick={() => onChange(page - 1)}
        aria-label={t('Previous page')}
      >
        <span className="inline-block rtl:-scale-x-100">←</span>
      </button>
      <span>{t('Page %page% of %count%', { page, count: pageCount })}</span>
      <button
        type="button"
        className={buttonClass}
        disabled={page >= pageCount}
        onClick={() => onChange(page + 1)}
        aria-label={t('Next page')}
      >
        <span className="inline-block rtl:-scale-x-100">→</span>
      </button>
    </nav>
  );
}
