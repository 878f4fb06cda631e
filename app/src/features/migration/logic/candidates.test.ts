import { computePairAddress, Token } from '@flaskswap/sdk';
import { describe, expect, it } from 'vitest';
import { BUSD, FLASK, WBNB } from '@/test/tokens.ts';
import { candidateCouples, legacyPairAddress } from './candidates.ts';

const DOT = new Token({
  chainId: 31337,
  address: '0x1111111111111111111111111111111111111111',
  decimals: 18,
  symbol: 'DOT',
});
const SFP = new Token({
  chainId: 31337,
  address: '0x2222222222222222222222222222222222222222',
  decimals: 18,
  symbol: 'SFP',
});
const TWT = new Token({
  chainId: 31337,
  address: '0x3333333333333333333333333333333333333333',
  decimals: 18,
  symbol: 'TWT',
});
/** Each couple as 'A-B' with the symbols in alphabetical order, the list sorted: order-free comparison. */
const names = (couples: ReturnType<typeof candidateCouples>) =>
  couples.map(([a, b]) => [a.symbol, b.symbol].sort().join('-')).sort();

describe('candidateCouples', () => {
  it('pairs every token with every base token and the bases with each other, once, sorted as pairs sort', () => {
    const couples = candidateCouples([FLASK, DOT, WBNB], [WBNB, BUSD]);
    expect(names(couples)).toEqual(['BUSD-DOT', 'BUSD-FLASK', 'BUSD-WBNB', 'DOT-WBNB', 'FLASK-WBNB']);
    for (const [a, b] of couples) expect(a.sortsBefore(b)).toBe(true);
  });

  it('adds couples known elsewhere (the indexer’s pairs) and skips a token paired with itself', () => {
    const couples = candidateCouples(
      [SFP],
      [WBNB],
      [
        [TWT, SFP],
        [SFP, TWT],
        [TWT, TWT],
      ],
    );
    expect(names(couples)).toEqual(['SFP-TWT', 'SFP-WBNB']);
  });
});

describe('legacyPairAddress', () => {
  it('is the CREATE2 address under the legacy factory and its own init code hash', () => {
    const legacy = {
      factory: '0x4444444444444444444444444444444444444444',
      initCodeHash: '0x96e8ac4277198ff8b6f785478aa9a39f403cb768dd02cbee326c3e7da348845f',
    } as const;
    expect(legacyPairAddress(legacy, [FLASK, WBNB])).toBe(
      computePairAddress({ ...legacy, tokenA: WBNB.address, tokenB: FLASK.address }),
    );
  });
});
