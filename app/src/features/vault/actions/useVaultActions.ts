import { flaskVaultAbi } from '@flaskswap/contracts';
import { formatAmount, planVaultWithdrawal } from '@flaskswap/sdk';
import { useMemo } from 'react';
import type { Address } from 'viem';
import { type WriteRequest, writeRequest } from '@/chain/tx/request.ts';
import {
  type OutcomeToastText,
  useWriteWithOutcomeToast,
  VAULT_GAS_LIMIT,
} from '@/chain/tx/useWriteWithOutcomeToast.ts';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';

/**
 * The auto FLASK vault's writes with SPEC.md section 7's fixed 380000 gas and section 8's toasts.
 * Unstaking an amount redeems the shares it is worth, or everything when at most 1e12 shares
 * would stay behind (SPEC.md section 4).
 */
export function useVaultActions(vault: Address | undefined) {
  const { t } = useTranslation();
  const write = useWriteWithOutcomeToast();
  return useMemo(() => {
    const flask = (amount: bigint) => ({ amount: formatAmount(amount, 18), symbol: 'FLASK' });
    const send = async (request: (vault: Address) => WriteRequest, success: OutcomeToastText) =>
      Boolean(vault && (await write(request(vault), success)));
    const common = (address: Address, summary: string) => ({
      address,
      abi: flaskVaultAbi,
      gasLimit: VAULT_GAS_LIMIT,
      summary,
    });
    return {
      deposit: (amount: bigint) =>
        send(
          (address) =>
            writeRequest({
              ...common(address, t('Stake %amount% %symbol%', flask(amount))),
              functionName: 'deposit',
              args: [amount],
            }),
          {
            title: t('Staked!'),
            description: t('Your %symbol% funds have been staked in the pool!', { symbol: 'FLASK' }),
          },
        ),
      withdraw: (amount: bigint, userShares: bigint, pricePerFullShare: bigint) => {
        const plan = planVaultWithdrawal({ amount, userShares, pricePerFullShare });
        const summary = t('Unstake %amount% %symbol%', flask(amount));
        return send(
          (address) =>
            plan.method === 'withdraw'
              ? writeRequest({ ...common(address, summary), functionName: 'withdraw', args: [plan.shares] })
              : writeRequest({ ...common(address, summary), functionName: 'withdrawAll' }),
          { title: t('Unstaked!'), description: t('Your earnings have also been harvested to your wallet') },
        );
      },
      /** Anyone may compound the vault for everyone and earn the call-fee bounty. */
      claimBounty: () =>
        send(
          (address) =>
            writeRequest({
              ...common(address, t('Claim the Auto %symbol% bounty', { symbol: 'FLASK' })),
              functionName: 'harvest',
            }),
          {
            title: t('Bounty collected!'),
            description: t('%symbol% bounty has been sent to your wallet.', { symbol: 'FLASK' }),
          },
        ),
    };
  }, [vault, write, t]);
}
