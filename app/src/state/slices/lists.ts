import type { StateCreator } from 'zustand';
import type { TokenList } from '@/features/tokens';
import { shouldAutoApplyUpdate, VersionUpgrade, versionUpgrade } from './listVersion.ts';

/** SPEC.md section 3: list state per url. */
export interface ListState {
  current: TokenList | null;
  pendingUpdate: TokenList | null;
  /** Set while a fetch is in flight; an answer for another request id is stale and ignored. */
  loadingRequestId: string | null;
  error: string | null;
}

export interface ListsState {
  byUrl: Record<string, ListState>;
  activeListUrls: string[];
  /** Built-in lists already added once, so a list the user removed does not come back. */
  initializedDefaults: string[];
}

export interface ListsSlice {
  lists: ListsState;
  initializeDefaultLists(urls: readonly string[], activeByDefault: readonly string[]): void;
  fetchListPending(url: string, requestId: string): void;
  fetchListFulfilled(url: string, list: TokenList, requestId: string): void;
  fetchListRejected(url: string, error: string, requestId: string): void;
  addList(url: string): void;
  removeList(url: string): void;
  enableList(url: string): void;
  disableList(url: string): void;
  acceptListUpdate(url: string): void;
}

export const EMPTY_LIST_STATE: ListState = { current: null, pendingUpdate: null, loadingRequestId: null, error: null };

export const initialListsState: ListsState = { byUrl: {}, activeListUrls: [], initializedDefaults: [] };

// Pure transitions, so the list rules are tested without React or a store.
export const listTransitions = {
  initializeDefaults(state: ListsState, urls: readonly string[], activeByDefault: readonly string[]): ListsState {
    const fresh = urls.filter((url) => !state.initializedDefaults.includes(url));
    if (fresh.length === 0) return state;
    const byUrl = { ...state.byUrl };
    for (const url of fresh) byUrl[url] ??= EMPTY_LIST_STATE;
    const activate = fresh.filter((url) => activeByDefault.includes(url) && !state.activeListUrls.includes(url));
    return {
      byUrl,
      activeListUrls: [...state.activeListUrls, ...activate],
      initializedDefaults: [...state.initializedDefaults, ...fresh],
    };
  },

  pending(state: ListsState, url: string, requestId: string): ListsState {
    const list = state.byUrl[url] ?? EMPTY_LIST_STATE;
    return { ...state, byUrl: { ...state.byUrl, [url]: { ...list, loadingRequestId: requestId, error: null } } };
  },

  /**
   * A fetched list: the first one becomes current; a newer version becomes current at once for a
   * patch or minor bump that describes the change honestly, and waits as pendingUpdate otherwise.
   */
  fulfilled(state: ListsState, url: string, fetched: TokenList, requestId: string): ListsState {
    const list = state.byUrl[url];
    // Removed while loading, or an older request answering late.
    if (!list || (list.loadingRequestId !== null && list.loadingRequestId !== requestId)) return state;
    let next: ListState;
    if (!list.current) {
      next = { current: fetched, pendingUpdate: null, loadingRequestId: null, error: null };
    } else if (versionUpgrade(list.current.version, fetched.version) === VersionUpgrade.NONE) {
      next = { ...list, loadingRequestId: null, error: null };
    } else if (shouldAutoApplyUpdate(list.current, fetched)) {
      next = { current: fetched, pendingUpdate: null, loadingRequestId: null, error: null };
    } else {
      next = { ...list, pendingUpdate: fetched, loadingRequestId: null, error: null };
    }
    return { ...state, byUrl: { ...state.byUrl, [url]: next } };
  },

  /** A failed fetch keeps the list the user already has: being offline must not empty it. */
  rejected(state: ListsState, url: string, error: string, requestId: string): ListsState {
    const list = state.byUrl[url];
    if (!list || (list.loadingRequestId !== null && list.loadingRequestId !== requestId)) return state;
    return { ...state, byUrl: { ...state.byUrl, [url]: { ...list, loadingRequestId: null, error } } };
  },

  add(state: ListsState, url: string): ListsState {
    if (state.byUrl[url]) return state;
    return { ...state, byUrl: { ...state.byUrl, [url]: EMPTY_LIST_STATE } };
  },

  remove(state: ListsState, url: string): ListsState {
    if (!state.byUrl[url]) return state;
    const { [url]: _removed, ...byUrl } = state.byUrl;
    return { ...state, byUrl, activeListUrls: state.activeListUrls.filter((active) => active !== url) };
  },

  enable(state: ListsState, url: string): ListsState {
    const added = listTransitions.add(state, url);
    if (added.activeListUrls.includes(url)) return added;
    return { ...added, activeListUrls: [...added.activeListUrls, url] };
  },

  disable(state: ListsState, url: string): ListsState {
    if (!state.activeListUrls.includes(url)) return state;
    return { ...state, activeListUrls: state.activeListUrls.filter((active) => active !== url) };
  },

  acceptUpdate(state: ListsState, url: string): ListsState {
    const list = state.byUrl[url];
    if (!list?.pendingUpdate) throw new Error('accept list update called without pending update');
    return {
      ...state,
      byUrl: { ...state.byUrl, [url]: { ...list, current: list.pendingUpdate, pendingUpdate: null } },
    };
  },
};

export const createListsSlice: StateCreator<ListsSlice, [], [], ListsSlice> = (set, get) => {
  const update = (next: (state: ListsState) => ListsState) => {
    const before = get().lists;
    const after = next(before);
    if (after !== before) set({ lists: after });
  };
  return {
    lists: initialListsState,
    initializeDefaultLists: (urls, active) => update((s) => listTransitions.initializeDefaults(s, urls, active)),
    fetchListPending: (url, requestId) => update((s) => listTransitions.pending(s, url, requestId)),
    fetchListFulfilled: (url, list, requestId) => update((s) => listTransitions.fulfilled(s, url, list, requestId)),
    fetchListRejected: (url, error, requestId) => update((s) => listTransitions.rejected(s, url, error, requestId)),
    addList: (url) => update((s) => listTransitions.add(s, url)),
    removeList: (url) => update((s) => listTransitions.remove(s, url)),
    enableList: (url) => update((s) => listTransitions.enable(s, url)),
    disableList: (url) => update((s) => listTransitions.disable(s, url)),
    acceptListUpdate: (url) => update((s) => listTransitions.acceptUpdate(s, url)),
  };
};
