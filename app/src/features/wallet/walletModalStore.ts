import { create } from 'zustand';

/** Whether the connect-wallet dialog is open (not persisted). */
export const useWalletModal = create<{ open: boolean; setOpen(open: boolean): void }>((set) => ({
  open: false,
  setOpen: (open) => set({ open }),
}));
