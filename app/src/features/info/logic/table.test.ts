import { describe, expect, it } from 'vitest';
import { nextSort, pageCountOf, pageOf, sortRows } from './table.ts';

const rows = [
  { name: 'busd', tvl: 5 },
  { name: 'Flask', tvl: 50 },
  { name: 'ALPHA', tvl: 5 },
  { name: 'cake', tvl: 20 },
];
const cellValue = (row: (typeof rows)[number], key: 'name' | 'tvl') => row[key];

describe('sortRows', () => {
  it('orders numbers either way and keeps ties in their incoming order', () => {
    expect(sortRows(rows, { key: 'tvl', direction: 'desc' }, cellValue).map((row) => row.name)).toEqual([
      'Flask',
      'cake',
      'busd',
      'ALPHA',
    ]);
    expect(sortRows(rows, { key: 'tvl', direction: 'asc' }, cellValue).map((row) => row.name)).toEqual([
      'busd',
      'ALPHA',
      'cake',
      'Flask',
    ]);
  });

  it('compares text without regard to case', () => {
    expect(sortRows(rows, { key: 'name', direction: 'asc' }, cellValue).map((row) => row.name)).toEqual([
      'ALPHA',
      'busd',
      'cake',
      'Flask',
    ]);
  });

  it('leaves the input untouched', () => {
    const before = rows.map((row) => row.name);
    sortRows(rows, { key: 'tvl', direction: 'asc' }, cellValue);
    expect(rows.map((row) => row.name)).toEqual(before);
  });
});

describe('nextSort', () => {
  it('flips the direction of the same column and starts a new one descending', () => {
    expect(nextSort({ key: 'tvl', direction: 'desc' }, 'tvl')).toEqual({ key: 'tvl', direction: 'asc' });
    expect(nextSort({ key: 'tvl', direction: 'asc' }, 'tvl')).toEqual({ key: 'tvl', direction: 'desc' });
    expect(nextSort({ key: 'tvl', direction: 'asc' }, 'name')).toEqual({ key: 'name', direction: 'desc' });
  });
});

describe('pageOf', () => {
  const numbers = Array.from({ length: 23 }, (_, index) => index);

  it('cuts pages of ten and counts them', () => {
    expect(pageOf(numbers, 1)).toEqual({ rows: numbers.slice(0, 10), page: 1, pageCount: 3 });
    expect(pageOf(numbers, 3)).toEqual({ rows: [20, 21, 22], page: 3, pageCount: 3 });
  });

  it('clamps a page outside the range to the nearest real one', () => {
    expect(pageOf(numbers, 9).page).toBe(3);
    expect(pageOf(numbers, 0).page).toBe(1);
  });

  it('has one empty page without rows', () => {
    expect(pageOf([], 1)).toEqual({ rows: [], page: 1, pageCount: 1 });
  });
});

describe('pageCountOf', () => {
  it('counts whole pages of ten, and one page for an empty table', () => {
    expect([0, 1, 10, 11, 20, 21].map((total) => pageCountOf(total))).toEqual([1, 1, 1, 2, 2, 3]);
    expect(pageCountOf(7, 3)).toBe(3);
  });
});
