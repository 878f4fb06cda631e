import { useActiveChain } from '@/chain/activeChain.ts';
import { useConnection } from '@/chain/connection.ts';
import { useRecentTransactions } from '@/chain/tx/selectors.ts';
import { ConnectWalletButton } from '@/features/wallet';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { useAppStore } from '@/state/store.ts';
import { Button } from '@/ui/Button.tsx';
import { Modal } from '@/ui/Modal.tsx';
import { TransactionRow } from './TransactionRow.tsx';
import { splitTransactions } from './transactionStatus.ts';

export interface RecentTransactionsModalProps {
  open: boolean;
  onOpenChange(open: boolean): void;
}

/** SPEC.md section 2 "Recent Transactions": pending list, then completed list, 'clear all'. */
export function RecentTransactionsModal({ open, onOpenChange }: RecentTransactionsModalProps) {
  const { t } = useTranslation();
  const { isConnected } = useConnection();
  const { chain } = useActiveChain();
  const recent = useRecentTransactions();
  const clearAllTransactions = useAppStore((state) => state.clearAllTransactions);
  const { pending, completed } = splitTransactions(recent);

  return (
    <Modal open={open} onOpenChange={onOpenChange} title={t('Recent Transactions')} className="sm:w-[420px]">
      {!isConnected ? (
        <div className="flex flex-col items-center gap-4 py-4 text-center">
          <p className="text-muted">{t('Please connect your wallet to view your recent transactions')}</p>
          <ConnectWalletButton onClickCapture={() => onOpenChange(false)} />
        </div>
      ) : recent.length === 0 ? (
        <p className="py-6 text-center text-muted">{t('No recent transactions')}</p>
      ) : (
        <div className="flex flex-col gap-2">
          <div className="flex items-center justify-between">
            <h3 className="text-sm font-semibold text-muted">{t('Recent Transactions')}</h3>
            <Button variant="text" size="sm" className="px-0" onClick={() => clearAllTransactions(chain.id)}>
              {t('clear all')}
            </Button>
          </div>
          {pending.length > 0 && (
            <ul aria-label={t('Pending transactions')} className="divide-y divide-border">
              {pending.map((tx) => (
                <TransactionRow key={tx.hash} tx={tx} chain={chain} />
              ))}
            </ul>
          )}
          {completed.length > 0 && (
            <ul aria-label={t('Completed transactions')} className="divide-y divide-border">
              {completed.map((tx) => (
                <TransactionRow key={tx.hash} tx={tx} chain={chain} />
              ))}
            </ul>
          )}
        </div>
      )}
    </Modal>
  );
}
