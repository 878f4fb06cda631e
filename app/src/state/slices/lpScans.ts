import type { Address, Hex } from 'viem';
import type { StateCreator } from 'zustand';

/**
 * How far an account's Transfer history was scanned for LP tokens, and the contracts found, so a
 * later visit reads only the new blocks (a first scan on BNB Smart Chain is thousands of calls).
 */
export interface LpScan {
  /** The last block scanned, as a decimal string (JSON has no bigint). */
  scannedTo: string;
  /** That block's hash: a different one now means the chain was reset or reorganised. */
  blockHash: Hex;
  contracts: Address[];
}

export interface LpScansSlice {
  /** "chainId:factory:account" (lowercase) → scan. */
  lpScans: Record<string, LpScan>;
  saveLpScan(key: string, scan: LpScan): void;
}

export const createLpScansSlice: StateCreator<LpScansSlice, [], [], LpScansSlice> = (set) => ({
  lpScans: {},
  saveLpScan: (key, scan) => set((state) => ({ lpScans: { ...state.lpScans, [key]: scan } })),
});
