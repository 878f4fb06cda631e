import type { StateCreator } from 'zustand';

/** SPEC.md section 3 "Local preferences": how /pools and /farms show their lists. */
export type YieldViewMode = 'table' | 'card';

export interface YieldPreferencesSlice {
  /** Default table (SPEC.md section 9). */
  poolsViewMode: YieldViewMode;
  farmsViewMode: YieldViewMode;
  poolsStakedOnly: boolean;
  farmsStakedOnly: boolean;
  setPoolsViewMode(mode: YieldViewMode): void;
  setFarmsViewMode(mode: YieldViewMode): void;
  setPoolsStakedOnly(on: boolean): void;
  setFarmsStakedOnly(on: boolean): void;
}

export const createYieldPreferencesSlice: StateCreator<YieldPreferencesSlice, [], [], YieldPreferencesSlice> = (
  set,
) => ({
  poolsViewMode: 'table',
  farmsViewMode: 'table',
  poolsStakedOnly: false,
  farmsStakedOnly: false,
  setPoolsViewMode: (poolsViewMode) => set({ poolsViewMode }),
  setFarmsViewMode: (farmsViewMode) => set({ farmsViewMode }),
  setPoolsStakedOnly: (poolsStakedOnly) => set({ poolsStakedOnly }),
  setFarmsStakedOnly: (farmsStakedOnly) => set({ farmsStakedOnly }),
});
