import { lazy, Suspense } from 'react';
import { useConnection } from '@/chain/connection.ts';
import { ConnectWalletButton } from './ConnectWalletButton.tsx';

// The account menu's code loads only for a connected (or reconnecting) wallet: a visitor without one never needs it.
const AccountMenu = lazy(() => import('./AccountMenu.tsx').then(({ AccountMenu }) => ({ default: AccountMenu })));

/** The header's wallet slot: account menu when connected, otherwise 'Connect Wallet'. */
export function WalletArea() {
  const { isConnected } = useConnection();
  return isConnected ? (
    <Suspense fallback={null}>
      <AccountMenu />
    </Suspense>
  ) : (
    <ConnectWalletButton size="sm" className="whitespace-nowrap" />
  );
}
