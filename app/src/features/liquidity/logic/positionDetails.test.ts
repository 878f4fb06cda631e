import { Percent } from '@flaskswap/sdk';
import { describe, expect, it } from 'vitest';
import { BNB, E18, FLASK, testPair, WBNB } from '../test/testPairs.ts';
import { formatShare, positionDetails } from './positionDetails.ts';

describe('positionDetails', () => {
  it('values an LP balance in both tokens, showing WBNB as BNB', () => {
    const snapshot = testPair(FLASK, 200n * E18, WBNB, 100n * E18, 100n * E18);
    const details = positionDetails(snapshot, 25n * E18, BNB);
    const [flask, bnb] =
      details.currency0 === BNB
        ? [details.underlying1, details.underlying0]
        : [details.underlying0, details.underlying1];
    expect(flask.raw).toBe(50n * E18);
    expect(bnb.raw).toBe(25n * E18);
    expect(bnb.currency).toBe(BNB);
    expect(details.lpBalance.currency.address).toBe(snapshot.address);
    expect(formatShare(details.share, 'card')).toBe('25.000000');
    expect(formatShare(details.share, 'detail')).toBe('25.00');
  });
  it("shows '<0.01' under 0.01%", () => {
    expect(formatShare(new Percent(1n, 100_001n), 'card')).toBe('<0.01');
    expect(formatShare(new Percent(1n, 100_001n), 'detail')).toBe('<0.01');
    expect(formatShare(new Percent(1n, 10_000n), 'detail')).toBe('0.01');
  });
});
