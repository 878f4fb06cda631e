import { type Address, erc20Abi } from 'viem';
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
}

/** ERC-20 approve as a pipeline request, marked as an approval so useApproval sees it pending. */
export function approveRequest({ t, token, spender, amount, symbol }: ApproveRequestInput) {
  return writeRequest({
    address: token,
    abi: erc20Abi,
    functionName: 'approve',
    args: [spender, amount],
    summary: t('Approve %symbol%', { symbol }),
    approval: { tokenAddress: token, spender },
  });
}
