import { flaskVaultAbi, masterChefAbi, multicall3Abi, smartChefAbi } from '@flaskswap/contracts';
import { type Abi, type Address, erc20Abi, maxUint256 } from 'viem';
import { MULTICALL3_ADDRESS } from '@/chain/chains.ts';
import { answer, bigintAnswer, CallList } from './callList.ts';
import type { YieldLayout } from './layout.ts';
import type { FarmPosition, PoolPosition, VaultPosition, YieldPositions } from './types.ts';

interface FarmCalls {
  allowance: number;
  balance: number;
  userInfo: number;
  pending: number;
}

/** The account's multicall over every farm, pool and the vault, and where each answer lands. */
export interface UserReadPlan {
  layout: YieldLayout;
  account: Address;
  calls: CallList['calls'];
  native: number;
  stakingPool: FarmCalls;
  farms: readonly { pid: number; calls: FarmCalls }[];
  pools: readonly {
    address: Address;
    isNative: boolean;
    allowance?: number;
    balance?: number;
    userInfo: number;
    pending: number;
  }[];
  vault: { userInfo: number; allowance: number; balance: number } | undefined;
}

export function buildUserReads(layout: YieldLayout, account: Address): UserReadPlan {
  const list = new CallList();
  const chef = layout.chef;
  // One balanceOf per token however many pools stake it.
  const balances = new Map<Address, number>();
  const balanceOf = (token: Address) => {
    let index = balances.get(token);
    if (index === undefined) {
      index = list.add(token, erc20Abi, 'balanceOf', [account]);
      balances.set(token, index);
    }
    return index;
  };
  const farmCalls = (pid: number, token: Address): FarmCalls => ({
    allowance: list.add(token, erc20Abi, 'allowance', [account, chef]),
    balance: balanceOf(token),
    userInfo: list.add(chef, masterChefAbi as Abi, 'userInfo', [BigInt(pid), account]),
    pending: list.add(chef, masterChefAbi as Abi, 'pendingFlask', [BigInt(pid), account]),
  });

  const native = list.add(MULTICALL3_ADDRESS, multicall3Abi as Abi, 'getEthBalance', [account]);
  const stakingPool = farmCalls(0, layout.flask.address);
  const farms = layout.pairs.flatMap((pair) =>
    pair.pid === null ? [] : [{ pid: pair.pid, calls: farmCalls(pair.pid, pair.lpAddress) }],
  );
  const pools = layout.pools.map((pool) => {
    const isNative = pool.stakingToken.isNative;
    return {
      address: pool.address,
      isNative,
      allowance: isNative
        ? undefined
        : list.add(pool.stakingToken.address, erc20Abi, 'allowance', [account, pool.address]),
      balance: isNative ? undefined : balanceOf(pool.stakingToken.address),
      userInfo: list.add(pool.address, smartChefAbi as Abi, 'userInfo', [account]),
      pending: list.add(pool.address, smartChefAbi as Abi, 'pendingReward', [account]),
    };
  });
  const vault = layout.vault
    ? {
        userInfo: list.add(layout.vault, flaskVaultAbi as Abi, 'userInfo', [account]),
        allowance: list.add(layout.flask.address, erc20Abi, 'allowance', [account, layout.vault]),
        balance: balanceOf(layout.flask.address),
      }
    : undefined;
  return { layout, account, calls: list.calls, native, stakingPool, farms, pools, vault };
}

type StakeInfo = readonly [amount: bigint, rewardDebt: bigint];
type VaultUserInfo = readonly [
  shares: bigint,
  lastDepositedTime: bigint,
  flaskAtLastUserAction: bigint,
  lastUserActionTime: bigint,
];

/** Failed reads count as zero (an unreadable allowance is 'not approved', SPEC.md section 4). */
export function decodeUserReads(plan: UserReadPlan, results: readonly unknown[]): YieldPositions {
  const read = (index: number | undefined) => (index === undefined ? 0n : (bigintAnswer(results, index) ?? 0n));
  const farmPosition = (calls: FarmCalls): FarmPosition => ({
    allowance: read(calls.allowance),
    tokenBalance: read(calls.balance),
    stakedBalance: answer<StakeInfo>(results, calls.userInfo)?.[0] ?? 0n,
    earnings: read(calls.pending),
  });
  const nativeBalance = read(plan.native);
  const pools = new Map<string, PoolPosition>();
  for (const pool of plan.pools) {
    pools.set(pool.address.toLowerCase(), {
      allowance: pool.isNative ? maxUint256 : read(pool.allowance),
      stakingTokenBalance: pool.isNative ? nativeBalance : read(pool.balance),
      stakedBalance: answer<StakeInfo>(results, pool.userInfo)?.[0] ?? 0n,
      pendingReward: read(pool.pending),
    });
  }
  let vault: VaultPosition | undefined;
  const vaultInfo = plan.vault ? answer<VaultUserInfo>(results, plan.vault.userInfo) : undefined;
  if (plan.vault && vaultInfo) {
    vault = {
      userShares: vaultInfo[0],
      lastDepositedTime: vaultInfo[1],
      flaskAtLastUserAction: vaultInfo[2],
      lastUserActionTime: vaultInfo[3],
      allowance: read(plan.vault.allowance),
      flaskBalance: read(plan.vault.balance),
    };
  }
  return {
    account: plan.account,
    nativeBalance,
    stakingPool: farmPosition(plan.stakingPool),
    farms: new Map(plan.farms.map(({ pid, calls }) => [pid, farmPosition(calls)])),
    pools,
    vault,
  };
}
