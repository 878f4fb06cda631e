import { useCallback, useState } from 'react';
import type { Hex } from 'viem';
import { TransactionError } from '@/chain/tx/errors.ts';
import type { SentTransaction } from '@/chain/tx/pipeline.ts';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';

/** SPEC.md section 4 "Add liquidity": idle, attempting (wallet prompt), then the hash, or an error. */
export interface TransactionFlowState {
  attemptingTxn: boolean;
  hash: Hex | undefined;
  errorMessage: string | undefined;
}

const idle: TransactionFlowState = { attemptingTxn: false, hash: undefined, errorMessage: undefined };

/** Words a failed write as SPEC.md section 8 does; undefined for a wallet rejection, which stays silent. */
export function transactionErrorText(error: unknown, t: (key: string, data?: Record<string, string>) => string) {
  if (error instanceof TransactionError) {
    if (error.kind === 'rejected') return undefined;
    if (error.kind === 'reverted' && error.reason) {
      return t('The transaction cannot succeed due to error: %reason%.', { reason: error.reason });
    }
    if (error.kind === 'estimateGas') return t('Unexpected issue with estimating the gas. Please try again.');
    return t('Transaction failed: %message%', { message: error.message });
  }
  return t('Transaction failed: %message%', { message: error instanceof Error ? error.message : String(error) });
}

/**
 * The confirmation modal's state around one write: the wallet prompt, then the hash. A rejected
 * prompt goes quietly back to the review; any other failure is shown.
 */
export function useTransactionFlow() {
  const { t } = useTranslation();
  const [state, setState] = useState<TransactionFlowState>(idle);

  const run = useCallback(
    async (write: () => Promise<SentTransaction>): Promise<SentTransaction | undefined> => {
      setState({ ...idle, attemptingTxn: true });
      try {
        const sent = await write();
        setState({ ...idle, hash: sent.hash });
        return sent;
      } catch (error) {
        const errorMessage = transactionErrorText(error, t);
        if (errorMessage) console.error('Liquidity transaction failed', error);
        setState({ ...idle, errorMessage });
        return undefined;
      }
    },
    [t],
  );

  const reset = useCallback(() => setState(idle), []);
  return { ...state, run, reset };
}
