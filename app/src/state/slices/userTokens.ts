import type { Address } from 'viem';
import type { StateCreator } from 'zustand';

/** A token as the store keeps it: plain data, rebuilt into an SDK Token when read. */
export interface SerializedToken {
  chainId: number;
  address: Address;
  decimals: number;
  symbol: string;
  name: string;
}

export interface SerializedPair {
  token0: SerializedToken;
  token1: SerializedToken;
}

export interface UserTokensSlice {
  /** chainId → address → token the user imported. */
  userTokens: Record<number, Record<Address, SerializedToken>>;
  /** chainId → "addressA;addressB" (sorted) → pair the user tracks. */
  userPairs: Record<number, Record<string, SerializedPair>>;
  addSerializedToken(token: SerializedToken): void;
  removeSerializedToken(chainId: number, address: Address): void;
  clearAllUserTokens(chainId: number): void;
  addSerializedPair(pair: SerializedPair): void;
  removeSerializedPair(chainId: number, tokenA: Address, tokenB: Address): void;
}

export function pairKey(tokenA: Address, tokenB: Address): string {
  const [a, b] = [tokenA.toLowerCase(), tokenB.toLowerCase()].sort();
  return `${a};${b}`;
}

/** SPEC.md section 5: a pair is saved only when both tokens are on one chain with different addresses. */
export function isSavablePair({ token0, token1 }: SerializedPair): boolean {
  return token0.chainId === token1.chainId && token0.address.toLowerCase() !== token1.address.toLowerCase();
}

export const createUserTokensSlice: StateCreator<UserTokensSlice, [], [], UserTokensSlice> = (set) => ({
  userTokens: {},
  userPairs: {},
  addSerializedToken: (token) =>
    set((state) => ({
      userTokens: {
        ...state.userTokens,
        [token.chainId]: { ...state.userTokens[token.chainId], [token.address]: token },
      },
    })),
  removeSerializedToken: (chainId, address) =>
    set((state) => {
      const { [address]: _removed, ...rest } = state.userTokens[chainId] ?? {};
      return { userTokens: { ...state.userTokens, [chainId]: rest } };
    }),
  clearAllUserTokens: (chainId) => set((state) => ({ userTokens: { ...state.userTokens, [chainId]: {} } })),
  addSerializedPair: (pair) =>
    set((state) => {
      if (!isSavablePair(pair)) return state;
      const chainId = pair.token0.chainId;
      return {
        userPairs: {
          ...state.userPairs,
          [chainId]: { ...state.userPairs[chainId], [pairKey(pair.token0.address, pair.token1.address)]: pair },
        },
      };
    }),
  removeSerializedPair: (chainId, tokenA, tokenB) =>
    set((state) => {
      const { [pairKey(tokenA, tokenB)]: _removed, ...rest } = state.userPairs[chainId] ?? {};
      return { userPairs: { ...state.userPairs, [chainId]: rest } };
    }),
});
