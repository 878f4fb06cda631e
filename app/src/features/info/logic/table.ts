// Sorting and paging of the info tables: pure, so the tables only render what these decide (the
// token and pair tables are sorted by the indexer; a short list, such as recent transactions, here).
import { INFO_TABLE_PAGE_SIZE } from '@flaskswap/sdk';

export type SortDirection = 'asc' | 'desc';

export interface SortState<Key extends string> {
  key: Key;
  direction: SortDirection;
}

/** Rows ordered by one column; ties keep their incoming order, strings compare case-insensitively. */
export function sortRows<Row, Key extends string>(
  rows: readonly Row[],
  sort: SortState<Key>,
  cellValue: (row: Row, key: Key) => number | string,
): Row[] {
  const sign = sort.direction === 'asc' ? 1 : -1;
  return rows
    .map((row, position) => ({ row, position, value: cellValue(row, sort.key) }))
    .sort((a, b) => {
      const order =
        typeof a.value === 'string' || typeof b.value === 'string'
          ? String(a.value).localeCompare(String(b.value), 'en', { sensitivity: 'base' })
          : a.value - b.value;
      return order === 0 ? a.position - b.position : order * sign;
    })
    .map(({ row }) => row);
}

/** Clicking a header: the same column flips its direction, a new one starts descending (biggest first). */
export function nextSort<Key extends string>(current: SortState<Key>, key: Key): SortState<Key> {
  if (current.key === key) return { key, direction: current.direction === 'desc' ? 'asc' : 'desc' };
  return { key, direction: 'desc' };
}

export const PAGE_SIZE = INFO_TABLE_PAGE_SIZE;

export interface PageView<Row> {
  rows: Row[];
  /** 1-based, clamped to the pages there are. */
  page: number;
  pageCount: number;
}

/** How many pages `total` rows make (one, even without rows). */
export function pageCountOf(total: number, size = PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / size));
}

/** One page of rows; an out-of-range page shows the nearest real one, and no rows make one empty page. */
export function pageOf<Row>(rows: readonly Row[], page: number, size = PAGE_SIZE): PageView<Row> {
  const pageCount = pageCountOf(rows.length, size);
  const current = Math.min(Math.max(1, Math.floor(page)), pageCount);
  return { rows: rows.slice((current - 1) * size, current * size), page: current, pageCount };
}
