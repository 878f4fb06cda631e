// Short IFO sales for tests: the seeded live sale runs 28,800 blocks, which a test on a shared
// chain must not mine through. Sent as the deployer through the node (anvil's unlocked account
// #0), one transaction at a time, so tests running side by side never race for its nonces.
import type { Manifest, ManifestIfoSale } from '@flaskswap/sdk';
import { type Address, erc20Abi, getAddress } from 'viem';
import type { DeployContext } from '../deploy/context.ts';
import {
  type Deployment,
  type IfoPoints,
  type IfoPoolFigures,
  type IfoSaleTerms,
  type IfoSchedule,
  ifoCurrency,
  launchCampaignPoints,
  pointRoleOf,
  poolFigures,
  saleDeployment,
  saleEntry,
  setupWrites,
  tokenDeployment,
} from '../deploy/ifo.sales.ts';
import { mineTo } from '../kit/chainTime.ts';
import { deployerContext } from '../operator/context.ts';

export interface IfoTestSaleOptions {
  rpcUrl: string;
  manifest: Manifest;
  /**
   * Blocks from now to the start (default 30): room for the set-up's seven transactions while
   * other tests mine too.
   */
  startIn?: number;
  /** Mine up to the start block before returning, so the sale is open (default true). */
  mineToStart?: boolean;
  /**
   * Blocks the sale takes deposits (default 200: a test devnet mines a block a second besides a
   * block per transaction, and a test clicking through both pools takes a while). Tests reach
   * the end with anvil_mine.
   */
  length?: number;
  /** The sale's token and amounts; by default 10,000 TSALE for $300 (30% basic, 70% unlimited). */
  terms?: Partial<Omit<IfoSaleTerms, 'version'>>;
}

export interface IfoTestSale extends IfoSchedule {
  address: Address;
  /** The offering token (a TestToken the deployer owns). */
  token: Address;
  /** The FLASK-BNB LP token committed. */
  currency: Address;
  /** pid 0 (basic, limit about $100 of LP) and pid 1 (unlimited, with the overflow tax). */
  pools: IfoPoolFigures[];
  /** The Launch Lab campaign's points, for at least about $10 of LP committed. */
  points: IfoPoints;
  /** Its entry as the manifest's `ifo.sales` would list it (active). */
  sale: ManifestIfoSale;
}

let testSales = 0;

/**
 * Deploys a version 2 sale of the FLASK-BNB LP on the devnet at `rpcUrl`: a new offering token,
 * both pools set, funded, POINT_ROLE granted for the Launch Lab campaign; it is open when this
 * returns (unless `mineToStart` is false) and ends `length` blocks after its start (harvest right
 * after the end).
 */
export async function deployIfoSale(options: IfoTestSaleOptions): Promise<IfoTestSale> {
  const ctx = deployerContext(options.rpcUrl, options.manifest);
  testSales += 1;
  const id = `test-sale-${Date.now().toString(36)}-${testSales}`;
  const terms: IfoSaleTerms = {
    id,
    name: 'Test Sale',
    symbol: 'TSALE',
    decimals: 18,
    saleAmount: 10_000,
    raiseUsd: 300,
    ...options.terms,
    version: 2,
  };
  const currency = await ifoCurrency(ctx);
  const points = launchCampaignPoints(options.manifest);
  const startBlock = (await ctx.client.getBlockNumber({ cacheTime: 0 })) + BigInt(options.startIn ?? 30);
  const endBlock = startBlock + BigInt(options.length ?? 200);
  const schedule: IfoSchedule = { startBlock, endBlock, releaseBlock: endBlock };

  // The sale's constructor takes the token's address: deploy the token first.
  const deploy = (name: string, deployment: Deployment) =>
    ctx.deploy(name, deployment as Parameters<DeployContext['deploy']>[1]);
  const token = await deploy(`${id}:token`, tokenDeployment(ctx, terms));
  const address = await deploy(id, saleDeployment(ctx, terms, { token, currency }, schedule, points));
  const deployed = { sale: address, token, profile: ctx.contract('FlaskProfile'), pointRole: await pointRoleOf(ctx) };
  for (const write of setupWrites(terms, deployed, points))
    await ctx.write(write as Parameters<DeployContext['write']>[0]);

  const now = await ctx.client.getBlockNumber({ cacheTime: 0 });
  if (now >= startBlock) throw new Error(`deployIfoSale: the set-up ran past the start block ${startBlock}`);
  if (options.mineToStart ?? true) {
    await mineTo(ctx.client, startBlock);
  }
  return {
    address,
    token,
    currency,
    ...schedule,
    pools: poolFigures(terms),
    points,
    sale: saleEntry(terms, { address, token, currency, releaseBlock: endBlock, campaignId: points.campaignId }, true),
  };
}

/** Sends `amount` of FLASK-BNB LP from the deployer to `to` (the LP a test account commits). */
export async function transferIfoLp(options: {
  rpcUrl: string;
  manifest: Manifest;
  to: Address;
  amount: bigint;
}): Promise<void> {
  const ctx = deployerContext(options.rpcUrl, options.manifest);
  await ctx.write({
    address: await ifoCurrency(ctx),
    abi: erc20Abi,
    functionName: 'transfer',
    args: [getAddress(options.to), options.amount],
  });
}
