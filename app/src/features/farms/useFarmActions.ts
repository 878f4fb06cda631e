import { masterChefAbi } from '@flaskswap/contracts';
import { formatAmount } from '@flaskswap/sdk';
import { useMemo } from 'react';
import type { Abi, Address } from 'viem';
import type { WriteRequest } from '@/chain/tx/pipeline.ts';
import { useContractWrite } from '@/features/prices';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';

const abi = masterChefAbi as Abi;

/** Harvest a farm: deposit(pid, 0) collects its FLASK (gas estimated + 10%). */
export function farmHarvestRequest(chef: Address, pid: number, summary: string): WriteRequest<Abi> {
  return { address: chef, abi, functionName: 'deposit', args: [BigInt(pid), 0n], summary } as WriteRequest<Abi>;
}

/** A farm's MasterChef writes: deposit, withdraw, and deposit(pid, 0) to harvest (gas estimated + 10%). */
export function useFarmActions(chef: Address | undefined, pid: number, lpSymbol: string) {
  const { t } = useTranslation();
  const write = useContractWrite(chef, abi);
  return useMemo(() => {
    const args = (amount: bigint) => [BigInt(pid), amount];
    const lp = (amount: bigint) => ({ amount: formatAmount(amount, 18), symbol: lpSymbol });
    return {
      stake: (amount: bigint) =>
        write(
          { functionName: 'deposit', args: args(amount), summary: t('Stake %amount% %symbol%', lp(amount)) },
          {
            title: t('Staked!'),
            description: t('Your %symbol% funds have been staked in the farm!', { symbol: lpSymbol }),
          },
        ),
      unstake: (amount: bigint) =>
        write(
          { functionName: 'withdraw', args: args(amount), summary: t('Unstake %amount% %symbol%', lp(amount)) },
          {
            title: t('Unstaked!'),
            description: t('Your %symbol% earnings have also been harvested to your wallet!', { symbol: 'FLASK' }),
          },
        ),
      harvest: () =>
        write(
          {
            functionName: 'deposit',
            args: args(0n),
            summary: t('Harvest %symbol% from %farm%', { symbol: 'FLASK', farm: lpSymbol }),
          },
          {
            title: t('Harvested!'),
            description: t('Your %symbol% earnings have been sent to your wallet!', { symbol: 'FLASK' }),
          },
        ),
    };
  }, [write, pid, lpSymbol, t]);
}
