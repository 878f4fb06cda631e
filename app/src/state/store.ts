import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { createListsSlice, type ListsSlice } from './slices/lists.ts';
import { createLpScansSlice, type LpScansSlice } from './slices/lpScans.ts';
import { createProposalDraftSlice, type ProposalDraftSlice } from './slices/proposalDraft.ts';
import { createSettingsSlice, type SettingsSlice } from './slices/settings.ts';
import { createTransactionsSlice, type TransactionsSlice } from './slices/transactions.ts';
import { createUserTokensSlice, type UserTokensSlice } from './slices/userTokens.ts';
import { createWatchlistSlice, type WatchlistSlice } from './slices/watchlist.ts';
import { createYieldPreferencesSlice, type YieldPreferencesSlice } from './slices/yieldPreferences.ts';

/**
 * The one persisted store for user state (settings, custom tokens, lists, saved pairs,
 * transactions, view preferences, LP discovery progress, the proposal draft, the info watchlist). Each concern is a slice in ./slices; bump STORE_VERSION
 * and extend `migrate` whenever a persisted shape changes.
 */
export type AppState = SettingsSlice &
  TransactionsSlice &
  ListsSlice &
  UserTokensSlice &
  YieldPreferencesSlice &
  LpScansSlice &
  ProposalDraftSlice &
  WatchlistSlice;

export const STORE_KEY = 'flaskswap';
export const STORE_VERSION = 1;

export function migrate(persisted: unknown, version: number): Partial<AppState> {
  const state = (persisted ?? {}) as Partial<AppState>;
  // version 0 had no persisted state worth keeping
  if (version < 1) return {};
  return state;
}

export const useAppStore = create<AppState>()(
  persist(
    (...args) => ({
      ...createSettingsSlice(...args),
      ...createTransactionsSlice(...args),
      ...createListsSlice(...args),
      ...createUserTokensSlice(...args),
      ...createYieldPreferencesSlice(...args),
      ...createLpScansSlice(...args),
      ...createProposalDraftSlice(...args),
      ...createWatchlistSlice(...args),
    }),
    {
      name: STORE_KEY,
      version: STORE_VERSION,
      storage: createJSONStorage(() => localStorage),
      migrate,
      // Only data is persisted, never functions.
      partialize: (state) =>
        Object.fromEntries(Object.entries(state).filter(([, value]) => typeof value !== 'function')) as AppState,
    },
  ),
);
