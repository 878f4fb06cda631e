import { type Currency, Token } from '@flaskswap/sdk';
import { useMemo } from 'react';
import { type Address, getAddress, isAddress } from 'viem';
import { useActiveChain } from '@/chain/activeChain.ts';
import type { SerializedToken } from '@/state/slices/userTokens.ts';
import { useAppStore } from '@/state/store.ts';
import { safeText } from '../logic/safeText.ts';
import { useCombinedActiveList, useUnsupportedTokenMap } from './useLists.ts';

// Rebuilt Tokens are cached by their stored object, so identities stay stable between renders.
const userTokenCache = new WeakMap<SerializedToken, Token>();

export function deserializeToken(serialized: SerializedToken): Token {
  let token = userTokenCache.get(serialized);
  if (!token) {
    token = new Token({
      ...serialized,
      symbol: safeText(serialized.symbol, 64),
      name: safeText(serialized.name, 64),
    });
    userTokenCache.set(serialized, token);
  }
  return token;
}

export function serializeToken(token: Token): SerializedToken {
  return {
    chainId: token.chainId,
    address: token.address,
    decimals: token.decimals,
    symbol: token.symbol,
    name: token.name,
  };
}

/** Tokens the user imported on the active chain. */
export function useUserAddedTokens(): Token[] {
  const { chain } = useActiveChain();
  const stored = useAppStore((state) => state.userTokens[chain.id]);
  return useMemo(() => Object.values(stored ?? {}).map(deserializeToken), [stored]);
}

/** Every token the app offers on the active chain: the enabled lists' and the user's own. */
export function useAllTokens(): Record<Address, Token> {
  const { chain } = useActiveChain();
  const listed = useCombinedActiveList(chain.id);
  const userAdded = useUserAddedTokens();
  return useMemo(() => {
    const all: Record<Address, Token> = {};
    for (const token of userAdded) all[token.address] = token;
    for (const [address, entry] of Object.entries(listed)) all[address as Address] ??= entry.token;
    return all;
  }, [listed, userAdded]);
}

/** Whether `token` is on an enabled list or imported by the user. */
export function useIsTokenActive(token: Token | undefined | null): boolean {
  const all = useAllTokens();
  return Boolean(token && all[token.address]);
}

export function useIsUserAddedToken(currency: { isToken: boolean; address?: string } | undefined | null): boolean {
  const userAdded = useUserAddedTokens();
  if (!currency?.isToken || !currency.address) return false;
  return userAdded.some((token) => token.address === currency.address);
}

/** address → Token of the built-in unsupported list on the active chain. */
export function useUnsupportedTokens(): Record<Address, Token> {
  const { chain } = useActiveChain();
  const map = useUnsupportedTokenMap(chain.id);
  return useMemo(() => {
    const tokens: Record<Address, Token> = {};
    for (const [address, entry] of Object.entries(map)) tokens[address as Address] = entry.token;
    return tokens;
  }, [map]);
}

/** A checksummed address, or undefined when `value` is not 0x plus 40 hex digits. */
export function parseAddress(value: string | undefined | null): Address | undefined {
  const trimmed = value?.trim();
  return trimmed && isAddress(trimmed, { strict: false }) ? getAddress(trimmed) : undefined;
}

/** Whether any of `currencies` is on the unsupported list (swapping it is disabled). */
export function useIsUnsupportedCurrency(...currencies: (Currency | null | undefined)[]): boolean {
  const unsupported = useUnsupportedTokens();
  return currencies.some((currency) => currency?.isToken && Boolean(unsupported[currency.address]));
}
