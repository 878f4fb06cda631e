import { useMemo } from 'react';
import type { Address } from 'viem';
import { EMPTY_LIST_STATE, type ListState } from '@/state/slices/lists.ts';
import { useAppStore } from '@/state/store.ts';
import {
  DEFAULT_LIST,
  DEFAULT_LIST_URL,
  DEVNET_LIST_URL,
  UNSUPPORTED_LIST,
  UNSUPPORTED_LIST_URL,
  UNSUPPORTED_LIST_URLS,
} from '../lists/builtinLists.ts';
import { useListsUpdater } from '../lists/listsUpdater.ts';
import type { TokenList } from '../lists/types.ts';
import { type ListToken, tryListToken } from '../logic/listToken.ts';
import { DEVNET_TOKEN_LIST } from './devnetTokenList.ts';

/** Every list's state by url, with the built-in lists' tokens filled in (they are not stored). */
export function useListsByUrl(): Record<string, ListState> {
  useListsUpdater();
  const byUrl = useAppStore((state) => state.lists.byUrl);
  return useMemo(() => {
    const merged = { ...byUrl };
    const fill = (url: string, list: TokenList | undefined, error: string | null = null) => {
      if (merged[url]) merged[url] = { ...merged[url], current: list ?? null, error };
    };
    fill(DEFAULT_LIST_URL, DEFAULT_LIST);
    // Always on, whatever the stored state says.
    merged[UNSUPPORTED_LIST_URL] = { ...EMPTY_LIST_STATE, current: UNSUPPORTED_LIST };
    fill(DEVNET_LIST_URL, DEVNET_TOKEN_LIST);
    return merged;
  }, [byUrl]);
}

export function useActiveListUrls(): string[] {
  return useAppStore((state) => state.lists.activeListUrls);
}

export interface TokenListEntry {
  token: ListToken;
  list: TokenList;
}

/** address → entry for one chain; the first list to name an address wins. */
export type TokenAddressMap = Record<Address, TokenListEntry>;

// Converting a list is the costly part; each list object is converted once per chain.
const tokenMapCache = new WeakMap<TokenList, Map<number, TokenAddressMap>>();

export function listToTokenMap(list: TokenList, chainId: number): TokenAddressMap {
  let byChain = tokenMapCache.get(list);
  if (!byChain) {
    byChain = new Map();
    tokenMapCache.set(list, byChain);
  }
  const cached = byChain.get(chainId);
  if (cached) return cached;
  const map: TokenAddressMap = {};
  for (const info of list.tokens) {
    if (info.chainId !== chainId) continue;
    const token = tryListToken(info, list);
    if (token && !map[token.address]) map[token.address] = { token, list };
  }
  byChain.set(chainId, map);
  return map;
}

function combineLists(urls: readonly string[], byUrl: Record<string, ListState>, chainId: number): TokenAddressMap {
  const combined: TokenAddressMap = {};
  for (const url of urls) {
    const current = byUrl[url]?.current;
    if (!current) continue;
    for (const [address, entry] of Object.entries(listToTokenMap(current, chainId))) {
      combined[address as Address] ??= entry;
    }
  }
  return combined;
}

/** Tokens of the enabled lists on `chainId`, in list order (the unsupported list is not one of them). */
export function useCombinedActiveList(chainId: number): TokenAddressMap {
  const byUrl = useListsByUrl();
  const active = useActiveListUrls();
  return useMemo(
    () =>
      combineLists(
        active.filter((url) => !UNSUPPORTED_LIST_URLS.includes(url)),
        byUrl,
        chainId,
      ),
    [active, byUrl, chainId],
  );
}

/** Tokens of every list the user has, enabled or not: an inactive list's token is shown as such. */
export function useCombinedInactiveList(chainId: number): TokenAddressMap {
  const byUrl = useListsByUrl();
  const active = useActiveListUrls();
  return useMemo(() => {
    const inactive = Object.keys(byUrl).filter((url) => !active.includes(url) && !UNSUPPORTED_LIST_URLS.includes(url));
    return combineLists(inactive, byUrl, chainId);
  }, [active, byUrl, chainId]);
}

/** Tokens of the built-in unsupported lists on `chainId`. */
export function useUnsupportedTokenMap(chainId: number): TokenAddressMap {
  const byUrl = useListsByUrl();
  return useMemo(() => combineLists(UNSUPPORTED_LIST_URLS, byUrl, chainId), [byUrl, chainId]);
}

/** True while an enabled list has nothing to show yet (first download, or the devnet's read). */
export function useActiveListsLoading(): boolean {
  const byUrl = useListsByUrl();
  const active = useActiveListUrls();
  return active.some((url) => {
    const list = byUrl[url];
    return Boolean(list && !list.current && !list.error);
  });
}
