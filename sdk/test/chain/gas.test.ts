import { describe, expect, it } from 'vitest';
import { GAS_HEADROOM, GAS_MARGIN_PERCENT, withGasMargin } from '../../src/chain/gas.ts';

describe('withGasMargin', () => {
  it('adds 10% (SPEC.md §7, rounding down) and the headroom', () => {
    expect(GAS_MARGIN_PERCENT).toBe(110n);
    expect(GAS_HEADROOM).toBe(60_000n);
    expect(withGasMargin(83_828n)).toBe(92_210n + 60_000n);
    expect(withGasMargin(0n)).toBe(60_000n);
  });

  it('covers the writes measured on a living market (bench/results/reliability.md)', () => {
    // [estimate made in the pair's last-trade second, gas used when mined a second later]
    const measured: [bigint, bigint][] = [
      [84_724n, 97_892n], // FLASK-BNB through the router, issue 30
      [81_168n, 91_357n], // 1 hop
      [110_298n, 130_738n], // 2 hops
      [144_103n, 174_763n], // 3 hops
      [76_314n, 120_734n], // the first trade of a new pair (its accumulators were zero)
    ];
    for (const [estimate, used] of measured) expect(withGasMargin(estimate)).toBeGreaterThanOrEqual(used);
  });
});
