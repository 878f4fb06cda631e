import { lazy } from 'react';
import { MountWhenShown } from '@/ui/MountWhenShown.tsx';
import { useWalletModal } from './walletModalStore.ts';

const WalletPicker = lazy(() => import('./WalletPicker.tsx').then(({ WalletPicker }) => ({ default: WalletPicker })));

/** The connect dialog: its code and wagmi's load when it first opens, so a visitor who never connects loads neither. */
export function ConnectWalletDialog() {
  const open = useWalletModal((state) => state.open);
  return (
    <MountWhenShown shown={open}>
      <WalletPicker />
    </MountWhenShown>
  );
}
