// The farm auction's devnet seed: four project wallets (mnemonic indexes 25-28), each with its own
// token, a FLASK pair and its LP, all whitelisted. Auction #1 ran during the seed: two winners
// (their bids burned, their farms added to the MasterChef by addAuctionFarms), a loser who took
// its bid back and one who has not yet. After the market history (a week) the winners' farms end,
// and auction #2 opens about 20 blocks after the set-up, for 28,800 blocks, unless the e2e stack
// asks for none (SeedOptions.openAuction: its spec starts one itself).
import {
  flaskFactoryAbi,
  flaskFarmAuctionAbi,
  flaskRouterAbi,
  flaskTokenAbi,
  testTokenAbi,
} from '@flaskswap/contracts';
import { flaskFarmAuctionBytecode, testTokenBytecode } from '@flaskswap/contracts/bytecode';
import {
  AUCTION_CLOSE_PAGE_BIDDERS,
  AUCTION_DEFAULT_MAX_BIDDERS,
  blocksIn,
  type ManifestAuctionBidder,
} from '@flaskswap/sdk';
import { type Address, erc20Abi, getAddress, type LocalAccount, maxUint256, parseEther } from 'viem';
import { mnemonicToAccount } from 'viem/accounts';
import { DEVNET_MNEMONIC } from '../accounts.ts';
import { mineTo } from '../kit/chainTime.ts';
import { addAuctionFarms, endAuctionFarms } from '../operator/auctionFarms.ts';
import type { DeployContext } from './context.ts';
import { withFlaskMinterRole } from './core.seed.ts';
import { sendDeployments } from './ifo.sales.ts';
import type { SeedOptions } from './steps.ts';

interface ProjectPlan {
  mnemonicIndex: number;
  name: string;
  symbol: string;
  /** Auction #1's bids, in FLASK, in the order sent (the first at least the minimum). */
  bids: number[];
}

const PROJECTS: ProjectPlan[] = [
  { mnemonicIndex: 25, name: 'Retort Finance', symbol: 'RTRT', bids: [3_000, 500] },
  { mnemonicIndex: 26, name: 'Beaker Labs', symbol: 'BKR', bids: [2_500] },
  { mnemonicIndex: 27, name: 'Pestle Protocol', symbol: 'PSTL', bids: [2_000] },
  { mnemonicIndex: 28, name: 'Funnel Swap', symbol: 'FNL', bids: [1_000] },
];
/** The loser who took its bid back; the other loser has not. */
const RECLAIMED_BY = 28;

/** Auction terms, in FLASK: both auctions share them. */
const TERMS = { initialBid: parseEther('1000'), increment: parseEther('100'), leaderboard: 2n } as const;
/** Blocks auction #2 opens after its set-up, and runs (a day). */
export const LIVE_AUCTION_DELAY_BLOCKS = 20n;
export const LIVE_AUCTION_BLOCKS = blocksIn(24 * 60 * 60);
/** Each project's FLASK pair: FLASK and tokens at $0.50 (FLASK is $10), a $200,000 pool. */
const PAIR_FLASK = parseEther('10000');
const PAIR_TOKENS = parseEther('200000');
/** FLASK each project wallet holds to bid with; BNB for gas. */
const PROJECT_FLASK = parseEther('10000');
const PROJECT_BNB = parseEther('10');
/** addLiquidity creating its pair: about 3M gas, not estimated (sent before the previous is mined). */
const PAIR_CREATION_GAS = 5_000_000n;

const projectAccounts = new Map<number, LocalAccount>(
  PROJECTS.map((plan) => [
    plan.mnemonicIndex,
    mnemonicToAccount(DEVNET_MNEMONIC, { addressIndex: plan.mnemonicIndex }),
  ]),
);
const accountOf = (plan: ProjectPlan) => projectAccounts.get(plan.mnemonicIndex)!;
const slugOf = (plan: ProjectPlan) => plan.name.toLowerCase().replace(/[^a-z0-9]+/g, '-');

const totalOf = (plan: ProjectPlan) => parseEther(String(plan.bids.reduce((sum, bid) => sum + bid, 0)));
const ranked = [...PROJECTS].sort((a, b) => Number(totalOf(b) - totalOf(a)));
const winners = ranked.slice(0, Number(TERMS.leaderboard));

