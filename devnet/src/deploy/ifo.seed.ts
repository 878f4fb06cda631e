// The IFO step's devnet seed: eleven sales, newest first. The first (Kalmar, version 2) is live:
// set up after the market history, it starts about a minute after `npm start` is up and runs for
// 28,800 blocks. The ten others ran during the seed, a few blocks each: four seeded profiles
// (mnemonic indexes 13-16, registered by the profile seed) committed FLASK-BNB LP, some harvested
// and some did not. They grant no points, so the profiles keep the points PROFILE_SEED_STORY gives.
import { flaskIfoV1Abi, flaskIfoV2Abi, flaskPredictionAbi } from '@flaskswap/contracts';
import { blocksIn, type IfoUserAmounts, ifoUserAmounts, type ManifestIfoSale } from '@flaskswap/sdk';
import { type Address, erc20Abi, getContractAddress, type LocalAccount, parseEther } from 'viem';
import { mnemonicToAccount } from 'viem/accounts';
import { DEVNET_MNEMONIC } from '../accounts.ts';
import { mineTo } from '../kit/chainTime.ts';
import type { DeployContext } from './context.ts';
import {
  type IfoPoints,
  type IfoPoolFigures,
  type IfoSaleTerms,
  type IfoSchedule,
  ifoCurrency,
  launchCampaignPoints,
  NO_IFO_POINTS,
  pointRoleOf,
  poolFigures,
  saleDeployment,
  saleEntry,
  sendDeployments,
  setupWrites,
  tokenDeployment,
} from './ifo.sales.ts';

type PoolName = 'basic' | 'unlimited';
const PID: Record<PoolName, 0 | 1> = { basic: 0, unlimited: 1 };

/** A commitment of `lp` FLASK-BNB LP by the seeded profile at `member` (mnemonic index). */
interface SeedCommit {
  member: number;
  pool: PoolName;
  lp: string;
}

interface FinishedSalePlan extends IfoSaleTerms {
  commits: SeedCommit[];
  /** Members who harvested every pool they committed to; the others have not claimed yet. */
  harvested: number[];
}

/** The live sale: $0.20 a token, $60,000 through the basic pool and $140,000 through the unlimited one. */
const LIVE_SALE: IfoSaleTerms = {
  id: 'kalmar',
  name: 'Kalmar',
  symbol: 'KALM',
  decimals: 18,
  version: 2,
  saleAmount: 1_000_000,
  raiseUsd: 200_000,
};
/** Blocks the live sale runs (a day). */
export const LIVE_SALE_BLOCKS = blocksIn(24 * 60 * 60);
/**
 * Blocks between the live sale's set-up and its start, besides the prediction keeper's catch-up:
 * `npm start` is up some 10 blocks after the set-up, so the sale starts about a minute later.
 */
export const LIVE_SALE_DELAY_BLOCKS = 30n;

/**
 * The finished sales, newest first: version 2 then the older version 1 ones. Small raises, so four
 * participants oversubscribe most; the basic pool's limit is about $100 of LP (0.91 LP).
 */
