import type { StateCreator } from 'zustand';

/** Swap defaults from SPEC.md section 9. */
export const DEFAULT_SLIPPAGE_BPS = 50;
export const DEFAULT_DEADLINE_SECONDS = 1200;

export interface SettingsSlice {
  isDark: boolean;
  language: string;
  userExpertMode: boolean;
  userSingleHopOnly: boolean;
  /** Basis points: 50 = 0.5%. */
  userSlippageTolerance: number;
  /** Seconds. */
  userDeadline: number;
  audioPlay: boolean;
  /** Whether /swap shows its price chart (the toggle beside the form). */
  swapChartOpen: boolean;
  /** Approve exactly the amount a step spends instead of the maximum ('Exact amount approvals'). */
  userExactApprovals: boolean;
  setDark(isDark: boolean): void;
  setLanguage(language: string): void;
  setExpertMode(on: boolean): void;
  setSingleHopOnly(on: boolean): void;
  setSlippageTolerance(bps: number): void;
  setDeadline(seconds: number): void;
  setAudioPlay(on: boolean): void;
  setSwapChartOpen(open: boolean): void;
  setExactApprovals(on: boolean): void;
}

export const createSettingsSlice: StateCreator<SettingsSlice, [], [], SettingsSlice> = (set) => ({
  isDark: false,
  language: 'en-US',
  userExpertMode: false,
  userSingleHopOnly: false,
  userSlippageTolerance: DEFAULT_SLIPPAGE_BPS,
  userDeadline: DEFAULT_DEADLINE_SECONDS,
  audioPlay: true,
  swapChartOpen: true,
  userExactApprovals: false,
  setDark: (isDark) => set({ isDark }),
  setLanguage: (language) => set({ language }),
  setExpertMode: (userExpertMode) => set({ userExpertMode }),
  setSingleHopOnly: (userSingleHopOnly) => set({ userSingleHopOnly }),
  setSlippageTolerance: (userSlippageTolerance) => set({ userSlippageTolerance }),
  setDeadline: (userDeadline) => set({ userDeadline }),
  setAudioPlay: (audioPlay) => set({ audioPlay }),
  setSwapChartOpen: (swapChartOpen) => set({ swapChartOpen }),
  setExactApprovals: (userExactApprovals) => set({ userExactApprovals }),
});