/** What the seed did, the same on every fresh devnet (for the tests and the e2e specs). */
export const AUCTION_SEED_STORY = {
  terms: TERMS,
  projects: PROJECTS.map((plan) => ({
    mnemonicIndex: plan.mnemonicIndex,
    account: accountOf(plan).address,
    name: plan.name,
    symbol: plan.symbol,
    total: totalOf(plan),
  })),
  /** Auction #1: closed, winners in rank order, their totals burned. */
  first: {
    winners: winners.map((plan) => accountOf(plan).address),
    burned: winners.reduce((sum, plan) => sum + totalOf(plan), 0n),
    reclaimed: [projectAccounts.get(RECLAIMED_BY)!.address],
    unclaimed: ranked
      .slice(winners.length)
      .filter((plan) => plan.mnemonicIndex !== RECLAIMED_BY)
      .map((plan) => accountOf(plan).address),
  },
  live: { length: LIVE_AUCTION_BLOCKS, delay: LIVE_AUCTION_DELAY_BLOCKS },
} as const;

/** Closes the ended current auction, AUCTION_CLOSE_PAGE_BIDDERS bidders a transaction, until it is closed. */
export async function closeAuctionInPages(
  ctx: Pick<DeployContext, 'client' | 'write'>,
  auction: Address,
): Promise<void> {
  for (;;) {
    await ctx.write({
      address: auction,
      abi: flaskFarmAuctionAbi,
      functionName: 'closeAuction',
      args: [AUCTION_CLOSE_PAGE_BIDDERS],
    });
    const id = await ctx.client.readContract({
      address: auction,
      abi: flaskFarmAuctionAbi,
      functionName: 'currentAuctionId',
    });
    const [status] = await ctx.client.readContract({
      address: auction,
      abi: flaskFarmAuctionAbi,
      functionName: 'auctions',
      args: [id],
    });
    if (status === 2) return;
  }
}

/** The farms auction #1's winners got, kept for the live seed to end their week. */
const firstAuctionFarms = new WeakMap<DeployContext, number[]>();

