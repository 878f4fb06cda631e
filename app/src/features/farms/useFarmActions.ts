import { masterChefAbi } from '@flaskswap/contracts';
import { formatAmount } from '@flaskswap/sdk';
import { useCallback } from 'react';
import type { Abi, Address } from 'viem';
import type { WriteRequest } from '@/chain/tx/pipeline.ts';
import { useYieldTransaction } from '@/features/prices';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';

const abi = masterChefAbi as Abi;

/** Harvest a farm: deposit(pid, 0) collects its FLASK (gas estimated + 10%). */
export function farmHarvestRequest(chef: Address, pid: number, summary: string): WriteRequest<Abi> {
  return { address: chef, abi, functionName: 'deposit', args: [BigInt(pid), 0n], summary } as WriteRequest<Abi>;
}

/** A farm's MasterChef writes: deposit, withdraw, and deposit(pid, 0) to harvest (gas estimated + 10%). */
export function useFarmActions(chef: Address | undefined, pid: number, lpSymbol: string) {
  const { t } = useTranslation();
  const run = useYieldTransaction();
  const write = useCallback(
    async (functionName: 'deposit' | 'withdraw', amount: bigint, summary: string, title: string, description: string) =>
      Boolean(
        chef &&
          (await run(
            { address: chef, abi, functionName, args: [BigInt(pid), amount], summary },
            { title, description },
          )),
      ),
    [chef, pid, run],
  );
  const stake = useCallback(
    (amount: bigint) =>
      write(
        'deposit',
        amount,
        t('Stake %amount% %symbol%', { amount: formatAmount(amount, 18), symbol: lpSymbol }),
        t('Staked!'),
        t('Your %symbol% funds have been staked in the farm!', { symbol: lpSymbol }),
      ),
    [write, lpSymbol, t],
  );
  const unstake = useCallback(
    (amount: bigint) =>
      write(
        'withdraw',
        amount,
        t('Unstake %amount% %symbol%', { amount: formatAmount(amount, 18), symbol: lpSymbol }),
        t('Unstaked!'),
        t('Your %symbol% earnings have also been harvested to your wallet!', { symbol: 'FLASK' }),
      ),
    [write, lpSymbol, t],
  );
  const harvest = useCallback(
    () =>
      write(
        'deposit',
        0n,
        t('Harvest %symbol% from %farm%', { symbol: 'FLASK', farm: lpSymbol }),
        t('Harvested!'),
        t('Your %symbol% earnings have been sent to your wallet!', { symbol: 'FLASK' }),
      ),
    [write, lpSymbol, t],
  );
  return { stake, unstake, harvest };
}
