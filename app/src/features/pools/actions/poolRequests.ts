import { masterChefAbi, smartChefAbi, smartChefNativeAbi } from '@flaskswap/contracts';
import { type WriteRequest, writeRequest } from '@/chain/tx/request.ts';
import type { PoolView } from '../logic/poolViews.ts';

/** SPEC.md §7: pool writes go out with a fixed gas limit, not an estimate. */
const POOL_GAS_LIMIT = 200_000n;

type PoolWrite = 'stake' | 'unstake';

/**
 * A manual or SmartChef pool's stake / unstake (SPEC.md §7): enterStaking / leaveStaking on the
 * MasterChef for pid 0, else deposit / withdraw on the SmartChef (the BNB pool sends the stake as
 * value). Fixed 200000 gas.
 */
export function poolRequest(pool: PoolView, write: PoolWrite, amount: bigint, summary: string): WriteRequest {
  const common = { address: pool.address, gasLimit: POOL_GAS_LIMIT, summary };
  if (pool.kind === 'manual') {
    const functionName = write === 'stake' ? 'enterStaking' : 'leaveStaking';
    return writeRequest({ ...common, abi: masterChefAbi, functionName, args: [amount] });
  }
  if (pool.stakingToken.isNative) {
    return write === 'stake'
      ? writeRequest({ ...common, abi: smartChefNativeAbi, functionName: 'deposit', args: [amount], value: amount })
      : writeRequest({ ...common, abi: smartChefNativeAbi, functionName: 'withdraw', args: [amount] });
  }
  const functionName = write === 'stake' ? 'deposit' : 'withdraw';
  return writeRequest({ ...common, abi: smartChefAbi, functionName, args: [amount] });
}

/** Harvest (SPEC.md §7): leaveStaking(0) on pid 0, deposit(0) elsewhere (no value on the BNB pool). */
export function poolHarvestRequest(pool: PoolView, summary: string): WriteRequest {
  return poolRequest(pool, pool.kind === 'manual' ? 'unstake' : 'stake', 0n, summary);
}