/** Devnet only (DeployStep.seed): the contract, the projects, auction #1 and its winners' farms. */
export async function seedAuction(ctx: DeployContext): Promise<void> {
  const flask = ctx.token('FLASK');
  const router = ctx.contract('FlaskRouter');
  const startBlock = Number(await ctx.client.getBlockNumber({ cacheTime: 0 }));
  const sent = await sendDeployments(ctx, [
    ...PROJECTS.map((plan) => ({
      abi: testTokenAbi,
      bytecode: testTokenBytecode,
      args: [plan.name, plan.symbol, 18, ctx.deployer],
    })),
    { abi: flaskFarmAuctionAbi, bytecode: flaskFarmAuctionBytecode, args: [flask, ctx.deployer] },
  ]);
  for (const { hash, address } of sent) await ctx.confirm(hash, `deploy ${address}`);
  const auction = sent[PROJECTS.length]!.address;
  ctx.manifest.contracts.FlaskFarmAuction = auction;
  PROJECTS.forEach((plan, i) => {
    ctx.manifest.tokens[plan.symbol] = sent[i]!.address;
  });

  const owner = ctx.batch();
  await withFlaskMinterRole(
    ctx,
    (request) => owner.write(request),
    async () => {
      const mint = (to: `0x${string}`, amount: bigint) =>
        owner.write({ address: flask, abi: flaskTokenAbi, functionName: 'mint', args: [to, amount] });
      await mint(ctx.deployer, PAIR_FLASK * BigInt(PROJECTS.length));
      for (const plan of PROJECTS) await mint(accountOf(plan).address, PROJECT_FLASK);
    },
  );
  await owner.write({ address: flask, abi: erc20Abi, functionName: 'approve', args: [router, maxUint256] });
  for (const plan of PROJECTS) {
    const token = ctx.token(plan.symbol);
    await owner.write({ address: token, abi: testTokenAbi, functionName: 'mint', args: [ctx.deployer, PAIR_TOKENS] });
    await owner.write({ address: token, abi: erc20Abi, functionName: 'approve', args: [router, maxUint256] });
    await ctx.client.setBalance({ address: accountOf(plan).address, value: PROJECT_BNB });
  }
  await owner.write({
    address: auction,
    abi: flaskFarmAuctionAbi,
    functionName: 'addWhitelist',
    args: [PROJECTS.map((plan) => accountOf(plan).address)],
  });
  await owner.done();

  // Each pair is created by its first liquidity (more gas than a batch allows): sent back to back.
  let nonce = await ctx.client.getTransactionCount({ address: ctx.deployer, blockTag: 'pending' });
  const liquidity = [];
  for (const plan of PROJECTS) {
    const hash = await ctx.client.writeContract({
      address: router,
      abi: flaskRouterAbi,
      functionName: 'addLiquidity',
      args: [ctx.token(plan.symbol), flask, PAIR_TOKENS, PAIR_FLASK, 0n, 0n, accountOf(plan).address, maxUint256],
      account: ctx.client.account,
      chain: ctx.client.chain,
      nonce: nonce++,
      gas: PAIR_CREATION_GAS,
    });
    liquidity.push(ctx.confirm(hash, `addLiquidity ${plan.symbol}-FLASK`));
  }
  await Promise.all(liquidity);
  const bidders: ManifestAuctionBidder[] = await Promise.all(
    PROJECTS.map(async (plan) => ({
      address: accountOf(plan).address,
      name: plan.name,
      projectUrl: `https://${slugOf(plan)}.example`,
      token: plan.symbol,
      lpAddress: getAddress(
        await ctx.client.readContract({
          address: ctx.contract('FlaskFactory'),
          abi: flaskFactoryAbi,
          functionName: 'getPair',
          args: [ctx.token(plan.symbol), flask],
        }),
      ),
      farmPid: null,
    })),
  );
  ctx.manifest.auction = { address: auction, startBlock, bidders };

  // Auction #1: set up, bid (one block a bid), closed after its end; a loser takes its bid back.
  const bidCount = BigInt(PROJECTS.reduce((sum, plan) => sum + plan.bids.length, 0));
  const first = (await ctx.client.getBlockNumber({ cacheTime: 0 })) + 10n;
  const end = first + bidCount + 10n;
  await ctx.write({
    address: auction,
    abi: flaskFarmAuctionAbi,
    functionName: 'startAuction',
    args: [first, end, TERMS.initialBid, TERMS.increment, TERMS.leaderboard, AUCTION_DEFAULT_MAX_BIDDERS],
  });
  const approvals = PROJECTS.map((plan) => ctx.batch(accountOf(plan)));
  for (const batch of approvals) {
    await batch.write({ address: flask, abi: erc20Abi, functionName: 'approve', args: [auction, maxUint256] });
  }
  for (const batch of approvals) await batch.done();
  await mineTo(ctx.client, first - 1n);
  // One bidder at a time, so the first bids land in PROJECTS order (the tie-break's order).
  for (const plan of PROJECTS) {
    const batch = ctx.batch(accountOf(plan));
    for (const bid of plan.bids) {
      await batch.write({
        address: auction,
        abi: flaskFarmAuctionAbi,
        functionName: 'bid',
        args: [parseEther(String(bid))],
      });
    }
    await batch.done();
  }
  await mineTo(ctx.client, end);
  await closeAuctionInPages(ctx, auction);
  await ctx.write({
    address: auction,
    abi: flaskFarmAuctionAbi,
    functionName: 'claimAuction',
    args: [1n],
    account: projectAccounts.get(RECLAIMED_BY)!,
  });
  firstAuctionFarms.set(ctx, await addAuctionFarms(ctx, 1n));
  ctx.log(
    `  ${PROJECTS.length} projects whitelisted; auction #1 closed, farms added for its ${winners.length} winners`,
  );
}

/**
 * Devnet only (DeployStep.seedLive): the market history was auction #1's farm week, so their
 * allocation goes back to 0; auction #2 opens from the present block unless told not to.
 */
export async function seedLiveAuction(ctx: DeployContext, options: SeedOptions): Promise<void> {
  await endAuctionFarms(ctx, firstAuctionFarms.get(ctx) ?? []);
  if (options.openAuction === false) {
    ctx.log('  no auction open');
    return;
  }
  const start = (await ctx.client.getBlockNumber({ cacheTime: 0 })) + LIVE_AUCTION_DELAY_BLOCKS;
  await ctx.write({
    address: ctx.contract('FlaskFarmAuction'),
    abi: flaskFarmAuctionAbi,
    functionName: 'startAuction',
    args: [
      start,
      start + LIVE_AUCTION_BLOCKS,
      TERMS.initialBid,
      TERMS.increment,
      TERMS.leaderboard,
      AUCTION_DEFAULT_MAX_BIDDERS,
    ],
  });
  ctx.log(`  auction #2: blocks ${start}-${start + LIVE_AUCTION_BLOCKS}`);
}
