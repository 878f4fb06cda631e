import { describe, expect, it } from 'vitest';
import { devnetListFromReads } from './useDevnetTokenList.ts';

const flask = '0x1111111111111111111111111111111111111111';
const usdt = '0x2222222222222222222222222222222222222222';
const missing = '0x3333333333333333333333333333333333333333';

describe('devnet token list', () => {
  it('takes each token from its own answers, falling back to the manifest key for empty texts', () => {
    const list = devnetListFromReads(
      [
        ['FLASK', flask],
        ['USDT', usdt],
        ['GONE', missing],
      ],
      { name: ['Flask Token', null, null], symbol: ['FLASK', '', null], decimals: [18, 6, null] },
    );
    expect(list.tokens).toEqual([
      {
        chainId: 31337,
        address: flask,
        decimals: 18,
        symbol: 'FLASK',
        name: 'Flask Token',
        logoURI: '/tokens/flask.svg',
      },
      { chainId: 31337, address: usdt, decimals: 6, symbol: 'USDT', name: 'USDT', logoURI: '/tokens/usdt.svg' },
    ]);
  });
});