const FINISHED_SALES: FinishedSalePlan[] = [
  {
    id: 'crucible',
    name: 'Crucible',
    symbol: 'CRBL',
    decimals: 18,
    version: 2,
    saleAmount: 50_000,
    raiseUsd: 400,
    commits: [
      { member: 13, pool: 'basic', lp: '0.9' },
      { member: 14, pool: 'basic', lp: '0.5' },
      { member: 15, pool: 'basic', lp: '0.3' },
      { member: 13, pool: 'unlimited', lp: '2' },
      { member: 16, pool: 'unlimited', lp: '3.5' },
    ],
    harvested: [13, 14],
  },
  {
    id: 'catalyst',
    name: 'Catalyst',
    symbol: 'CTLY',
    decimals: 18,
    version: 2,
    saleAmount: 20_000,
    raiseUsd: 1_000,
    commits: [
      { member: 14, pool: 'basic', lp: '0.8' },
      { member: 13, pool: 'unlimited', lp: '1.5' },
      { member: 15, pool: 'unlimited', lp: '2.5' },
    ],
    harvested: [13, 14, 15],
  },
  {
    id: 'meniscus',
    name: 'Meniscus',
    symbol: 'MNSC',
    decimals: 9,
    version: 2,
    saleAmount: 400_000,
    raiseUsd: 200,
    commits: [
      { member: 13, pool: 'basic', lp: '0.9' },
      { member: 16, pool: 'basic', lp: '0.9' },
      { member: 14, pool: 'unlimited', lp: '4' },
      { member: 15, pool: 'unlimited', lp: '6' },
    ],
    harvested: [16],
  },
  {
    // Oversubscribed more than 50 times: the unlimited pool's tax is down to 0.5%.
    id: 'pipette',
    name: 'Pipette',
    symbol: 'PIPT',
    decimals: 18,
    version: 2,
    saleAmount: 10_000,
    raiseUsd: 30,
    commits: [
      { member: 15, pool: 'basic', lp: '0.5' },
      { member: 16, pool: 'basic', lp: '0.25' },
      { member: 13, pool: 'unlimited', lp: '6' },
      { member: 14, pool: 'unlimited', lp: '5' },
    ],
    harvested: [13, 15],
  },
  {
    id: 'bunsen',
    name: 'Bunsen',
    symbol: 'BNSN',
    decimals: 18,
    version: 1,
    saleAmount: 100_000,
    raiseUsd: 500,
    commits: [
      { member: 13, pool: 'unlimited', lp: '3' },
      { member: 14, pool: 'unlimited', lp: '2' },
      { member: 15, pool: 'unlimited', lp: '1' },
    ],
    harvested: [13, 14, 15],
  },
  {
    id: 'titration',
    name: 'Titration',
    symbol: 'TTRN',
    decimals: 18,
    version: 1,
    saleAmount: 250_000,
    raiseUsd: 1_500,
    commits: [
      { member: 14, pool: 'unlimited', lp: '2' },
      { member: 16, pool: 'unlimited', lp: '3' },
    ],
    harvested: [14],
  },
  {
    id: 'vapor',
    name: 'Vapor',
    symbol: 'VAPR',
    decimals: 8,
    version: 1,
    saleAmount: 5_000,
    raiseUsd: 300,
    commits: [
      { member: 13, pool: 'unlimited', lp: '1' },
      { member: 15, pool: 'unlimited', lp: '4' },
      { member: 16, pool: 'unlimited', lp: '2' },
    ],
    harvested: [],
  },
  {
    id: 'quartz',
    name: 'Quartz',
    symbol: 'QRTZ',
    decimals: 18,
    version: 1,
    saleAmount: 30_000,
    raiseUsd: 200,
    commits: [
      { member: 13, pool: 'unlimited', lp: '0.5' },
      { member: 14, pool: 'unlimited', lp: '0.5' },
      { member: 15, pool: 'unlimited', lp: '0.5' },
      { member: 16, pool: 'unlimited', lp: '0.5' },
    ],
    harvested: [13, 15],
  },
  {
    id: 'flux',
    name: 'Flux',
    symbol: 'FLUX',
    decimals: 18,
    version: 1,
    saleAmount: 80_000,
    raiseUsd: 800,
    commits: [{ member: 15, pool: 'unlimited', lp: '1' }],
    harvested: [15],
  },
  {
    id: 'prism',
    name: 'Prism',
    symbol: 'PRSM',
    decimals: 18,
    version: 1,
    saleAmount: 60_000,
    raiseUsd: 250,
    commits: [
      { member: 13, pool: 'unlimited', lp: '2' },
      { member: 14, pool: 'unlimited', lp: '2' },
      { member: 16, pool: 'unlimited', lp: '2' },
    ],
    harvested: [14, 16],
  },
];

/** LP each participant keeps in its wallet after the seed, besides what it committed. */
const LEFTOVER_LP = parseEther('1');
/**
 * Blocks of slack in the finished sales' schedule: after the set-up's transactions (a block each)
 * before the start, and after the deposits' before the end.
 */
const FINISHED_SLACK_BLOCKS = 20n;

