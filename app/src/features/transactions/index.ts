// Transactions UI shared by swap, liquidity and yield screens.
export { AddToWalletButton, useCanWatchAsset } from './AddToWalletButton.tsx';
export { TransactionErrorView, TransactionSubmittedView, WaitingForConfirmationView } from './ConfirmationViews.tsx';
export { RecentTransactionsButton } from './RecentTransactionsButton.tsx';
export { RecentTransactionsModal } from './RecentTransactionsModal.tsx';
export {
  TransactionConfirmationModal,
  type TransactionConfirmationModalProps,
} from './TransactionConfirmationModal.tsx';
export { splitTransactions, type TransactionStatus, transactionStatus } from './transactionStatus.ts';
