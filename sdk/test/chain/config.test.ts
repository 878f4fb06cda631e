import { describe, expect, it } from 'vitest';
import { parseManifest } from '../../src/chain/manifest.ts';
import {
  BSC_BASE_TOKEN_ADDRESSES,
  candidatePairTokens,
  chainConfigFromManifest,
  computePairAddress,
  DEVNET_CHAIN_ID,
  pairAddressOf,
} from '../../src/index.ts';
import { BNB, testAddress, testToken } from '../helpers.ts';

const HASH = `0x${'ab'.repeat(32)}` as const;
const FACTORY = testAddress(100);
const FLASK = testAddress(101);

const bscManifest = parseManifest({
  chainId: 56,
  contracts: { FlaskFactory: FACTORY },
  // A manifest that (wrongly) lists other WBNB/BUSD addresses: the real ones win on 56.
  tokens: { FLASK, WBNB: testAddress(102), BUSD: testAddress(103) },
  startBlock: 1,
});

describe('chainConfigFromManifest', () => {
  it('uses the real BSC base tokens on 56 and FLASK from the manifest', () => {
    const config = chainConfigFromManifest(bscManifest, { initCodeHash: HASH });
    expect(config.baseTokens.map((token) => token.symbol)).toEqual(['WBNB', 'FLASK', 'BUSD', 'USDT', 'BTCB', 'ETH']);
    expect(config.wrappedNative.address).toBe(BSC_BASE_TOKEN_ADDRESSES.WBNB);
    expect(config.baseTokens[2]!.address).toBe('0xe9e7CEA3DedcA5984780Bafc599bD69ADd087D56');
    expect(config.baseTokens[1]!.address.toLowerCase()).toBe(FLASK.toLowerCase());
    expect(config.native.symbol).toBe('BNB');
    expect(config.native.wrapped).toBe(config.wrappedNative);
    expect(config.factory.toLowerCase()).toBe(FACTORY.toLowerCase());
    expect(config.initCodeHash).toBe(HASH);
  });
  it('takes every base token from the manifest on the devnet, skipping missing ones', () => {
    const config = chainConfigFromManifest(
      parseManifest({
        chainId: DEVNET_CHAIN_ID,
        contracts: { FlaskFactory: FACTORY },
        tokens: { WBNB: testAddress(1), FLASK, USDT: testAddress(3), OTHER: testAddress(4) },
        startBlock: 0,
      }),
      { initCodeHash: HASH, tokenDecimals: { USDT: 6 } },
    );
    expect(config.baseTokens.map((token) => `${token.symbol}:${token.decimals}`)).toEqual([
      'WBNB:18',
      'FLASK:18',
      'USDT:6',
    ]);
    expect(config.chainId).toBe(31337);
  });
  it('needs WBNB, a factory and a 32-byte hash', () => {
    const devnet = parseManifest({
      chainId: 31337,
      contracts: { FlaskFactory: FACTORY },
      tokens: { FLASK },
      startBlock: 0,
    });
    expect(() => chainConfigFromManifest(devnet, { initCodeHash: HASH })).toThrow('no WBNB');
    expect(() => chainConfigFromManifest({ ...bscManifest, contracts: {} }, { initCodeHash: HASH })).toThrow(
      'no FlaskFactory',
    );
    expect(
      chainConfigFromManifest({ ...bscManifest, contracts: {} }, { initCodeHash: HASH, factory: FACTORY }).factory,
    ).toBe(chainConfigFromManifest(bscManifest, { initCodeHash: HASH }).factory);
    expect(() => chainConfigFromManifest(bscManifest, { initCodeHash: '0x1234' })).toThrow('32 bytes');
  });
});

describe('candidatePairTokens', () => {
  const config = chainConfigFromManifest(bscManifest, { initCodeHash: HASH });
  const key = ([a, b]: readonly [{ address: string }, { address: string }]) => [a.address, b.address].sort().join('-');

  it('lists the direct pair, both tokens against every base, and every base pair, once', () => {
    const a = testToken(1);
    const b = testToken(2);
    const pairs = candidatePairTokens(config, a, b);
    // 1 direct + 6 + 6 + 15 base pairs
    expect(pairs).toHaveLength(28);
    expect(key(pairs[0]!)).toBe(key([a, b]));
    expect(new Set(pairs.map(key)).size).toBe(pairs.length);
    expect(pairs.every(([x, y]) => !x.equals(y))).toBe(true);
  });
  it('drops identical and duplicate pairs when a side is a base token or BNB', () => {
    const busd = config.baseTokens[2]!;
    const pairs = candidatePairTokens(config, BNB.wrapped.chainId === 56 ? config.native : BNB, busd);
    // WBNB and BUSD are bases: only the 15 base pairs remain.
    expect(pairs).toHaveLength(15);
    expect(new Set(pairs.map(key)).size).toBe(15);
  });
  it('refuses tokens of another chain', () => {
    expect(() => candidatePairTokens(config, testToken(1, 18, 97), testToken(2))).toThrow('invalid currency');
  });
  it('computes pair addresses with the chain config', () => {
    const [a, b] = [testToken(1), testToken(2)];
    expect(pairAddressOf(config, a, b)).toBe(
      computePairAddress({ factory: config.factory, initCodeHash: HASH, tokenA: b.address, tokenB: a.address }),
    );
  });
});
