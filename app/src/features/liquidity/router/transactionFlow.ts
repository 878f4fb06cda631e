import { useCallback, useState } from 'react';
import type { Hex } from 'viem';
import { TransactionError } from '@/chain/tx/errors.ts';
import type { SentTransaction } from '@/chain/tx/pipeline.ts';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { useAppStore } from '@/state/store.ts';

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

/**
 * A write the user reviews first: `open` fixes what is reviewed (so the modal keeps showing it
 * even when the live amounts change or vanish once the transaction lands) and, in expert mode,
 * sends at once (SPEC.md section 6). Dismissing after a hash calls `onCleared` to clear the form.
 */
export function useReviewedTransaction<T>(params: {
  send(target: T): Promise<SentTransaction>;
  onSent?(sent: SentTransaction, target: T): void;
  onCleared(): void;
}) {
  const { send, onSent, onCleared } = params;
  const flow = useTransactionFlow();
  const expertMode = useAppStore((state) => state.userExpertMode);
  const [target, setTarget] = useState<T>();

  const confirm = async (reviewed: T | undefined = target) => {
    if (reviewed === undefined) return;
    const sent = await flow.run(() => send(reviewed));
    if (sent) onSent?.(sent, reviewed);
  };
  const open = (reviewed: T) => {
    setTarget(reviewed);
    if (expertMode) void confirm(reviewed);
  };
  const dismiss = () => {
    setTarget(undefined);
    if (flow.hash) onCleared();
    flow.reset();
  };
  return { target, flow, open, confirm: () => void confirm(), dismiss };
}