/** Transactions before the finished sales start (a block each): deployments, set-up, LP transfers, approvals. */
function setUpTransactions(): bigint {
  const setups = FINISHED_SALES.reduce(
    (sum, terms) => sum + (terms.version === 2 ? 3 : 1), // setPool twice (version 2) and the mint
    0,
  );
  const approvals = FINISHED_SALES.reduce((sum, sale) => sum + new Set(sale.commits.map((c) => c.member)).size, 0);
  return BigInt(2 * FINISHED_SALES.length + setups + participantAccounts.size + approvals);
}
const depositTransactions = () => BigInt(FINISHED_SALES.reduce((sum, sale) => sum + sale.commits.length, 0));

const participantAccounts = new Map<number, LocalAccount>(
  [...new Set(FINISHED_SALES.flatMap((sale) => sale.commits.map((commit) => commit.member)))].map((index) => [
    index,
    mnemonicToAccount(DEVNET_MNEMONIC, { addressIndex: index }),
  ]),
);
const accountOf = (member: number) => participantAccounts.get(member)!;

export interface IfoSeedParticipant {
  mnemonicIndex: number;
  account: Address;
  /** LP committed to the pool. */
  amount: bigint;
  harvested: boolean;
  /** What the pool owes it (paid if harvested): from the sdk's pro-rata rules. */
  owed: IfoUserAmounts;
}

export interface IfoSeedPool extends IfoPoolFigures {
  totalAmount: bigint;
  participants: IfoSeedParticipant[];
}

export interface IfoSeedSale {
  id: string;
  version: 1 | 2;
  symbol: string;
  decimals: number;
  pools: IfoSeedPool[];
}

function finishedSaleStory(plan: FinishedSalePlan): IfoSeedSale {
  const pools = poolFigures(plan).map((figures): IfoSeedPool => {
    const commits = plan.commits.filter((commit) => PID[commit.pool] === figures.pid);
    const totalAmount = commits.reduce((sum, commit) => sum + parseEther(commit.lp), 0n);
    return {
      ...figures,
      totalAmount,
      participants: commits.map((commit) => {
        const amount = parseEther(commit.lp);
        return {
          mnemonicIndex: commit.member,
          account: accountOf(commit.member).address,
          amount,
          harvested: plan.harvested.includes(commit.member),
          owed: ifoUserAmounts({
            amount,
            totalAmount,
            raisingAmount: figures.raisingAmount,
            offeringAmount: figures.offeringAmount,
            hasTax: figures.hasTax,
          }),
        };
      }),
    };
  });
  return { id: plan.id, version: plan.version, symbol: plan.symbol, decimals: plan.decimals, pools };
}

/** What the seed did, the same on every fresh devnet (for the tests). */
export const IFO_SEED_STORY = {
  /** Every sale id, newest first, as the manifest lists them. */
  saleIds: [LIVE_SALE.id, ...FINISHED_SALES.map((sale) => sale.id)],
  live: { id: LIVE_SALE.id, pools: poolFigures(LIVE_SALE), length: LIVE_SALE_BLOCKS },
  finished: FINISHED_SALES.map(finishedSaleStory),
} as const;

/** The finished sales' manifest entries, kept for the live seed to put after its own. */
const finishedEntries = new WeakMap<DeployContext, ManifestIfoSale[]>();

/** LP each participant needs: its commitments and what it keeps. */
function lpNeeded(): Map<number, bigint> {
  const needed = new Map<number, bigint>();
  for (const sale of FINISHED_SALES) {
    for (const commit of sale.commits) {
      needed.set(commit.member, (needed.get(commit.member) ?? LEFTOVER_LP) + parseEther(commit.lp));
    }
  }
  return needed;
}

/** The deployer's set-up of `sales` (all deployed already), in one batch. */
async function setUp(
  ctx: DeployContext,
  sales: { terms: IfoSaleTerms; sale: Address; token: Address; points: IfoPoints }[],
  extra: (batch: ReturnType<DeployContext['batch']>) => Promise<void> = async () => {},
) {
  const pointRole = await pointRoleOf(ctx);
  const profile = ctx.contract('FlaskProfile');
  const batch = ctx.batch();
  for (const { terms, sale, token, points } of sales) {
    for (const write of setupWrites(terms, { sale, token, profile, pointRole }, points)) {
      await batch.write(write as Parameters<typeof batch.write>[0]);
    }
  }
  await extra(batch);
  return batch;
}

