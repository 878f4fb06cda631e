import { flaskVaultAbi } from '@flaskswap/contracts';
import { formatAmount, planVaultWithdrawal } from '@flaskswap/sdk';
import { useMemo } from 'react';
import type { Abi, Address } from 'viem';
import { useContractWrite, VAULT_GAS_LIMIT } from '@/features/prices';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';

const abi = flaskVaultAbi as Abi;

/**
 * The auto FLASK vault's writes with SPEC.md section 7's fixed 380000 gas and section 8's toasts.
 * Unstaking an amount redeems the shares it is worth, or everything when at most 1e12 shares
 * would stay behind (SPEC.md section 4).
 */
export function useVaultActions(vault: Address | undefined) {
  const { t } = useTranslation();
  const write = useContractWrite(vault, abi, VAULT_GAS_LIMIT);
  return useMemo(() => {
    const flask = (amount: bigint) => ({ amount: formatAmount(amount, 18), symbol: 'FLASK' });
    return {
      deposit: (amount: bigint) =>
        write(
          { functionName: 'deposit', args: [amount], summary: t('Stake %amount% %symbol%', flask(amount)) },
          {
            title: t('Staked!'),
            description: t('Your %symbol% funds have been staked in the pool!', { symbol: 'FLASK' }),
          },
        ),
      withdraw: async (amount: bigint, userShares: bigint, pricePerFullShare: bigint) => {
        if (!vault) return false;
        const plan = planVaultWithdrawal({ amount, userShares, pricePerFullShare });
        return write(
          {
            functionName: plan.method,
            args: plan.method === 'withdraw' ? [plan.shares] : [],
            summary: t('Unstake %amount% %symbol%', flask(amount)),
          },
          { title: t('Unstaked!'), description: t('Your earnings have also been harvested to your wallet') },
        );
      },
      /** Anyone may compound the vault for everyone and earn the call-fee bounty. */
      claimBounty: () =>
        write(
          { functionName: 'harvest', args: [], summary: t('Claim the Auto %symbol% bounty', { symbol: 'FLASK' }) },
          {
            title: t('Bounty collected!'),
            description: t('%symbol% bounty has been sent to your wallet.', { symbol: 'FLASK' }),
          },
        ),
    };
  }, [vault, write, t]);
}
