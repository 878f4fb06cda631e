import { useCallback, useRef } from 'react';
import { type Address, erc20Abi } from 'viem';
import { useConnection } from '@/chain/connection.ts';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { useAppStore } from '@/state/store.ts';
import { useToast } from '@/ui/Toast.tsx';
import { useChainReads } from './reads.ts';
import { TRANSACTION_FAILED_TEXT, TransactionError } from './tx/errors.ts';
import { useHasPendingApproval, useLastApprovalConfirmedAt } from './tx/selectors.ts';
import { useCandidateWrite } from './tx/useCandidateWrite.ts';

/** SPEC.md section 4 "Token approval". */
export type ApprovalState = 'UNKNOWN' | 'NOT_APPROVED' | 'PENDING' | 'APPROVED';

export interface ApprovalTarget {
  /** undefined while unknown; 'native' for BNB, which never needs approval. */
  token: Address | 'native' | undefined;
  spender: Address | undefined;
  /** The amount the next action will pull. */
  amount: bigint | undefined;
  symbol: string;
  /**
   * The allowance as a batched read already knows it, and when it was read: the hook then reads
   * nothing itself (a list of pools adds no call per pool).
   */
  knownAllowance?: { value: bigint; readAt: number };
}

/**
 * Allowance state for a token and spender, and the approve action: the maximum amount, falling
 * back to the exact amount when the token refuses to estimate the maximum; only the exact amount
 * when the user turned on 'Exact amount approvals'.
 */
export function useApproval({ token, spender, amount, symbol, knownAllowance }: ApprovalTarget) {
  const { address } = useConnection();
  const { t } = useTranslation();
  const { toastError } = useToast();
  const writeFirstCandidate = useCandidateWrite();
  const erc20 = token && token !== 'native' ? token : undefined;
  const pendingApproval = useHasPendingApproval(erc20, spender);
  const approvalConfirmedAt = useLastApprovalConfirmedAt(erc20, spender);
  const approving = useRef(false);
  const exactApprovals = useAppStore((state) => state.userExactApprovals);

  const read = useChainReads(
    erc20 && spender && address && !knownAllowance
      ? ([{ address: erc20, abi: erc20Abi, functionName: 'allowance', args: [address, spender] }] as const)
      : undefined,
  );
  const allowance = knownAllowance ? knownAllowance.value : read.data?.[0];
  const dataUpdatedAt = knownAllowance ? knownAllowance.readAt : read.dataUpdatedAt;
  const isError = !knownAllowance && read.isError;
  const isLoading = !knownAllowance && read.isLoading;

  let state: ApprovalState;
  if (token === 'native') state = 'APPROVED';
  else if (!erc20 || !spender || amount === undefined) state = 'UNKNOWN';
  // Until the allowance is read again after a confirmed approval, the old value is stale.
  else if (pendingApproval || dataUpdatedAt < approvalConfirmedAt) state = 'PENDING';
  else if (isError) state = 'NOT_APPROVED';
  else if (allowance === undefined || isLoading) state = 'UNKNOWN';
  else state = allowance === null || allowance < amount ? 'NOT_APPROVED' : 'APPROVED';

  const approve = useCallback(async () => {
    if (state !== 'NOT_APPROVED' || approving.current || !erc20 || !spender || amount === undefined) return;
    approving.current = true;
    try {
      // The request's code loads with the first approval, not with every form that shows the button.
      const { approvalAmounts, approveRequest } = await import('./approveRequest.ts');
      const request = (value: bigint) => approveRequest({ t, token: erc20, spender, amount: value, symbol });
      return await writeFirstCandidate(approvalAmounts(amount, exactApprovals).map(request));
    } catch (error) {
      if (!(error instanceof TransactionError && error.kind === 'rejected')) {
        console.error('An error occurred approving transaction', error);
        toastError(t('Error'), t(TRANSACTION_FAILED_TEXT));
      }
      return undefined;
    } finally {
      approving.current = false;
    }
  }, [state, erc20, spender, amount, symbol, exactApprovals, writeFirstCandidate, t, toastError]);

  return { state, approve, allowance: allowance ?? undefined };
}