/** Devnet only (DeployStep.seed): plays the finished sales of IFO_SEED_STORY. */
export async function seedIfo(ctx: DeployContext): Promise<void> {
  const currency = await ifoCurrency(ctx);
  const needed = lpNeeded();
  const total = [...needed.values()].reduce((sum, amount) => sum + amount, 0n);
  const held = await ctx.client.readContract({
    address: currency,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [ctx.deployer],
  });
  if (held < total)
    throw new Error(`IFO seed: the deployer holds ${held} FLASK-BNB LP, the participants need ${total}`);

  // Newest last to end: sale i (newest first) ends FINISHED_SALES.length - i blocks after the window.
  const startBlock = (await ctx.client.getBlockNumber({ cacheTime: 0 })) + setUpTransactions() + FINISHED_SLACK_BLOCKS;
  const scheduleOf = (i: number): IfoSchedule => {
    const endBlock = startBlock + depositTransactions() + FINISHED_SLACK_BLOCKS + BigInt(FINISHED_SALES.length - i);
    return { startBlock, endBlock, releaseBlock: endBlock };
  };

  // Token and sale of each, back to back: the sale's constructor takes the token's future address.
  const { deployer } = ctx;
  let nonce = await ctx.client.getTransactionCount({ address: deployer, blockTag: 'pending' });
  const plans = FINISHED_SALES.map((terms, i) => {
    const token = getContractAddress({ from: deployer, nonce: BigInt(nonce) });
    nonce += 2;
    const sale = saleDeployment(ctx, terms, { token, currency }, scheduleOf(i), NO_IFO_POINTS);
    return { terms, token, deployments: [tokenDeployment(ctx, terms), sale] };
  });
  const sent = await sendDeployments(
    ctx,
    plans.flatMap(({ deployments }) => deployments),
  );
  const sales = plans.map((plan, i) => ({ ...plan, sale: sent[2 * i + 1]!.address, points: NO_IFO_POINTS }));
  if (sales.some((sale, i) => sale.token !== sent[2 * i]!.address)) throw new Error('IFO seed: token addresses moved');

  // Set-up, LP and approvals sent at once: each sender's writes land in order, after the creations.
  const setup = await setUp(ctx, sales, async (batch) => {
    for (const [member, amount] of needed) {
      await batch.write({
        address: currency,
        abi: erc20Abi,
        functionName: 'transfer',
        args: [accountOf(member).address, amount],
      });
    }
  });
  const approvals = [...participantAccounts].map(([member, account]) => ({ member, batch: ctx.batch(account) }));
  for (const { member, batch } of approvals) {
    for (const sale of sales) {
      if (!sale.terms.commits.some((commit) => commit.member === member)) continue;
      await batch.write({
        address: currency,
        abi: erc20Abi,
        functionName: 'approve',
        args: [sale.sale, needed.get(member)!],
      });
    }
  }
  for (const { hash, address } of sent) await ctx.confirm(hash, `deploy ${address}`);
  await setup.done();
  for (const { batch } of approvals) await batch.done();

  if ((await ctx.client.getBlockNumber({ cacheTime: 0 })) >= startBlock) {
    throw new Error('IFO seed: the set-up took more blocks than its slack');
  }
  await mineTo(ctx.client, startBlock - 1n);
  await playAll(ctx, sales, (sale, commit) =>
    sale.terms.version === 1
      ? { address: sale.sale, abi: flaskIfoV1Abi, functionName: 'deposit', args: [parseEther(commit.lp)] }
      : {
          address: sale.sale,
          abi: flaskIfoV2Abi,
          functionName: 'depositPool',
          args: [parseEther(commit.lp), PID[commit.pool]],
        },
  );
  await mineTo(ctx.client, scheduleOf(0).endBlock);
  await playAll(ctx, sales, (sale, commit) => {
    if (!sale.terms.harvested.includes(commit.member)) return undefined;
    return sale.terms.version === 1
      ? { address: sale.sale, abi: flaskIfoV1Abi, functionName: 'harvest', args: [] }
      : { address: sale.sale, abi: flaskIfoV2Abi, functionName: 'harvestPool', args: [PID[commit.pool]] };
  });

  finishedEntries.set(
    ctx,
    sales.map(({ terms, sale, token }, i) =>
      saleEntry(
        terms,
        { address: sale, token, currency, releaseBlock: scheduleOf(i).releaseBlock, campaignId: 0n },
        false,
      ),
    ),
  );
  const harvests = FINISHED_SALES.reduce((sum, sale) => sum + sale.harvested.length, 0);
  ctx.log(
    `  ${FINISHED_SALES.length} finished sales: ${participantAccounts.size} profiles committed, ${harvests} harvested`,
  );
}

