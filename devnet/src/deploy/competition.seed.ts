// The trading competition's devnet seed: the competition contract on the four deepest BNB pairs, its
// prize table funded, and six traders (mnemonic indexes 19-24, keys of keepers/account.ts) with
// profiles in the two joinable teams, registered. After the market history the competition is moved to
// Open, and the market keeper swaps from the traders so the leaderboard moves; the e2e stack keeps
// it in Registration (SeedOptions.openCompetition) to play the whole competition itself.
import {
  flaskCollectiblesAbi,
  flaskFactoryAbi,
  flaskProfileAbi,
  flaskTokenAbi,
  flaskTradingCompetitionAbi,
  testTokenAbi,
  wbnbAbi,
} from '@flaskswap/contracts';
import { flaskTradingCompetitionBytecode } from '@flaskswap/contracts/bytecode';
import { type ManifestCompetitionPair, PROFILE_FEES } from '@flaskswap/sdk';
import { type Address, erc20Abi, getAddress, maxUint256, parseEther, parseUnits } from 'viem';
import { COMPETITION_TRADER_ACCOUNT_INDEXES, competitionTraderAccounts } from '../keepers/account.ts';
import type { DeployContext } from './context.ts';
import { withFlaskMinterRole } from './core.seed.ts';
import { pointRoleOf } from './ifo.sales.ts';
import { queueProfileCreation, queueStarterMint } from './profile.seed.ts';
import type { SeedOptions } from './steps.ts';

/** The profile campaign id the competition grants its points with (1-3 are the FlaskCampaigns). */
const COMPETITION_CAMPAIGN_ID = 4;

/** The pairs whose swaps count, as [token, quote] manifest symbols: the four deepest BNB pairs. */
const ELIGIBLE_PAIRS = [
  ['FLASK', 'WBNB'],
  ['BUSD', 'WBNB'],
  ['ETH', 'WBNB'],
  ['BTCB', 'WBNB'],
] as const;

/** Prizes by [team tier][reward group]: team 1st, 2nd, 3rd+; ranks 1-10, 11-100, 101-500, the rest. */
const FLASK_REWARDS = [
  [1_000, 400, 150, 50],
  [600, 250, 100, 30],
  [300, 120, 50, 15],
] as const;
const POINT_REWARDS = [
  [2_500, 1_500, 700, 300],
  [1_500, 900, 400, 150],
  [800, 500, 250, 100],
] as const;
/** The reward pot: every seeded trader and a dozen test accounts in the best group of the best team. */
const REWARD_POT = parseEther('20000');

/** Teams of the traders, in COMPETITION_TRADER_ACCOUNT_INDEXES order (teams 1 and 2 are joinable). */
const TRADER_TEAMS = [1, 2, 1, 2, 1, 2] as const;
/** What each trader holds to swap with, in whole tokens (BNB is wrapped into WBNB). */
const TRADER_INVENTORY = { FLASK: 10_000, WBNB: 300, BUSD: 100_000, ETH: 50, BTCB: 2.5 } as const;
/** BNB each trader keeps for gas. */
const TRADER_GAS_BNB = parseEther('10');

const tableOf = (rows: readonly (readonly number[])[], unit: (value: number) => bigint) =>
  rows.map((row) => row.map(unit)) as unknown as readonly [
    readonly [bigint, bigint, bigint, bigint],
    readonly [bigint, bigint, bigint, bigint],
    readonly [bigint, bigint, bigint, bigint],
  ];

/** What the seed did, the same on every fresh devnet (for the tests and the e2e specs). */
export const COMPETITION_SEED_STORY = {
  campaignId: COMPETITION_CAMPAIGN_ID,
  eligiblePairs: ELIGIBLE_PAIRS,
  flaskRewards: tableOf(FLASK_REWARDS, (value) => parseEther(String(value))),
  pointRewards: tableOf(POINT_REWARDS, BigInt),
  rewardPot: REWARD_POT,
  traders: COMPETITION_TRADER_ACCOUNT_INDEXES.map((mnemonicIndex, i) => ({
    mnemonicIndex,
    account: competitionTraderAccounts[i]!.address,
    teamId: TRADER_TEAMS[i]!,
    /** The Flask Bunnies starter (bunnyId) its profile shows. */
    starterBunnyId: i % 5,
  })),
} as const;

/** 'FLASK-BNB LP', as the farm list names a pair (WBNB reads as BNB). */
const lpSymbol = (token: string, quote: string) => `${token}-${quote === 'WBNB' ? 'BNB' : quote} LP`;

/** The eligible pairs' manifest entries; token0 and token1 in the pair's own order. */
async function eligiblePairEntries(ctx: DeployContext): Promise<ManifestCompetitionPair[]> {
  return Promise.all(
    ELIGIBLE_PAIRS.map(async ([token, quote]) => {
      const address = await ctx.client.readContract({
        address: ctx.contract('FlaskFactory'),
        abi: flaskFactoryAbi,
        functionName: 'getPair',
        args: [ctx.token(token), ctx.token(quote)],
      });
      const tokenFirst = ctx.token(token).toLowerCase() < ctx.token(quote).toLowerCase();
      return {
        address: getAddress(address),
        symbol: lpSymbol(token, quote),
        token0: tokenFirst ? token : quote,
        token1: tokenFirst ? quote : token,
      };
    }),
  );
}

const units = (symbol: keyof typeof TRADER_INVENTORY) => parseUnits(String(TRADER_INVENTORY[symbol]), 18); // every inventory token has 18 decimals

