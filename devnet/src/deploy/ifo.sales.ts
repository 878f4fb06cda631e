// What an IFO sale needs on chain (an offering token, a FlaskIfoV1 or FlaskIfoV2, its pools, its
// funding, its points) and its manifest entry: shared by the devnet seed (ifo.seed.ts) and the
// tests' short sales (testing/ifoSale.ts). docs/ifo.md describes the contracts.
import { flaskFactoryAbi, flaskIfoV1Abi, flaskIfoV2Abi, flaskProfileAbi, testTokenAbi } from '@flaskswap/contracts';
import { flaskIfoV1Bytecode, flaskIfoV2Bytecode, testTokenBytecode } from '@flaskswap/contracts/bytecode';
import type { IfoVersion, Manifest, ManifestIfoSale } from '@flaskswap/sdk';
import { type Address, formatEther, getContractAddress, type Hex, parseEther, parseUnits } from 'viem';
import { SEED_PAIRS, seedAmountsOf } from './amm.seed.ts';
import type { DeployContext } from './context.ts';

/** The LP token every sale takes: the FLASK-BNB pair's. */
export const IFO_CURRENCY_SYMBOL = 'FLASK-BNB LP';
const CURRENCY_PAIR = SEED_PAIRS.find(([x, y]) => x === 'FLASK' && y === 'WBNB')!;

/** USD worth of one FLASK-BNB LP token at the seed's prices (about $110). */
export const SEED_LP_USD = (() => {
  const [flask, bnb] = seedAmountsOf(CURRENCY_PAIR).map((amount) => Number(formatEther(amount)));
  return (2 * CURRENCY_PAIR[2]) / Math.sqrt(flask! * bnb!);
})();

/** LP worth `usd` at the seed's prices, to 4 decimals. */
export function lpWorth(usd: number): bigint {
  return parseEther((usd / SEED_LP_USD).toFixed(4));
}

/** SPEC.md §9: the basic sale takes at most about 100 USD of LP per user… */
export const IFO_BASIC_LIMIT_LP = lpWorth(100);
/** …and an achievement needs about 10 USD of LP committed. */
export const IFO_POINTS_THRESHOLD_LP = lpWorth(10);

/** SPEC.md §3: version 2 sells 30% through the basic pool and 70% through the unlimited one. */
const BASIC_SHARE = { numerator: 3n, denominator: 10n, ratio: 0.3 } as const;

/** A sale as announced: its token, what it sells and the USD it raises (split 30/70 on version 2). */
export interface IfoSaleTerms {
  id: string;
  name: string;
  symbol: string;
  decimals: number;
  version: IfoVersion;
  /** Offering tokens for sale, in whole tokens (a multiple of 10). */
  saleAmount: number;
  /** The raise target, in USD at the seed's LP price. */
  raiseUsd: number;
}

export interface IfoPoolFigures {
  pid: 0 | 1;
  offeringAmount: bigint;
  raisingAmount: bigint;
  /** 0: no limit. */
  limitPerUserInLP: bigint;
  hasTax: boolean;
}

export interface IfoPoints {
  campaignId: bigint;
  numberPoints: bigint;
  thresholdPoints: bigint;
}
export const NO_IFO_POINTS: IfoPoints = { campaignId: 0n, numberPoints: 0n, thresholdPoints: 0n };

export interface IfoSchedule {
  startBlock: bigint;
  endBlock: bigint;
  releaseBlock: bigint;
}

