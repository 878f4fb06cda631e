import { flaskVaultAbi } from '@flaskswap/contracts';
import { formatAmount, planVaultWithdrawal } from '@flaskswap/sdk';
import { useCallback } from 'react';
import type { Abi, Address } from 'viem';
import { useYieldTransaction, VAULT_GAS_LIMIT } from '@/features/prices';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';

const abi = flaskVaultAbi as Abi;

/**
 * The auto FLASK vault's writes with SPEC.md section 7's fixed 380000 gas and section 8's toasts.
 * Unstaking an amount redeems the shares it is worth, or everything when at most 1e12 shares
 * would stay behind (SPEC.md section 4).
 */
export function useVaultActions(vault: Address | undefined) {
  const { t } = useTranslation();
  const run = useYieldTransaction();

  const deposit = useCallback(
    async (amount: bigint) =>
      Boolean(
        vault &&
          (await run(
            {
              address: vault,
              abi,
              functionName: 'deposit',
              args: [amount],
              gasLimit: VAULT_GAS_LIMIT,
              summary: t('Stake %amount% %symbol%', { amount: formatAmount(amount, 18), symbol: 'FLASK' }),
            },
            {
              title: t('Staked!'),
              description: t('Your %symbol% funds have been staked in the pool!', { symbol: 'FLASK' }),
            },
          )),
      ),
    [vault, run, t],
  );

  const withdraw = useCallback(
    async (amount: bigint, userShares: bigint, pricePerFullShare: bigint) => {
      if (!vault) return false;
      const plan = planVaultWithdrawal({ amount, userShares, pricePerFullShare });
      const receipt = await run(
        {
          address: vault,
          abi,
          functionName: plan.method,
          args: plan.method === 'withdraw' ? [plan.shares] : [],
          gasLimit: VAULT_GAS_LIMIT,
          summary: t('Unstake %amount% %symbol%', { amount: formatAmount(amount, 18), symbol: 'FLASK' }),
        },
        { title: t('Unstaked!'), description: t('Your earnings have also been harvested to your wallet') },
      );
      return Boolean(receipt);
    },
    [vault, run, t],
  );

  /** Anyone may compound the vault for everyone and earn the call-fee bounty. */
  const claimBounty = useCallback(
    async () =>
      Boolean(
        vault &&
          (await run(
            {
              address: vault,
              abi,
              functionName: 'harvest',
              args: [],
              gasLimit: VAULT_GAS_LIMIT,
              summary: t('Claim the Auto %symbol% bounty', { symbol: 'FLASK' }),
            },
            {
              title: t('Bounty collected!'),
              description: t('%symbol% bounty has been sent to your wallet.', { symbol: 'FLASK' }),
            },
          )),
      ),
    [vault, run, t],
  );

  return { deposit, withdraw, claimBounty };
}
