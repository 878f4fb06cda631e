// The IFO pages' one multicall: every sale's schedule and pools and, with a wallet, the account's
// profile, LP and positions; and the decoders that turn the answers into IfoSale / IfoAccount.
import { flaskIfoV1Abi, flaskIfoV2Abi, flaskProfileAbi } from '@flaskswap/contracts';
import type { ManifestIfoSale } from '@flaskswap/sdk';
import { type Address, erc20Abi } from 'viem';
import type { ChainReadsData } from '@/chain/reads.ts';
import type { IfoAccount, IfoPool, IfoSale, IfoUserPool } from '../logic/types.ts';

/** Version 2's pools in the order the page lists them: basic (0), unlimited (1). */
const V2_PIDS = [0, 1] as const;

export interface IfoReadTargets {
  sales: readonly ManifestIfoSale[];
  /** The sale whose LP balance and allowance are read (the active one). */
  activeSale: ManifestIfoSale | undefined;
  profile: Address | undefined;
  account: Address | undefined;
}

const asAddress = (value: string) => value as Address;

export function ifoReadCalls({ sales, activeSale, profile, account }: IfoReadTargets) {
  const v1 = sales
    .filter((sale) => sale.version === 1)
    .map((sale) => ({ address: asAddress(sale.address), abi: flaskIfoV1Abi }) as const);
  const v2 = sales
    .filter((sale) => sale.version === 2)
    .map((sale) => ({ address: asAddress(sale.address), abi: flaskIfoV2Abi }) as const);
  // Both versions share these getters (IfoBase): the version 2 ABI reads them on either.
  const all = sales.map((sale) => ({ address: asAddress(sale.address), abi: flaskIfoV2Abi }) as const);
  return {
    startBlocks: all.map((sale) => ({ ...sale, functionName: 'startBlock' }) as const),
    endBlocks: all.map((sale) => ({ ...sale, functionName: 'endBlock' }) as const),
    releaseBlocks: all.map((sale) => ({ ...sale, functionName: 'releaseBlock' }) as const),
    thresholdPoints: all.map((sale) => ({ ...sale, functionName: 'thresholdPoints' }) as const),
    numberPoints: all.map((sale) => ({ ...sale, functionName: 'numberPoints' }) as const),
    v1Totals: v1.map((sale) => ({ ...sale, functionName: 'totalAmount' }) as const),
    v1Offering: v1.map((sale) => ({ ...sale, functionName: 'offeringAmount' }) as const),
    v1Raising: v1.map((sale) => ({ ...sale, functionName: 'raisingAmount' }) as const),
    v2Basic: v2.map((sale) => ({ ...sale, functionName: 'viewPoolInformation', args: [0n] }) as const),
    v2Unlimited: v2.map((sale) => ({ ...sale, functionName: 'viewPoolInformation', args: [1n] }) as const),
    v1Users: account ? v1.map((sale) => ({ ...sale, functionName: 'userInfo', args: [account] }) as const) : [],
    v2Users: account
      ? v2.map((sale) => ({ ...sale, functionName: 'viewUserInfo', args: [account, [...V2_PIDS]] }) as const)
      : [],
    profile:
      account && profile
        ? ([{ address: profile, abi: flaskProfileAbi, functionName: 'getUserProfile', args: [account] }] as const)
        : [],
    lp:
      account && activeSale
        ? ([
            {
              address: asAddress(activeSale.currency.address),
              abi: erc20Abi,
              functionName: 'balanceOf',
              args: [account],
            },
            {
              address: asAddress(activeSale.currency.address),
              abi: erc20Abi,
              functionName: 'allowance',
              args: [account, asAddress(activeSale.address)],
            },
          ] as const)
        : [],
  };
}

export type IfoReads = ChainReadsData<ReturnType<typeof ifoReadCalls>>;
type PoolInformation = NonNullable<IfoReads['v2Basic'][number]>;

function v2Pool(sale: ManifestIfoSale, kind: 'basic' | 'unlimited', info: PoolInformation): IfoPool {
  const [raisingAmount, offeringAmount, limitPerUser, hasTax, totalAmount] = info;
  const announced = kind === 'basic' ? sale.poolBasic : sale.poolUnlimited;
  if (!announced) throw new Error(`Sale ${sale.id} announces no ${kind} pool`);
  return {
    kind,
    pid: kind === 'basic' ? 0 : 1,
    announced,
    raisingAmount,
    offeringAmount,
    limitPerUser,
    hasTax,
    totalAmount,
  };
}

/**
 * The sales whose reads all answered, in manifest order; a sale with a failed read is left out
 * until the next tick (SPEC.md §8: no invented figures).
 */
export function decodeSales(reads: IfoReads, sales: readonly ManifestIfoSale[]): IfoSale[] {
  let v1Index = 0;
  let v2Index = 0;
  const decoded: IfoSale[] = [];
  sales.forEach((config, i) => {
    const startBlock = reads.startBlocks[i];
    const endBlock = reads.endBlocks[i];
    const releaseBlock = reads.releaseBlocks[i];
    const thresholdPoints = reads.thresholdPoints[i];
    const numberPoints = reads.numberPoints[i];
    let pools: IfoPool[] | undefined;
    if (config.version === 1) {
      const j = v1Index++;
      const [totalAmount, offeringAmount, raisingAmount] = [reads.v1Totals[j], reads.v1Offering[j], reads.v1Raising[j]];
      if (totalAmount != null && offeringAmount != null && raisingAmount != null) {
        pools = [
          {
            kind: 'unlimited',
            pid: undefined,
            announced: config.poolUnlimited,
            offeringAmount,
            raisingAmount,
            totalAmount,
            limitPerUser: 0n,
            hasTax: false,
          },
        ];
      }
    } else {
      const j = v2Index++;
      const [basic, unlimited] = [reads.v2Basic[j], reads.v2Unlimited[j]];
      if (basic && unlimited) pools = [v2Pool(config, 'basic', basic), v2Pool(config, 'unlimited', unlimited)];
    }
    if (
      pools &&
      startBlock != null &&
      endBlock != null &&
      releaseBlock != null &&
      thresholdPoints != null &&
      numberPoints != null
    ) {
      decoded.push({ config, startBlock, endBlock, releaseBlock, thresholdPoints, numberPoints, pools });
    }
  });
  return decoded;
}

/** The account's reads; a failed position read counts as no position (SPEC.md §8: empty user data). */
export function decodeAccount(reads: IfoReads, sales: readonly ManifestIfoSale[], address: Address): IfoAccount {
  const positions = new Map<string, IfoUserPool[]>();
  let v1Index = 0;
  let v2Index = 0;
  for (const sale of sales) {
    if (sale.version === 1) {
      const answer = reads.v1Users[v1Index++];
      positions.set(sale.id, [{ amount: answer?.[0] ?? 0n, claimed: answer?.[1] ?? false }]);
    } else {
      const answer = reads.v2Users[v2Index++];
      positions.set(
        sale.id,
        V2_PIDS.map((_, pid) => ({ amount: answer?.[0][pid] ?? 0n, claimed: answer?.[1][pid] ?? false })),
      );
    }
  }
  const profile = reads.profile[0];
  const [lpBalance, lpAllowance] = reads.lp;
  return {
    address,
    hasProfile: Boolean(profile && profile[0] > 0n),
    hasActiveProfile: Boolean(profile?.[5]),
    lpBalance: lpBalance ?? 0n,
    lpAllowance: lpAllowance ?? 0n,
    positions,
  };
}
