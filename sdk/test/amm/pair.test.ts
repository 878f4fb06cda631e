import * as Pancake from '@pancakeswap/sdk';
import { describe, expect, it } from 'vitest';
import {
  CurrencyAmount,
  computePairAddress,
  InsufficientInputAmountError,
  InsufficientOutputAmountError,
  InsufficientReservesError,
  sortTokenAddresses,
} from '../../src/index.ts';
import { amount, pair, testToken, WBNB } from '../helpers.ts';

const E = 10n ** 18n;
const a = testToken(1);
const b = testToken(2);
const c = testToken(3);

describe('Pair', () => {
  it('orders its tokens by address', () => {
    const p = pair(b, 2n, a, 1n);
    expect(p.token0).toBe(a);
    expect(p.token1).toBe(b);
    expect(p.reserve0.raw).toBe(1n);
    expect(p.reserveOf(b).raw).toBe(2n);
    expect(p.otherToken(a)).toBe(b);
    expect(p.involvesToken(c)).toBe(false);
    expect(() => p.reserveOf(c)).toThrow('invalid currency');
    expect(p.chainId).toBe(56);
  });
  it('prices each token in the other', () => {
    const p = pair(a, 5n * E, b, 10n * E);
    expect(p.token0Price.toSignificant()).toBe('2');
    expect(p.token1Price.toSignificant()).toBe('0.5');
    expect(p.priceOf(b).toSignificant()).toBe('0.5');
  });
  it('quotes swaps like the router', () => {
    const p = pair(a, 5n * E, b, 10n * E);
    expect(p.getOutputAmount(amount(a, E)).raw).toBe(1663192997082117548n);
    expect(p.getOutputAmount(amount(a, E)).currency).toBe(b);
    expect(p.getInputAmount(amount(b, E)).raw).toBe(556947925368978001n);
  });
  it('rejects swaps the pair would reject', () => {
    const p = pair(a, 100n * E, b, 1n);
    expect(() => p.getOutputAmount(amount(a, 1n))).toThrow(InsufficientInputAmountError);
    expect(() => p.getInputAmount(amount(b, 1n))).toThrow(InsufficientReservesError);
    expect(() => p.getInputAmount(amount(b, 0n))).toThrow(InsufficientOutputAmountError);
    expect(() => pair(a, 0n, b, 1n).getOutputAmount(amount(a, 1n))).toThrow(InsufficientReservesError);
  });
  it('simulates the pool after a swap', () => {
    const p = pair(a, 5n * E, b, 10n * E);
    const after = p.afterSwap(amount(a, E));
    expect(after.reserveOf(a).raw).toBe(6n * E);
    expect(after.reserveOf(b).raw).toBe(10n * E - 1663192997082117548n);
  });
  it('refuses pairs across chains or of one token', () => {
    expect(() => pair(a, 1n, a, 1n)).toThrow();
    expect(() => pair(a, 1n, testToken(2, 18, 97), 1n)).toThrow();
  });
});

describe('computePairAddress', () => {
  const PANCAKE_FACTORY = '0xcA143Ce32Fe78f1f7019d7d551a6402fC5350c73';
  const PANCAKE_INIT_CODE_HASH = '0x00fb7f630766e6a796048ea87d01acd3068e8ff67d078148a3fa3f4a84f69bd5';
  const BUSD = '0xe9e7CEA3DedcA5984780Bafc599bD69ADd087D56';

  it("finds PancakeSwap's WBNB-BUSD pair on BSC", () => {
    const address = computePairAddress({
      factory: PANCAKE_FACTORY,
      initCodeHash: PANCAKE_INIT_CODE_HASH,
      tokenA: WBNB.address,
      tokenB: BUSD,
    });
    expect(address).toBe('0x58F876857a02D6762E0101bb5C46A8c1ED44Dc16');
  });
  it("agrees with @pancakeswap/sdk's computePairAddress in either token order", () => {
    for (const [x, y] of [
      [a, b],
      [c, a],
      [WBNB, c],
    ] as const) {
      const theirs = Pancake.computePairAddress({
        factoryAddress: PANCAKE_FACTORY,
        tokenA: new Pancake.ERC20Token(56, x.address, 18, 'X'),
        tokenB: new Pancake.ERC20Token(56, y.address, 18, 'Y'),
      });
      const ours = computePairAddress({
        factory: PANCAKE_FACTORY,
        initCodeHash: PANCAKE_INIT_CODE_HASH,
        tokenA: y.address,
        tokenB: x.address,
      });
      expect(ours).toBe(theirs);
    }
  });
  it('sorts addresses case-insensitively', () => {
    expect(sortTokenAddresses(b.address, a.address.toLowerCase())).toEqual([a.address, b.address]);
    expect(() => sortTokenAddresses(a.address, a.address.toLowerCase())).toThrow('Identical token addresses');
  });
  it('a pair amount keeps its token', () => {
    expect(CurrencyAmount.fromRaw(a, 1n).currency).toBe(a);
  });
});