/** Devnet only (DeployStep.seed): the contract, its prizes, and the traders registered. */
export async function seedCompetition(ctx: DeployContext): Promise<void> {
  const flask = ctx.token('FLASK');
  const profile = ctx.contract('FlaskProfile');
  const bunnies = ctx.contract('FlaskBunnies');
  const router = ctx.contract('FlaskRouter');
  const eligiblePairs = await eligiblePairEntries(ctx);
  const startBlock = Number(await ctx.client.getBlockNumber({ cacheTime: 0 }));
  const competition = await ctx.deploy('FlaskTradingCompetition', {
    abi: flaskTradingCompetitionAbi,
    bytecode: flaskTradingCompetitionBytecode,
    args: [profile, flask, BigInt(COMPETITION_CAMPAIGN_ID), eligiblePairs.map((pair) => pair.address), ctx.deployer],
  });

  const traderFlask = PROFILE_FEES.starter + PROFILE_FEES.register + units('FLASK');
  const owner = ctx.batch();
  await withFlaskMinterRole(
    ctx,
    (request) => owner.write(request),
    async () => {
      await owner.write({ address: flask, abi: flaskTokenAbi, functionName: 'mint', args: [ctx.deployer, REWARD_POT] });
      for (const trader of competitionTraderAccounts) {
        await owner.write({
          address: flask,
          abi: flaskTokenAbi,
          functionName: 'mint',
          args: [trader.address, traderFlask],
        });
      }
    },
  );
  for (const symbol of ['BUSD', 'ETH', 'BTCB'] as const) {
    for (const trader of competitionTraderAccounts) {
      await owner.write({
        address: ctx.token(symbol),
        abi: testTokenAbi,
        functionName: 'mint',
        args: [trader.address, units(symbol)],
      });
    }
  }
  const pointRole = await pointRoleOf(ctx);
  await owner.write({
    address: profile,
    abi: flaskProfileAbi,
    functionName: 'grantRole',
    args: [pointRole, competition],
  });
  await owner.write({
    address: competition,
    abi: flaskTradingCompetitionAbi,
    functionName: 'setRewardTable',
    args: [COMPETITION_SEED_STORY.flaskRewards, COMPETITION_SEED_STORY.pointRewards],
  });
  await owner.write({ address: flask, abi: erc20Abi, functionName: 'approve', args: [competition, REWARD_POT] });
  await owner.write({
    address: competition,
    abi: flaskTradingCompetitionAbi,
    functionName: 'fundRewards',
    args: [REWARD_POT],
  });
  for (const trader of competitionTraderAccounts) {
    await ctx.client.setBalance({ address: trader.address, value: units('WBNB') + TRADER_GAS_BNB });
  }
  await owner.done();

  // Starters first, in trader order, so token ids are the same on every run.
  const starters = competitionTraderAccounts.map((account) => ctx.batch(account));
  for (const [i, batch] of starters.entries())
    await queueStarterMint(ctx, batch, COMPETITION_SEED_STORY.traders[i]!.starterBunnyId);
  for (const batch of starters) await batch.done();

  const tokenIds = await Promise.all(
    competitionTraderAccounts.map((account) =>
      ctx.client.readContract({
        address: bunnies,
        abi: flaskCollectiblesAbi,
        functionName: 'tokenOfOwnerByIndex',
        args: [account.address, 0n],
      }),
    ),
  );
  const registrations = competitionTraderAccounts.map((account) => ctx.batch(account));
  for (const [i, batch] of registrations.entries()) {
    await queueProfileCreation(ctx, batch, TRADER_TEAMS[i]!, tokenIds[i]!);
    await batch.write({ address: competition, abi: flaskTradingCompetitionAbi, functionName: 'register' });
    await batch.write({ address: ctx.token('WBNB'), abi: wbnbAbi, functionName: 'deposit', value: units('WBNB') });
    for (const symbol of Object.keys(TRADER_INVENTORY) as (keyof typeof TRADER_INVENTORY)[]) {
      await batch.write({
        address: ctx.token(symbol),
        abi: erc20Abi,
        functionName: 'approve',
        args: [router, maxUint256],
      });
    }
  }
  for (const batch of registrations) await batch.done();

  ctx.manifest.competition = { address: competition, campaignId: COMPETITION_CAMPAIGN_ID, eligiblePairs, startBlock };
  addCompetitionCampaign(ctx, competition);
  ctx.log(
    `  ${competitionTraderAccounts.length} traders registered; ${eligiblePairs.map((pair) => pair.symbol).join(', ')}`,
  );
}

/**
 * The competition's entry in the profile campaigns, so /profile lists the achievement its prize grants;
 * it has the Battle Brewer's badge (the team-battle picture).
 */
function addCompetitionCampaign(ctx: DeployContext, competition: Address) {
  const campaigns = ctx.manifest.profile?.campaigns;
  if (!campaigns) throw new Error('Competition seed: the profile step wrote no campaigns');
  const badge = campaigns.find((campaign) => campaign.type === 'teambattle')?.badge;
  if (!badge) throw new Error('Competition seed: no team-battle badge in the profile campaigns');
  campaigns.push({
    address: competition,
    campaignId: COMPETITION_CAMPAIGN_ID,
    type: 'teambattle',
    title: 'Trading Battle',
    description: 'Traded for your team in the trading battle and claimed the prize.',
    badge,
    numberPoints: POINT_REWARDS[0][0],
  });
}

/** Devnet only (DeployStep.seedLive): opens the competition from the present block, unless told not to. */
export async function seedLiveCompetition(ctx: DeployContext, options: SeedOptions): Promise<void> {
  if (options.openCompetition === false) {
    ctx.log('  the competition stays in registration');
    return;
  }
  const receipt = await ctx.write({
    address: ctx.contract('FlaskTradingCompetition'),
    abi: flaskTradingCompetitionAbi,
    functionName: 'updateCompetitionStatus',
    args: [1],
  });
  ctx.log(`  the competition is open from block ${receipt.blockNumber}`);
}
