import type { Currency } from '@flaskswap/sdk';
import type { ReactNode } from 'react';
import type { Hex } from 'viem';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { Modal } from '@/ui/Modal.tsx';
import { TransactionErrorView, TransactionSubmittedView, WaitingForConfirmationView } from './ConfirmationViews.tsx';

export interface TransactionConfirmationModalProps {
  isOpen: boolean;
  onDismiss(): void;
  /** The review step's title, e.g. 'Confirm Swap'. */
  title: string;
  /** The wallet prompt is open. */
  attemptingTxn: boolean;
  /** Set once the wallet has sent the transaction. */
  hash?: Hex | undefined;
  /** What is being signed, e.g. 'Swapping 1 BNB for 29.8 FLASK'. */
  pendingText?: string;
  /** A worded error (SPEC.md section 8): shows the error view with Dismiss. */
  errorMessage?: string | undefined;
  /** The token the user receives, offered to the injected wallet after submission. */
  currencyToAdd?: Currency | undefined;
  /** The review step (what the user confirms). */
  children: ReactNode;
}

/**
 * SPEC.md section 2 "Transaction confirmation": the review content, then Waiting For
 * Confirmation while the wallet is open, then Transaction Submitted, or the error view.
 */
export function TransactionConfirmationModal({
  isOpen,
  onDismiss,
  title,
  attemptingTxn,
  hash,
  pendingText,
  errorMessage,
  currencyToAdd,
  children,
}: TransactionConfirmationModalProps) {
  const { t } = useTranslation();
  const view = attemptingTxn ? 'waiting' : hash ? 'submitted' : errorMessage ? 'error' : 'review';
  const heading = {
    waiting: t('Waiting For Confirmation'),
    submitted: t('Transaction Submitted'),
    error: t('Error'),
    review: title,
  }[view];
  return (
    <Modal open={isOpen} onOpenChange={(open) => !open && onDismiss()} title={heading} className="sm:w-[420px]">
      {view === 'waiting' && <WaitingForConfirmationView pendingText={pendingText} />}
      {view === 'submitted' && hash && (
        <TransactionSubmittedView hash={hash} currencyToAdd={currencyToAdd} onDismiss={onDismiss} />
      )}
      {view === 'error' && errorMessage && <TransactionErrorView message={errorMessage} onDismiss={onDismiss} />}
      {view === 'review' && children}
    </Modal>
  );
}
