import { describe, expect, it } from 'vitest';
import { create } from 'zustand';
import {
  createUserTokensSlice,
  isSavablePair,
  pairKey,
  type SerializedToken,
  type UserTokensSlice,
} from './userTokens.ts';

const token = (chainId: number, address: `0x${string}`, symbol: string): SerializedToken => ({
  chainId,
  address,
  decimals: 18,
  symbol,
  name: symbol,
});
const A = token(56, '0x00000000000000000000000000000000000000aA', 'A');
const B = token(56, '0x00000000000000000000000000000000000000bB', 'B');
const otherChainB = { ...B, chainId: 97 };

const newStore = () => create<UserTokensSlice>()((...args) => createUserTokensSlice(...args));

describe('user tokens', () => {
  it('adds, removes and clears tokens per chain', () => {
    const store = newStore();
    store.getState().addSerializedToken(A);
    store.getState().addSerializedToken(otherChainB);
    expect(Object.keys(store.getState().userTokens[56]!)).toEqual([A.address]);
    store.getState().removeSerializedToken(56, A.address);
    expect(store.getState().userTokens[56]).toEqual({});
    store.getState().addSerializedToken(A);
    store.getState().clearAllUserTokens(56);
    expect(store.getState().userTokens[56]).toEqual({});
    expect(store.getState().userTokens[97]).toEqual({ [B.address]: otherChainB });
  });
});

describe('saved pairs', () => {
  it('are saved only with both tokens on one chain and different addresses', () => {
    expect(isSavablePair({ token0: A, token1: B })).toBe(true);
    expect(isSavablePair({ token0: A, token1: otherChainB })).toBe(false);
    expect(isSavablePair({ token0: A, token1: { ...A, symbol: 'A2' } })).toBe(false);
  });

  it('are keyed the same whichever token comes first, and removable', () => {
    expect(pairKey(A.address, B.address)).toBe(pairKey(B.address, A.address));
    const store = newStore();
    store.getState().addSerializedPair({ token0: B, token1: A });
    store.getState().addSerializedPair({ token0: A, token1: otherChainB });
    expect(Object.keys(store.getState().userPairs[56] ?? {})).toHaveLength(1);
    expect(store.getState().userPairs[97]).toBeUndefined();
    store.getState().removeSerializedPair(56, A.address, B.address);
    expect(store.getState().userPairs[56]).toEqual({});
  });
});
