import { describe, expect, it } from 'vitest';
import { devnetTokenList } from './devnetTokenList.ts';

const flask = '0x1111111111111111111111111111111111111111';
const usdt = '0x2222222222222222222222222222222222222222';
const missing = '0x3333333333333333333333333333333333333333';

describe('devnet token list', () => {
  it("takes each token's details from the manifest, leaving out a token without any", () => {
    const list = devnetTokenList({
      tokens: { FLASK: flask, USDT: usdt, GONE: missing },
      tokenDetails: {
        FLASK: { symbol: 'FLASK', name: 'Flask Token', decimals: 18 },
        USDT: { symbol: 'USDT', name: 'Tether USD', decimals: 6 },
      },
    });
    expect(list?.tokens).toEqual([
      {
        chainId: 31337,
        address: flask,
        decimals: 18,
        symbol: 'FLASK',
        name: 'Flask Token',
        logoURI: '/tokens/flask.svg',
      },
      { chainId: 31337, address: usdt, decimals: 6, symbol: 'USDT', name: 'Tether USD', logoURI: '/tokens/usdt.svg' },
    ]);
  });

  it('is undefined without a devnet deployment', () => {
    expect(devnetTokenList(undefined)).toBeUndefined();
  });
});
