import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { Hex } from 'viem';
import { useActiveChain } from '@/chain/activeChain.ts';
import { useBlockClock } from '@/chain/BlockClock.tsx';
import { explorerLink } from '@/chain/chains.ts';
import { useChainClient } from '@/chain/client.ts';
import { isChainStateQuery } from '@/chain/reads.ts';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import type { TransactionRecord } from '@/state/slices/transactions.ts';
import { useAppStore } from '@/state/store.ts';
import { ExternalLink } from '@/ui/ExternalLink.tsx';
import { useToast } from '@/ui/Toast.tsx';
import { shouldCheck } from './policy.ts';

/**
 * Follows every pending transaction of the active chain to its end: a receipt (success or
 * failure toast, reads refreshed), or a replacement/drop detected from the sender's nonce, so
 * nothing spins forever.
 */
export function TransactionUpdater() {
  const { chain } = useActiveChain();
  const client = useChainClient(chain.id);
  const { currentBlock } = useBlockClock();
  const transactions = useAppStore((state) => state.transactions[chain.id]);
  const { checkedTransaction, finalizeTransaction } = useAppStore.getState();
  const { toastSuccess, toastError, toastWarning } = useToast();
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const inFlight = useRef(new Set<Hex>());

  useEffect(() => {
    if (!client || currentBlock === undefined || !transactions) return;
    const describe = (tx: TransactionRecord) => {
      const link = explorerLink(chain, { transaction: tx.hash });
      return (
        <>
          {tx.summary ?? tx.hash}
          {link && (
            <>
              {' '}
              <ExternalLink href={link}>{t('View on BscScan')}</ExternalLink>
            </>
          )}
        </>
      );
    };

    for (const tx of Object.values(transactions)) {
      if (!shouldCheck(tx, currentBlock) || inFlight.current.has(tx.hash)) continue;
      inFlight.current.add(tx.hash);
      void (async () => {
        try {
          const { getTransaction, getTransactionCount, getTransactionReceipt } = await import('@/chain/lazyActions.ts');
          const receipt = await getTransactionReceipt(client, { hash: tx.hash }).catch(() => undefined);
          if (receipt) {
            finalizeTransaction(chain.id, tx.hash, {
              receipt: {
                blockHash: receipt.blockHash,
                blockNumber: Number(receipt.blockNumber),
                contractAddress: receipt.contractAddress,
                from: receipt.from,
                status: receipt.status === 'success' ? 1 : 0,
                to: receipt.to,
                transactionHash: receipt.transactionHash,
                transactionIndex: receipt.transactionIndex,
              },
            });
            await queryClient.invalidateQueries({ predicate: isChainStateQuery });
            if (receipt.status === 'success') toastSuccess(t('Transaction receipt'), describe(tx));
            else toastError(t('Transaction receipt'), describe(tx));
            return;
          }
          const pending = await getTransaction(client, { hash: tx.hash }).catch(() => undefined);
          if (pending) {
            checkedTransaction(chain.id, tx.hash, currentBlock, pending.nonce);
            return;
          }
          const nonce = tx.nonce;
          const used = nonce === undefined ? undefined : await getTransactionCount(client, { address: tx.from });
          if (nonce !== undefined && used !== undefined && used > nonce) {
            finalizeTransaction(chain.id, tx.hash, { replaced: true });
            await queryClient.invalidateQueries({ predicate: isChainStateQuery });
            toastWarning(
              t('Transaction replaced'),
              t('It was replaced or dropped by your wallet: %summary%', { summary: tx.summary ?? tx.hash }),
            );
            return;
          }
          checkedTransaction(chain.id, tx.hash, currentBlock);
        } finally {
          inFlight.current.delete(tx.hash);
        }
      })();
    }
  }, [
    client,
    currentBlock,
    transactions,
    chain,
    checkedTransaction,
    finalizeTransaction,
    queryClient,
    t,
    toastSuccess,
    toastError,
    toastWarning,
  ]);

  return null;
}
