import { useConnection } from '@/chain/connection.ts';
import { AccountMenu } from './AccountMenu.tsx';
import { ConnectWalletButton } from './ConnectWalletButton.tsx';

/** The header's wallet slot: account menu when connected, otherwise 'Connect Wallet'. */
export function WalletArea() {
  const { isConnected } = useConnection();
  return isConnected ? <AccountMenu /> : <ConnectWalletButton size="sm" className="whitespace-nowrap" />;
}
