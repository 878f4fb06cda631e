import { useEffect } from 'react';
import { useAppStore } from '@/state/store.ts';
import { DEFAULT_LIST_URLS, isBuiltinList } from './builtinLists.ts';
import type { TokenList } from './types.ts';

/** SPEC.md section 9: token lists refresh every 600000 ms. */
export const LIST_REFRESH_INTERVAL_MS = 600_000;

let requestCounter = 0;

async function download(url: string): Promise<TokenList> {
  const [{ fetchTokenList }, { resolveEnsContenthash }] = await Promise.all([
    import('./fetchTokenList.ts'),
    import('./ens.ts'),
  ]);
  return fetchTokenList(url, resolveEnsContenthash);
}

/**
 * Fetches one list into the store (loading → current, pending update or error) and returns it;
 * a failure is recorded on the list and thrown to the caller.
 */
export async function fetchListIntoStore(url: string): Promise<TokenList> {
  const store = useAppStore.getState();
  const requestId = `${Date.now()}-${++requestCounter}`;
  store.fetchListPending(url, requestId);
  try {
    const list = await download(url);
    useAppStore.getState().fetchListFulfilled(url, list, requestId);
    return list;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    useAppStore.getState().fetchListRejected(url, message, requestId);
    throw error;
  }
}

/** Downloads a list without storing it: the Lists tab's preview before the user imports it. */
export function previewList(url: string): Promise<TokenList> {
  return download(url);
}

function refreshAllLists() {
  const { byUrl } = useAppStore.getState().lists;
  for (const url of Object.keys(byUrl)) {
    if (isBuiltinList(url)) continue;
    fetchListIntoStore(url).catch(() => {}); // the error is on the list's state
  }
}

// One refresh loop for the page however many components read the lists.
let users = 0;
let timer: ReturnType<typeof setInterval> | undefined;

// Before the first render reads the store: the built-in lists a fresh install starts with, and
// any built-in list added since this browser last ran the app.
useAppStore.getState().initializeDefaultLists(DEFAULT_LIST_URLS, DEFAULT_LIST_URLS);

function startRefreshing() {
  refreshAllLists();
  timer = setInterval(refreshAllLists, LIST_REFRESH_INTERVAL_MS);
}

/** Keeps the lists fresh while any component using tokens is mounted. */
export function useListsUpdater() {
  useEffect(() => {
    if (users++ === 0) startRefreshing();
    return () => {
      if (--users === 0 && timer) {
        clearInterval(timer);
        timer = undefined;
      }
    };
  }, []);
}
