// The cases contracts/test/ifo/ifo-vectors.json holds are checked here against the sdk and in
// contracts/test/ifo/FlaskIfo.fuzz.t.sol against the contracts: both sides compute the same figures.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ifoTaxRate, ifoUserAmounts } from '../../src/index.ts';

type Figure = 'amount' | 'totalAmount' | 'raisingAmount' | 'offeringAmount' | 'offering' | 'refund' | 'tax' | 'taxRate';
const file = new URL('../../../contracts/test/ifo/ifo-vectors.json', import.meta.url);
const columns = JSON.parse(readFileSync(file, 'utf8')) as Record<Figure, string[]> & { hasTax: boolean[] };

/** Column `name` of case `i`, as a bigint. */
const figure = (name: Figure, i: number): bigint => BigInt(columns[name][i] ?? Number.NaN);

describe('shared IFO vectors', () => {
  it('holds cases at every tax step', () => {
    expect(new Set(columns.taxRate).size).toBe(7); // each rate of the table
  });

  it.each(columns.amount.map((_, i) => i))('case %i: the sdk computes the recorded figures', (i) => {
    const amounts = ifoUserAmounts({
      amount: figure('amount', i),
      totalAmount: figure('totalAmount', i),
      raisingAmount: figure('raisingAmount', i),
      offeringAmount: figure('offeringAmount', i),
      hasTax: columns.hasTax[i] === true,
    });
    expect(amounts).toEqual({ offering: figure('offering', i), refund: figure('refund', i), tax: figure('tax', i) });
    expect(ifoTaxRate(figure('totalAmount', i), figure('raisingAmount', i))).toBe(figure('taxRate', i));
  });
});
