import { type Address, erc20Abi, maxUint256 } from 'viem';
import type { LanguageContextValue } from '@/i18n/LanguageProvider.tsx';
import { writeRequest } from './tx/request.ts';

export interface ApproveRequestInput {
  t: LanguageContextValue['t'];
  token: Address;
  spender: Address;
  /** What the allowance becomes (not added to the current one). */
  amount: bigint;
  /** The token's symbol, for the transaction's summary. */
  symbol: string;
  /** The summary when it is not 'Approve <symbol>' (a revoke). */
  summary?: string;
}

/**
 * The amounts to try approving, in order: the maximum, then the exact amount when the token will
 * not estimate the maximum (SPEC.md "Token approval"); only the exact amount when the user chose
 * 'Exact amount approvals' in the settings.
 */
export function approvalAmounts(amount: bigint, exactApprovals: boolean): bigint[] {
  return exactApprovals || amount === maxUint256 ? [amount] : [maxUint256, amount];
}

/** ERC-20 approve as a pipeline request, marked as an approval so useApproval sees it pending. */
export function approveRequest({ t, token, spender, amount, symbol, summary }: ApproveRequestInput) {
  return writeRequest({
    address: token,
    abi: erc20Abi,
    functionName: 'approve',
    args: [spender, amount],
    summary: summary ?? t('Approve %symbol%', { symbol }),
    approval: { tokenAddress: token, spender },
  });
}
