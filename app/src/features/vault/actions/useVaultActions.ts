import { flaskVaultAbi } from '@flaskswap/contracts';
import { DISPLAY_PRECISION, formatAmount, planVaultWithdrawal } from '@flaskswap/sdk';
import { useMemo } from 'react';
import type { Address } from 'viem';
import { type WriteCall, writeRequest } from '@/chain/tx/request.ts';
import { type OutcomeToastText, useWriteWithOutcomeToast } from '@/chain/tx/useWriteWithOutcomeToast.ts';
import { useFormatLocale } from '@/i18n/format.ts';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';

/** SPEC.md §7: the vault's writes go out with a fixed gas limit, not an estimate. */
const VAULT_GAS_LIMIT = 380_000n;

type VaultCall = WriteCall<typeof flaskVaultAbi, 'deposit' | 'withdraw' | 'withdrawAll' | 'harvest'>;

/**
 * The auto FLASK vault's writes with SPEC.md section 7's fixed 380000 gas and section 8's toasts.
 * Unstaking an amount redeems the shares it is worth, or everything when at most 1e12 shares
 * would stay behind (SPEC.md section 4).
 */
export function useVaultActions(vault: Address | undefined) {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  const write = useWriteWithOutcomeToast();
  return useMemo(() => {
    const flask = (amount: bigint) => ({
      amount: formatAmount(amount, 18, DISPLAY_PRECISION.amount, { locale }),
      symbol: 'FLASK',
    });
    const send = async (call: VaultCall, summary: string, success: OutcomeToastText) =>
      Boolean(
        vault &&
          (await write(
            writeRequest({ address: vault, abi: flaskVaultAbi, ...call, gasLimit: VAULT_GAS_LIMIT, summary }),
            success,
          )),
      );
    return {
      deposit: (amount: bigint) =>
        send({ functionName: 'deposit', args: [amount] }, t('Stake %amount% %symbol%', flask(amount)), {
          title: t('Staked!'),
          description: t('Your %symbol% funds have been staked in the pool!', { symbol: 'FLASK' }),
        }),
      /** `whole`: Max was chosen, so every share goes (withdrawAll), whatever the price per share did since. */
      withdraw: (amount: bigint, userShares: bigint, pricePerFullShare: bigint, whole = false) => {
        const plan = planVaultWithdrawal({ amount, userShares, pricePerFullShare, whole });
        const call: VaultCall =
          plan.method === 'withdraw'
            ? { functionName: 'withdraw', args: [plan.shares] }
            : { functionName: 'withdrawAll', args: [] };
        return send(call, t('Unstake %amount% %symbol%', flask(amount)), {
          title: t('Unstaked!'),
          description: t('Your earnings have also been harvested to your wallet'),
        });
      },
      /** Anyone may compound the vault for everyone and earn the call-fee bounty. */
      claimBounty: () =>
        send({ functionName: 'harvest', args: [] }, t('Claim the Auto %symbol% bounty', { symbol: 'FLASK' }), {
          title: t('Bounty collected!'),
          description: t('%symbol% bounty has been sent to your wallet.', { symbol: 'FLASK' }),
        }),
    };
  }, [vault, write, t, locale]);
}
