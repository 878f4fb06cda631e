import { useCallback } from 'react';
import type { Abi, Address, TransactionReceipt } from 'viem';
import { TRANSACTION_FAILED_TEXT } from '@/chain/tx/errors.ts';
import { useTransactionPipeline, type WriteRequest } from '@/chain/tx/pipeline.ts';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { useToast } from '@/ui/Toast.tsx';

/** SPEC.md section 7: fixed gas limits of pool and vault writes. */
export const POOL_GAS_LIMIT = 200_000n;
export const VAULT_GAS_LIMIT = 380_000n;

export interface YieldToastText {
  title: string;
  description: string;
}

/**
 * Sends a yield write through the transaction pipeline, waits for its receipt (the pipeline then
 * refreshes every read), and toasts the outcome: the given success text, or SPEC.md section 8's
 * 'Error' toast. Resolves with the receipt, or undefined when it failed.
 */
export function useYieldTransaction() {
  const { send } = useTransactionPipeline();
  const { toastSuccess, toastError } = useToast();
  const { t } = useTranslation();
  return useCallback(
    async (request: WriteRequest<Abi>, success: YieldToastText): Promise<TransactionReceipt | undefined> => {
      try {
        const tx = await send(request);
        const receipt = await tx.wait();
        toastSuccess(success.title, success.description);
        return receipt;
      } catch (error) {
        console.error('Yield transaction failed', error);
        toastError(t('Error'), t(TRANSACTION_FAILED_TEXT));
        return undefined;
      }
    },
    [send, toastSuccess, toastError, t],
  );
}

/** One write of a yield contract: the function, its arguments, the BNB sent and the wallet summary. */
export interface YieldCall {
  functionName: string;
  args: readonly unknown[];
  value?: bigint;
  summary: string;
}

/**
 * The writes of one farm, pool or vault contract through useYieldTransaction (with `gasLimit`
 * fixed, or estimated + 10% without it): each resolves true once the receipt is in, false when
 * it failed or there is no contract yet.
 */
export function useContractWrite(address: Address | undefined, abi: Abi, gasLimit?: bigint) {
  const run = useYieldTransaction();
  return useCallback(
    async (call: YieldCall, success: YieldToastText): Promise<boolean> =>
      Boolean(address && (await run({ address, abi, gasLimit, ...call } as WriteRequest<Abi>, success))),
    [address, abi, gasLimit, run],
  );
}
