// The wallet feature's public API: the connect button and the app-shell pieces around the account.
export { ConnectWalletButton } from './ConnectWalletButton.tsx';
export { ConnectWalletDialog } from './ConnectWalletDialog.tsx';
export { WalletArea } from './WalletArea.tsx';
export { WrongNetworkBanner } from './WrongNetworkBanner.tsx';
