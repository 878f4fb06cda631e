import { useVaultActions } from '@/features/vault';
import type { PoolView } from '../logic/poolViews.ts';
import { usePoolActions } from './usePoolActions.ts';

/** Stake, unstake, harvest and compound for any row: the vault's writes or the pool's. */
export function usePoolWrites(pool: PoolView) {
  const poolActions = usePoolActions(pool);
  const vaultActions = useVaultActions(pool.kind === 'auto' ? pool.address : undefined);
  if (pool.kind !== 'auto') return poolActions;
  const vault = pool.user?.vault;
  return {
    stake: vaultActions.deposit,
    unstake: async (amount: bigint, options?: { whole: boolean }) =>
      vault ? vaultActions.withdraw(amount, vault.userShares, pool.pricePerFullShare ?? 0n, options?.whole) : false,
    harvest: async () => false,
    compound: async () => false,
  };
}