/** The pools' amounts on chain: version 1 has its one pool under pid 1 here (the unlimited one). */
export function poolFigures(terms: IfoSaleTerms): IfoPoolFigures[] {
  const offering = parseUnits(String(terms.saleAmount), terms.decimals);
  if (terms.version === 1) {
    return [
      { pid: 1, offeringAmount: offering, raisingAmount: lpWorth(terms.raiseUsd), limitPerUserInLP: 0n, hasTax: false },
    ];
  }
  const basicOffering = (offering * BASIC_SHARE.numerator) / BASIC_SHARE.denominator;
  const basicUsd = terms.raiseUsd * BASIC_SHARE.ratio;
  return [
    {
      pid: 0,
      offeringAmount: basicOffering,
      raisingAmount: lpWorth(basicUsd),
      limitPerUserInLP: IFO_BASIC_LIMIT_LP,
      hasTax: false,
    },
    {
      pid: 1,
      offeringAmount: offering - basicOffering,
      raisingAmount: lpWorth(terms.raiseUsd - basicUsd),
      limitPerUserInLP: 0n,
      hasTax: true,
    },
  ];
}

/** A number as plain decimal text (no exponent), to 8 decimals at most. */
function decimalText(value: number): string {
  return value.toFixed(8).replace(/\.?0+$/, '');
}

/** The manifest entry of a deployed sale (SPEC.md §3 "IFO sale entry"). */
export function saleEntry(
  terms: IfoSaleTerms,
  deployed: { address: Address; token: Address; currency: Address; releaseBlock: bigint; campaignId: bigint },
  isActive: boolean,
): ManifestIfoSale {
  const pool = (share: number) => ({
    saleAmount: decimalText(terms.saleAmount * share),
    raiseAmount: decimalText(terms.raiseUsd * share),
    cakeToBurn: '0',
    distributionRatio: share,
  });
  return {
    id: terms.id,
    name: terms.name,
    address: deployed.address,
    isActive,
    version: terms.version,
    currency: { symbol: IFO_CURRENCY_SYMBOL, address: deployed.currency },
    token: { symbol: terms.symbol, address: deployed.token, decimals: terms.decimals },
    releaseBlockNumber: Number(deployed.releaseBlock),
    campaignId: Number(deployed.campaignId),
    articleUrl: `https://flaskswap.finance/blog/ifo-${terms.id}`,
    tokenOfferingPrice: terms.version === 2 ? decimalText(terms.raiseUsd / terms.saleAmount) : null,
    ...(terms.version === 2 ? { poolBasic: pool(BASIC_SHARE.ratio) } : {}),
    poolUnlimited: pool(terms.version === 2 ? 1 - BASIC_SHARE.ratio : 1),
  };
}

/** The FLASK-BNB pair, from the factory. */
export async function ifoCurrency(ctx: DeployContext): Promise<Address> {
  return ctx.client.readContract({
    address: ctx.contract('FlaskFactory'),
    abi: flaskFactoryAbi,
    functionName: 'getPair',
    args: [ctx.token('FLASK'), ctx.token('WBNB')],
  });
}

/** The profile campaign of type 'ifo' (Launch Lab): the points a live sale grants. */
export function launchCampaignPoints(manifest: Manifest): IfoPoints {
  const campaign = manifest.profile?.campaigns.find((entry) => entry.type === 'ifo');
  if (!campaign) throw new Error('IFO: the profile step lists no ifo campaign');
  return {
    campaignId: BigInt(campaign.campaignId),
    numberPoints: BigInt(campaign.numberPoints),
    thresholdPoints: IFO_POINTS_THRESHOLD_LP,
  };
}

/** One contract creation, as `deployContract` takes it. */
export type Deployment = { abi: readonly unknown[]; bytecode: Hex; args: readonly unknown[] };

/** The offering token: the devnet's TestToken, minted by the deployer. */
export function tokenDeployment(ctx: DeployContext, terms: IfoSaleTerms): Deployment {
  return {
    abi: testTokenAbi,
    bytecode: testTokenBytecode,
    args: [terms.name, terms.symbol, terms.decimals, ctx.deployer],
  };
}

