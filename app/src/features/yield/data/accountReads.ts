import { type Address, erc20Abi, maxUint256, multicall3Abi } from 'viem';
import { flaskVaultReadsAbi } from '@/chain/abiFragments/flaskVault.ts';
import { masterChefReadsAbi } from '@/chain/abiFragments/masterChef.ts';
import { smartChefReadsAbi } from '@/chain/abiFragments/smartChef.ts';
import { MULTICALL3_ADDRESS } from '@/chain/chains.ts';
import type { ChainReadsData } from '@/chain/reads.ts';
import type { YieldLayout } from './layout.ts';
import { chefStakes } from './publicReads.ts';
import type { FarmPosition, PoolPosition, VaultPosition, YieldPositions } from './types.ts';

/** Every token the account may stake, once however many pools stake it. */
function stakedTokens(layout: YieldLayout): Address[] {
  const tokens = new Set<Address>(chefStakes(layout).map((stake) => stake.token));
  for (const pool of layout.pools) if (!pool.stakingToken.isNative) tokens.add(pool.stakingToken.address);
  return [...tokens];
}

/** Pools staking an ERC-20 (the BNB pools need no allowance), the order of `poolAllowances`. */
function erc20Pools(layout: YieldLayout) {
  return layout.pools.filter((pool) => !pool.stakingToken.isNative);
}

/**
 * The account's reads over every farm, pool and the vault, grouped; every group is empty without
 * an account, so the screens' one multicall is then only the public reads.
 */
export function accountReadCalls(layout: YieldLayout, account: Address | undefined) {
  const { chef, vault, flask } = layout;
  const forAccount = <call>(calls: (account: Address) => call[]): call[] => (account ? calls(account) : []);
  return {
    nativeBalance: forAccount((owner) => [
      { address: MULTICALL3_ADDRESS, abi: multicall3Abi, functionName: 'getEthBalance', args: [owner] } as const,
    ]),
    balances: forAccount((owner) =>
      stakedTokens(layout).map(
        (token) => ({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [owner] }) as const,
      ),
    ),
    chefAllowances: forAccount((owner) =>
      chefStakes(layout).map(
        ({ token }) => ({ address: token, abi: erc20Abi, functionName: 'allowance', args: [owner, chef] }) as const,
      ),
    ),
    chefStakes: forAccount((owner) =>
      chefStakes(layout).map(
        ({ pid }) =>
          ({ address: chef, abi: masterChefReadsAbi, functionName: 'userInfo', args: [BigInt(pid), owner] }) as const,
      ),
    ),
    chefEarnings: forAccount((owner) =>
      chefStakes(layout).map(
        ({ pid }) =>
          ({
            address: chef,
            abi: masterChefReadsAbi,
            functionName: 'pendingFlask',
            args: [BigInt(pid), owner],
          }) as const,
      ),
    ),
    poolAllowances: forAccount((owner) =>
      erc20Pools(layout).map(
        (pool) =>
          ({
            address: pool.stakingToken.address,
            abi: erc20Abi,
            functionName: 'allowance',
            args: [owner, pool.address],
          }) as const,
      ),
    ),
    poolStakes: forAccount((owner) =>
      layout.pools.map(
        (pool) => ({ address: pool.address, abi: smartChefReadsAbi, functionName: 'userInfo', args: [owner] }) as const,
      ),
    ),
    poolRewards: forAccount((owner) =>
      layout.pools.map(
        (pool) =>
          ({ address: pool.address, abi: smartChefReadsAbi, functionName: 'pendingReward', args: [owner] }) as const,
      ),
    ),
    vaultUser:
      account && vault
        ? ([
            { address: vault, abi: flaskVaultReadsAbi, functionName: 'userInfo', args: [account] },
            { address: flask.address, abi: erc20Abi, functionName: 'allowance', args: [account, vault] },
          ] as const)
        : [],
  } as const;
}

export type AccountReads = ChainReadsData<ReturnType<typeof accountReadCalls>>;

const orZero = (value: bigint | null | undefined): bigint => value ?? 0n;

/** Failed reads count as zero (an unreadable allowance is 'not approved', SPEC.md section 4). */
export function decodeAccountReads(layout: YieldLayout, account: Address, reads: AccountReads): YieldPositions {
  const balanceByToken = new Map(stakedTokens(layout).map((token, i) => [token, orZero(reads.balances[i])]));
  const balanceOf = (token: Address) => balanceByToken.get(token) ?? 0n;
  const nativeBalance = orZero(reads.nativeBalance[0]);

  const farms = new Map<number, FarmPosition>(
    chefStakes(layout).map(({ pid, token }, i) => [
      pid,
      {
        allowance: orZero(reads.chefAllowances[i]),
        tokenBalance: balanceOf(token),
        stakedBalance: reads.chefStakes[i]?.[0] ?? 0n,
        earnings: orZero(reads.chefEarnings[i]),
      },
    ]),
  );
  const stakingPool = farms.get(0)!;
  farms.delete(0);

  const erc20Allowances = new Map(erc20Pools(layout).map((pool, i) => [pool.address, orZero(reads.poolAllowances[i])]));
  const pools = new Map<string, PoolPosition>(
    layout.pools.map((pool, i) => {
      const { isNative, address } = pool.stakingToken;
      return [
        pool.address.toLowerCase(),
        {
          allowance: isNative ? maxUint256 : (erc20Allowances.get(pool.address) ?? 0n),
          stakingTokenBalance: isNative ? nativeBalance : balanceOf(address),
          stakedBalance: reads.poolStakes[i]?.[0] ?? 0n,
          pendingReward: orZero(reads.poolRewards[i]),
        },
      ];
    }),
  );

  let vault: VaultPosition | undefined;
  const [vaultInfo, vaultAllowance] = reads.vaultUser;
  if (layout.vault && vaultInfo) {
    vault = {
      userShares: vaultInfo[0],
      lastDepositedTime: vaultInfo[1],
      flaskAtLastUserAction: vaultInfo[2],
      lastUserActionTime: vaultInfo[3],
      allowance: orZero(vaultAllowance),
      flaskBalance: balanceOf(layout.flask.address),
    };
  }
  return { account, nativeBalance, stakingPool, farms, pools, vault };
}
