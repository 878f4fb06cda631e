// The market keeper's trade choice, without a chain: it trades only the deep pairs, leans
// against deviations so prices stay near their seed, and can bring a pair back exactly.
import { describe, expect, it } from 'vitest';
import { MARKET_MIN_DEPTH_USD, MARKET_PAIRS, SEED_PAIRS, seedAmountsOf } from '../src/deploy/amm.seed.ts';
import { marketKeeperEnabled } from '../src/keepers/market.ts';
import {
  afterTrade,
  chooseTrade,
  deviationFromReference,
  type PairState,
  restoringTrade,
  seededRandom,
} from '../src/keepers/tradeChoice.ts';

function seededState(seed: (typeof SEED_PAIRS)[number]): PairState {
  const [reserve0, reserve1] = seedAmountsOf(seed);
  return { reserve0, reserve1, referencePrice: Number(reserve1) / Number(reserve0) };
}

describe('market pairs', () => {
  it('are the deep pairs only: the thin ones and the fee-on-transfer BURN never trade', () => {
    const traded = MARKET_PAIRS.map(([x, y]) => `${x}-${y}`);
    expect(traded).toContain('FLASK-WBNB');
    for (const [x, y, usd] of SEED_PAIRS) {
      const deep = usd >= MARKET_MIN_DEPTH_USD && x !== 'BURN' && y !== 'BURN';
      expect(traded.includes(`${x}-${y}`), `${x}-${y}`).toBe(deep);
    }
    for (const thin of ['BURN-WBNB', 'TWT-WBNB', 'SFP-TWT', 'UNI-ETH', 'LINK-ETH', 'ADA-BUSD', 'XRP-USDT']) {
      expect(traded).not.toContain(thin);
    }
  });

  it('MARKET_KEEPER=off (or 0, false, no) switches the keeper off', () => {
    expect(marketKeeperEnabled({})).toBe(true);
    expect(marketKeeperEnabled({ MARKET_KEEPER: 'on' })).toBe(true);
    for (const off of ['off', 'OFF', '0', 'false', 'no'])
      expect(marketKeeperEnabled({ MARKET_KEEPER: off })).toBe(false);
  });
});

describe('trade choice', () => {
  it('only picks indexes of the pairs it is given', () => {
    const pairs = MARKET_PAIRS.map(seededState);
    const random = seededRandom(1);
    for (let i = 0; i < 2000; i++) {
      const trade = chooseTrade(pairs, random);
      expect(trade.pairIndex).toBeGreaterThanOrEqual(0);
      expect(trade.pairIndex).toBeLessThan(pairs.length);
      expect(trade.amountIn).toBeGreaterThan(0n);
    }
  });

  it('keeps a pair within a few percent of its seed price over 10,000 trades, and it does move', () => {
    let pair = seededState(MARKET_PAIRS[0]!);
    const random = seededRandom(7);
    let widest = 0;
    for (let i = 0; i < 10_000; i++) {
      pair = afterTrade(pair, chooseTrade([pair], random));
      widest = Math.max(widest, Math.abs(deviationFromReference(pair)));
    }
    expect(widest).toBeGreaterThan(0.005);
    expect(widest).toBeLessThan(0.06);
  });

  it('sells the dear token more often than the cheap one', () => {
    const seed = seededState(MARKET_PAIRS[0]!);
    const dearToken0 = { ...seed, reserve1: (seed.reserve1 * 103n) / 100n };
    const random = seededRandom(3);
    const sells = Array.from({ length: 1000 }, () => chooseTrade([dearToken0], random).zeroForOne).filter(Boolean);
    expect(sells.length).toBeGreaterThan(800);
  });

  it('brings a moved pair back to its seed price', () => {
    const seed = seededState(MARKET_PAIRS[1]!);
    for (const moved of [
      { ...seed, reserve0: (seed.reserve0 * 104n) / 100n, reserve1: (seed.reserve1 * 96n) / 100n },
      { ...seed, reserve0: (seed.reserve0 * 97n) / 100n, reserve1: (seed.reserve1 * 103n) / 100n },
    ]) {
      const back = restoringTrade(moved, 0)!;
      expect(Math.abs(deviationFromReference(afterTrade(moved, back)))).toBeLessThan(1e-9);
    }
    expect(restoringTrade(seed, 0)).toBeUndefined();
  });

  it('gives the same trades for the same seed', () => {
    const pairs = MARKET_PAIRS.map(seededState);
    const run = (seed: number) => {
      const random = seededRandom(seed);
      return Array.from({ length: 20 }, () => chooseTrade(pairs, random));
    };
    expect(run(11)).toEqual(run(11));
    expect(run(11)).not.toEqual(run(12));
  });
});
