// The info tables: click (or Enter/Space on) a column header to sort, ten rows a page. `TableView`
// draws one page with its headers and pager; `SortableTable` sorts and pages a short list in the
// browser (recent transactions), the token and pair tables ask the indexer for each page.
import { type ReactNode, useState } from 'react';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { Skeleton } from '@/ui/Skeleton.tsx';
import { nextSort, PAGE_SIZE, pageOf, type SortState, sortRows } from '../logic/table.ts';

export interface Column<Row, Key extends string> {
  key: Key;
  header: string;
  cell(row: Row, position: number): ReactNode;
  /** What the column sorts by in the browser; a column without it (nor `sortable`) does not sort. */
  sortValue?(row: Row): number | string;
  /** The server sorts by this column. */
  sortable?: boolean;
  align?: 'left' | 'right';
}

interface TableCommon<Row, Key extends string> {
  label: string;
  columns: readonly Column<Row, Key>[];
  rowKey(row: Row): string;
  emptyText: string;
  testId: string;
  /** The rows could not be loaded (the indexer is down): no skeletons, a dash instead. */
  unavailable?: boolean;
}

export interface TableViewProps<Row, Key extends string> extends TableCommon<Row, Key> {
  /** This page's rows, undefined while the first page loads. */
  rows: readonly Row[] | undefined;
  /** Rows in the whole table. */
  total: number | undefined;
  sort: SortState<Key>;
  onSort(sort: SortState<Key>): void;
  page: number;
  pageCount: number;
  onPage(page: number): void;
  /** Another page or order is on its way (the previous one still shows). */
  busy?: boolean;
}

export function TableView<Row, Key extends string>(props: TableViewProps<Row, Key>) {
  const { label, rows, total, columns, sort, onSort, page, pageCount, onPage, rowKey, emptyText, testId } = props;
  const { unavailable = false, busy = false } = props;
  const { t } = useTranslation();
  const firstPosition = (page - 1) * PAGE_SIZE;

  return (
    <div
      data-testid={testId}
      data-row-count={total ?? ''}
      data-sort={`${sort.key}-${sort.direction}`}
      data-page={page}
      aria-busy={busy}
    >
      <div className="overflow-x-auto">
        <table className={`w-full text-sm ${busy ? 'opacity-60' : ''}`} aria-label={label}>
          <thead>
            <tr className="border-b border-border text-muted">
              {columns.map((column) => {
                const sortable = Boolean(column.sortValue || column.sortable);
                const sorted = sort.key === column.key;
                const ariaSort = sorted ? (sort.direction === 'asc' ? 'ascending' : 'descending') : undefined;
                const align = column.align === 'right' ? 'text-end' : 'text-start';
                return (
                  <th
                    key={column.key}
                    scope="col"
                    aria-sort={sortable ? (ariaSort ?? 'none') : undefined}
                    className={`px-2 py-2 font-semibold ${align}`}
                  >
                    {sortable ? (
                      <button
                        type="button"
                        className="rounded font-semibold whitespace-nowrap hover:text-text focus-visible:outline-2 focus-visible:outline-primary"
                        onClick={() => onSort(nextSort(sort, column.key))}
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
            {rows?.map((row, index) => (
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
      {rows && total === 0 && <p className="py-6 text-center text-muted">{emptyText}</p>}
      {rows && Boolean(total) && (
        <Pager page={page} pageCount={pageCount} onChange={onPage} label={t('%label% pages', { label })} />
      )}
    </div>
  );
}

export interface SortableTableProps<Row, Key extends string> extends TableCommon<Row, Key> {
  rows: readonly Row[] | undefined;
  initialSort: SortState<Key>;
}

/** A short list sorted and paged in the browser. */
export function SortableTable<Row, Key extends string>(props: SortableTableProps<Row, Key>) {
  const { rows, columns, initialSort } = props;
  const [sort, setSort] = useState(initialSort);
  const [page, setPage] = useState(1);
  const sortValue = (row: Row, key: Key) => columns.find((column) => column.key === key)?.sortValue?.(row) ?? 0;
  const view = pageOf(rows ? sortRows(rows, sort, sortValue) : [], page);
  return (
    <TableView
      {...props}
      rows={rows && view.rows}
      total={rows?.length}
      sort={sort}
      onSort={(next) => {
        setSort(next);
        setPage(1);
      }}
      page={view.page}
      pageCount={view.pageCount}
      onPage={setPage}
    />
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
