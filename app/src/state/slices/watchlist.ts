import type { StateCreator } from 'zustand';

export type WatchKind = 'token' | 'pair';

export interface WatchlistSlice {
  /** chainId → the lowercase addresses of the tokens and pairs starred on /info, oldest first. */
  watchlist: Record<number, { token: string[]; pair: string[] }>;
  toggleWatched(chainId: number, kind: WatchKind, address: string): void;
}

export const createWatchlistSlice: StateCreator<WatchlistSlice, [], [], WatchlistSlice> = (set) => ({
  watchlist: {},
  toggleWatched: (chainId, kind, address) =>
    set((state) => {
      const lists = state.watchlist[chainId] ?? { token: [], pair: [] };
      const key = address.toLowerCase();
      const list = lists[kind];
      const next = list.includes(key) ? list.filter((entry) => entry !== key) : [...list, key];
      return { watchlist: { ...state.watchlist, [chainId]: { ...lists, [kind]: next } } };
    }),
});
