import { masterChefAbi, smartChefAbi, smartChefNativeAbi } from '@flaskswap/contracts';
import type { Abi } from 'viem';
import type { WriteRequest } from '@/chain/tx/pipeline.ts';
import { POOL_GAS_LIMIT } from '@/features/prices';
import type { PoolView } from './poolViews.ts';

/** The ABI a pool row writes through: the MasterChef for pid 0, else its SmartChef flavour. */
export function poolAbi(pool: PoolView): Abi {
  if (pool.kind === 'manual') return masterChefAbi as Abi;
  return (pool.stakingToken.isNative ? smartChefNativeAbi : smartChefAbi) as Abi;
}

/** Harvest (SPEC.md section 7): leaveStaking(0) on pid 0, deposit(0) elsewhere (no value on the BNB pool). */
export function poolHarvestRequest(pool: PoolView, summary: string): WriteRequest<Abi> {
  const isManual = pool.kind === 'manual';
  return {
    address: pool.address,
    abi: poolAbi(pool),
    functionName: isManual ? 'leaveStaking' : 'deposit',
    args: [0n],
    value: pool.stakingToken.isNative ? 0n : undefined,
    gasLimit: POOL_GAS_LIMIT,
    summary,
  } as WriteRequest<Abi>;
}
