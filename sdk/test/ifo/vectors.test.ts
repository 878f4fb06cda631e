// The cases contracts/test/ifo/ifo-vectors.json holds are checked here against the sdk and in
// contracts/test/ifo/FlaskIfo.fuzz.t.sol against the contracts: both sides compute the same figures.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ifoTaxRate, ifoUserAmounts } from '../../src/index.ts';

const file = new URL('../../../contracts/test/ifo/ifo-vectors.json', import.meta.url);
const vectors = JSON.parse(readFileSync(file, 'utf8')) as Record<
  'amount' | 'totalAmount' | 'raisingAmount' | 'offeringAmount' | 'offering' | 'refund' | 'tax' | 'taxRate',
  string[]
> & { hasTax: boolean[] };

describe('shared IFO vectors', () => {
  it('holds cases at every tax step', () => {
    expect(new Set(vectors.taxRate).size).toBe(7); // each rate of the table
  });

  it.each(vectors.amount.map((_, i) => i))('case %i: the sdk computes the recorded figures', (i) => {
    const totalAmount = BigInt(vectors.totalAmount[i]);
    const raisingAmount = BigInt(vectors.raisingAmount[i]);
    const amounts = ifoUserAmounts({
      amount: BigInt(vectors.amount[i]),
      totalAmount,
      raisingAmount,
      offeringAmount: BigInt(vectors.offeringAmount[i]),
      hasTax: vectors.hasTax[i],
    });
    expect(amounts).toEqual({
      offering: BigInt(vectors.offering[i]),
      refund: BigInt(vectors.refund[i]),
      tax: BigInt(vectors.tax[i]),
    });
    expect(ifoTaxRate(totalAmount, raisingAmount)).toBe(BigInt(vectors.taxRate[i]));
  });
});