type SaleWrite = { address: Address; abi: readonly unknown[]; functionName: string; args: readonly unknown[] };

/** Each commitment's write (none where `writeOf` says so), one batch per participant, all at once. */
async function playAll(
  ctx: DeployContext,
  sales: { terms: FinishedSalePlan; sale: Address }[],
  writeOf: (sale: { terms: FinishedSalePlan; sale: Address }, commit: SeedCommit) => SaleWrite | undefined,
) {
  const batches = new Map([...participantAccounts].map(([member, account]) => [member, ctx.batch(account)]));
  for (const sale of sales) {
    for (const commit of sale.terms.commits) {
      const write = writeOf(sale, commit);
      if (write) await batches.get(commit.member)!.write(write as never);
    }
  }
  for (const batch of batches.values()) await batch.done();
}

/**
 * The prediction keeper's catch-up on `npm start` mines up to a round's blocks at once (it restarts
 * the run the history left stale): the live sale's start leaves room for it.
 */
async function predictionCatchUpBlocks(ctx: DeployContext): Promise<bigint> {
  const prediction = ctx.manifest.contracts.FlaskPrediction;
  if (!prediction) return 0n;
  return ctx.client.readContract({ address: prediction, abi: flaskPredictionAbi, functionName: 'intervalBlocks' });
}

/** Devnet only (DeployStep.seedLive): the live sale, and the manifest's `ifo` section. */
export async function seedLiveIfo(ctx: DeployContext): Promise<void> {
  const currency = await ifoCurrency(ctx);
  const points = launchCampaignPoints(ctx.manifest);
  const now = await ctx.client.getBlockNumber({ cacheTime: 0 });
  const startBlock = now + LIVE_SALE_DELAY_BLOCKS + (await predictionCatchUpBlocks(ctx));
  const schedule = { startBlock, endBlock: startBlock + LIVE_SALE_BLOCKS, releaseBlock: startBlock + LIVE_SALE_BLOCKS };

  const nonce = await ctx.client.getTransactionCount({ address: ctx.deployer, blockTag: 'pending' });
  const token = getContractAddress({ from: ctx.deployer, nonce: BigInt(nonce) });
  const sent = await sendDeployments(ctx, [
    tokenDeployment(ctx, LIVE_SALE),
    saleDeployment(ctx, LIVE_SALE, { token, currency }, schedule, points),
  ]);
  const sale = sent[1]!.address;
  if (sent[0]!.address !== token) throw new Error('IFO seed: the token address moved');
  const setup = await setUp(ctx, [{ terms: LIVE_SALE, sale, token, points }]);
  for (const { hash, address } of sent) await ctx.confirm(hash, `deploy ${address}`);
  await setup.done();

  ctx.manifest.ifo = {
    sales: [
      saleEntry(
        LIVE_SALE,
        { address: sale, token, currency, releaseBlock: schedule.releaseBlock, campaignId: points.campaignId },
        true,
      ),
      ...(finishedEntries.get(ctx) ?? []),
    ],
  };
  ctx.log(`  ${LIVE_SALE.name} (${LIVE_SALE.symbol}) ${sale}: blocks ${schedule.startBlock}-${schedule.endBlock}`);
}
