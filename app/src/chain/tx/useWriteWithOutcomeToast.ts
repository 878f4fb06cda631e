import { useCallback } from 'react';
import type { Abi, TransactionReceipt } from 'viem';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { useToast } from '@/ui/Toast.tsx';
import { TRANSACTION_FAILED_TEXT } from './errors.ts';
import type { WriteFunctionName, WriteRequest } from './request.ts';
import { useSendAndWait } from './useSendAndWait.ts';

export interface OutcomeToastText {
  title: string;
  description: string;
}

/**
 * A write with no confirm modal (stake, harvest, vault…): sends it, waits for its receipt (the
 * pipeline then refreshes every read) and toasts the outcome, the given success text or SPEC.md
 * §8's 'Error' toast; with `failedTitle` (a catalogue text, translated) the failure toast is titled
 * by it and says why. Resolves with the receipt, or undefined when it failed or was refused.
 */
export function useWriteWithOutcomeToast() {
  const sendAndWait = useSendAndWait();
  const { toastSuccess, toastError } = useToast();
  const { t } = useTranslation();
  return useCallback(
    async <const abi extends Abi, name extends WriteFunctionName<abi>>(
      request: WriteRequest<abi, name>,
      success: OutcomeToastText,
      failedTitle?: string,
    ): Promise<TransactionReceipt | undefined> => {
      const outcome = await sendAndWait([request]);
      if (outcome.status === 'confirmed') {
        toastSuccess(success.title, success.description);
        return outcome.receipt;
      }
      if (failedTitle) toastError(failedTitle, t(outcome.message.key, outcome.message.data));
      else toastError(t('Error'), t(TRANSACTION_FAILED_TEXT));
      return undefined;
    },
    [sendAndWait, toastSuccess, toastError, t],
  );
}