/** The sale contract (version 1 takes its pool and points in the constructor, version 2 by setup writes). */
export function saleDeployment(
  ctx: DeployContext,
  terms: IfoSaleTerms,
  addresses: { token: Address; currency: Address },
  schedule: IfoSchedule,
  points: IfoPoints,
): Deployment {
  const profile = ctx.contract('FlaskProfile');
  const common = [
    addresses.currency,
    addresses.token,
    profile,
    schedule.startBlock,
    schedule.endBlock,
    schedule.releaseBlock,
  ];
  if (terms.version === 2) return { abi: flaskIfoV2Abi, bytecode: flaskIfoV2Bytecode, args: [...common, ctx.deployer] };
  const [pool] = poolFigures(terms);
  return {
    abi: flaskIfoV1Abi,
    bytecode: flaskIfoV1Bytecode,
    args: [
      ...common,
      pool!.offeringAmount,
      pool!.raisingAmount,
      points.campaignId,
      points.numberPoints,
      points.thresholdPoints,
      ctx.deployer,
    ],
  };
}

/** A write the deployer makes to set a sale up, in order (before its start block). */
export type SetupWrite = { address: Address; abi: readonly unknown[]; functionName: string; args: readonly unknown[] };

/**
 * The deployer's writes that make a deployed sale ready: its pools and point parameters (version
 * 2), its offering tokens minted to it, and FlaskProfile's POINT_ROLE where it grants points.
 */
export function setupWrites(
  terms: IfoSaleTerms,
  deployed: { sale: Address; token: Address; profile: Address; pointRole: Hex },
  points: IfoPoints,
): SetupWrite[] {
  const pools = poolFigures(terms);
  const writes: SetupWrite[] = [];
  if (terms.version === 2) {
    for (const pool of pools) {
      writes.push({
        address: deployed.sale,
        abi: flaskIfoV2Abi,
        functionName: 'setPool',
        args: [pool.offeringAmount, pool.raisingAmount, pool.limitPerUserInLP, pool.hasTax, pool.pid],
      });
    }
    if (points.campaignId !== 0n) {
      writes.push({
        address: deployed.sale,
        abi: flaskIfoV2Abi,
        functionName: 'updatePointParameters',
        args: [points.campaignId, points.numberPoints, points.thresholdPoints],
      });
    }
  }
  const offering = pools.reduce((sum, pool) => sum + pool.offeringAmount, 0n);
  writes.push({ address: deployed.token, abi: testTokenAbi, functionName: 'mint', args: [deployed.sale, offering] });
  if (points.campaignId !== 0n && points.numberPoints !== 0n) {
    writes.push({
      address: deployed.profile,
      abi: flaskProfileAbi,
      functionName: 'grantRole',
      args: [deployed.pointRole, deployed.sale],
    });
  }
  return writes;
}

export async function pointRoleOf(ctx: DeployContext): Promise<Hex> {
  return ctx.client.readContract({
    address: ctx.contract('FlaskProfile'),
    abi: flaskProfileAbi,
    functionName: 'POINT_ROLE',
  });
}

/** Gas each creation in a burst may use: none is estimated (an IFO contract needs about 2.5M). */
const DEPLOY_GAS_LIMIT = 6_000_000n;

/**
 * Sends creations back to back from the deployer with consecutive nonces, without waiting (their
 * addresses follow from the nonces); `ctx.confirm` each hash to wait. Sent in the order given.
 */
export async function sendDeployments(
  ctx: DeployContext,
  deployments: Deployment[],
): Promise<{ address: Address; hash: Hex }[]> {
  const { client } = ctx;
  let nonce = await client.getTransactionCount({ address: ctx.deployer, blockTag: 'pending' });
  const fees = await client.estimateFeesPerGas();
  const sent: { address: Address; hash: Hex }[] = [];
  for (const deployment of deployments) {
    const hash = await client.deployContract({
      ...deployment,
      ...fees,
      nonce,
      gas: DEPLOY_GAS_LIMIT,
    } as unknown as Parameters<typeof client.deployContract>[0]);
    sent.push({ address: getContractAddress({ from: ctx.deployer, nonce: BigInt(nonce) }), hash });
    nonce += 1;
  }
  return sent;
}
