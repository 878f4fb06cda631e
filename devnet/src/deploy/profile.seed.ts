// The profile step's devnet seed: five seeded accounts (mnemonic indexes 13-17, the prediction's
// bettors and the lottery's players, already funded by those seeds) mint a starter and register,
// spread over the joinable teams; some claim achievements, one pauses. The app's and the tests'
// accounts (#1-#9) stay unregistered. Their usernames are set at the hub by `seedUsernames`.
import {
  flaskCampaignAbi,
  flaskCollectibleFactoryAbi,
  flaskCollectiblesAbi,
  flaskProfileAbi,
  flaskStarterFactoryAbi,
} from '@flaskswap/contracts';
import { DEVNET_CHAIN_ID, PROFILE_FEES, usernameMessage } from '@flaskswap/sdk';
import { type Address, erc20Abi, getAddress, type LocalAccount } from 'viem';
import { mnemonicToAccount } from 'viem/accounts';
import { DEVNET_MNEMONIC } from '../accounts.ts';
import type { DeployContext, WriteBatch } from './context.ts';
import { ALCHEMIST_DESIGNS, CAMPAIGN_PLANS } from './profile/catalogue.ts';

type CampaignKey = keyof typeof CAMPAIGN_PLANS;

/** Queues the purchase of a starter collectible: approve its FLASK fee, mint `bunnyId`. */
export async function queueStarterMint(ctx: DeployContext, batch: WriteBatch, bunnyId: number): Promise<void> {
  const starterFactory = ctx.contract('FlaskStarterFactory');
  await batch.write({
    address: ctx.token('FLASK'),
    abi: erc20Abi,
    functionName: 'approve',
    args: [starterFactory, PROFILE_FEES.starter],
  });
  await batch.write({ address: starterFactory, abi: flaskStarterFactoryAbi, functionName: 'mintNFT', args: [bunnyId] });
}

/** Queues a profile's creation in `teamId` with collectible `tokenId` as its picture: approve the fee and the NFT, create. */
export async function queueProfileCreation(
  ctx: DeployContext,
  batch: WriteBatch,
  teamId: number,
  tokenId: bigint,
): Promise<void> {
  const [bunnies, profile] = [ctx.contract('FlaskBunnies'), ctx.contract('FlaskProfile')];
  await batch.write({
    address: ctx.token('FLASK'),
    abi: erc20Abi,
    functionName: 'approve',
    args: [profile, PROFILE_FEES.register],
  });
  await batch.write({ address: bunnies, abi: flaskCollectiblesAbi, functionName: 'approve', args: [profile, tokenId] });
  await batch.write({
    address: profile,
    abi: flaskProfileAbi,
    functionName: 'createProfile',
    args: [BigInt(teamId), bunnies, tokenId],
  });
}

export interface ProfileSeedMember {
  mnemonicIndex: number;
  account: Address;
  /** Set at the hub by seedUsernames; none for the paused profile (the hub names active profiles only). */
  username?: string;
  teamId: number;
  /** The starter (Flask Bunnies bunnyId) it minted and chose as its picture. */
  starterBunnyId: number;
  /** Campaigns whose list it is on (list-based campaigns only). */
  listedIn: CampaignKey[];
  /** Campaigns it claimed (points, and the badge NFT where there is one). */
  claimed: CampaignKey[];
  /** Flask Alchemists (bunnyIds) it minted from the collectible factory and keeps in its wallet. */
  alchemists: number[];
  points: number;
  /** Paused after everything else: its starter is back in its wallet. */
  paused: boolean;
}

type MemberPlan = Omit<ProfileSeedMember, 'account' | 'points'>;

const MEMBER_PLANS: MemberPlan[] = [
  {
    mnemonicIndex: 13,
    username: 'SyrupQueen',
    teamId: 1,
    starterBunnyId: 0,
    listedIn: ['battleBrewer', 'launchLab'],
    claimed: ['battleBrewer', 'launchLab'],
    alchemists: [0],
    paused: false,
  },
  {
    mnemonicIndex: 14,
    username: 'FalconFizz',
    teamId: 2,
    starterBunnyId: 2,
    listedIn: ['battleBrewer'],
    claimed: ['battleBrewer'],
    alchemists: [],
    paused: false,
  },
  {
    mnemonicIndex: 15,
    username: 'BeakerBoss',
    teamId: 1,
    starterBunnyId: 1,
    listedIn: ['launchLab'],
    claimed: ['launchLab'],
    alchemists: [],
    paused: false,
  },
  {
    // Listed for Competition Brewer but has not claimed it yet.
    mnemonicIndex: 16,
    username: 'SparkPlug',
    teamId: 2,
    starterBunnyId: 3,
    listedIn: ['battleBrewer'],
    claimed: ['labPioneer'],
    alchemists: [],
    paused: false,
  },
  {
    mnemonicIndex: 17,
    teamId: 1,
    starterBunnyId: 4,
    listedIn: [],
    claimed: [],
    alchemists: [],
    paused: true,
  },
];

const seedAccounts = new Map<number, LocalAccount>(
  MEMBER_PLANS.map((plan) => [
    plan.mnemonicIndex,
    mnemonicToAccount(DEVNET_MNEMONIC, { addressIndex: plan.mnemonicIndex }),
  ]),
);
const accountOf = (member: Pick<MemberPlan, 'mnemonicIndex'>) => seedAccounts.get(member.mnemonicIndex)!;

const members: ProfileSeedMember[] = MEMBER_PLANS.map((plan) => ({
  ...plan,
  account: accountOf(plan).address,
  points: plan.claimed.reduce((sum, key) => sum + Number(CAMPAIGN_PLANS[key].numberPoints), 0),
}));

/** Points a team collected: its members' points, paused ones included (points stay with the team). */
const teamPoints = (teamId: number) =>
  members.filter((member) => member.teamId === teamId).reduce((sum, member) => sum + member.points, 0);

/** What the seed did, the same on every fresh devnet (for the tests). */
export const PROFILE_SEED_STORY = {
  members,
  /** Team id → active members and points after the seed. */
  teams: [1, 2, 3].map((id) => ({
    id,
    numberUsers: members.filter((member) => member.teamId === id && !member.paused).length,
    numberPoints: teamPoints(id),
  })),
} as const;

/** FLASK each member spends: starter, registration, alchemists. */
function flaskNeeded(member: MemberPlan): bigint {
  const alchemistCost = member.alchemists.reduce(
    (sum, bunnyId) => sum + ALCHEMIST_DESIGNS.find((design) => design.bunnyId === bunnyId)!.flaskCost,
    0n,
  );
  return PROFILE_FEES.starter + PROFILE_FEES.register + alchemistCost;
}

/** Devnet only (DeployStep.seed): plays PROFILE_SEED_STORY; runs after the prediction and lottery seeds fund the accounts. */
export async function seedProfiles(ctx: DeployContext): Promise<void> {
  const flask = ctx.token('FLASK');
  const bunnies = ctx.contract('FlaskBunnies');
  const profile = ctx.contract('FlaskProfile');
  const collectibleFactory = ctx.contract('FlaskCollectibleFactory');
  const campaign = (key: CampaignKey) => ctx.contract(CAMPAIGN_PLANS[key].contractName);

  for (const plan of MEMBER_PLANS) {
    const balance = await ctx.client.readContract({
      address: flask,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [accountOf(plan).address],
    });
    if (balance < flaskNeeded(plan)) {
      throw new Error(
        `Profile seed: account #${plan.mnemonicIndex} holds too little FLASK (the lottery seed funds it)`,
      );
    }
  }

  // The owner lists the members of the list-based campaigns.
  const owner = ctx.batch();
  for (const key of Object.keys(CAMPAIGN_PLANS) as CampaignKey[]) {
    const listed = MEMBER_PLANS.filter((plan) => plan.listedIn.includes(key)).map((plan) => accountOf(plan).address);
    if (listed.length === 0) continue;
    await owner.write({
      address: campaign(key),
      abi: flaskCampaignAbi,
      functionName: 'addAddressesToCampaign',
      args: [listed],
    });
  }
  await owner.done();

  // Starters first (in member order, so token ids are the same on every run), then everything else.
  const starters = MEMBER_PLANS.map((plan) => ({ plan, batch: ctx.batch(accountOf(plan)) }));
  for (const { plan, batch } of starters) await queueStarterMint(ctx, batch, plan.starterBunnyId);
  for (const { batch } of starters) await batch.done();

  const rest = [];
  for (const plan of MEMBER_PLANS) {
    const account = accountOf(plan);
    const tokenId = await ctx.client.readContract({
      address: bunnies,
      abi: flaskCollectiblesAbi,
      functionName: 'tokenOfOwnerByIndex',
      args: [account.address, 0n],
    });
    const batch = ctx.batch(account);
    await queueProfileCreation(ctx, batch, plan.teamId, tokenId);
    for (const key of plan.claimed)
      await batch.write({ address: campaign(key), abi: flaskCampaignAbi, functionName: 'mintNFT' });
    for (const bunnyId of plan.alchemists) {
      const { flaskCost } = ALCHEMIST_DESIGNS.find((design) => design.bunnyId === bunnyId)!;
      await batch.write({
        address: flask,
        abi: erc20Abi,
        functionName: 'approve',
        args: [collectibleFactory, flaskCost],
      });
      await batch.write({
        address: collectibleFactory,
        abi: flaskCollectibleFactoryAbi,
        functionName: 'mintNFT',
        args: [bunnyId],
      });
    }
    if (plan.paused) await batch.write({ address: profile, abi: flaskProfileAbi, functionName: 'pauseProfile' });
    rest.push(batch);
  }
  for (const batch of rest) await batch.done();
  ctx.log(`  ${members.length} profiles registered (${members.filter((member) => member.paused).length} paused)`);
}

/**
 * Sets the seeded profiles' usernames at the hub (`hubUrl`), each signed with its member's key like
 * the app does; names already set are left alone. Returns the names it set.
 */
export async function seedUsernames(hubUrl: string, chainId: number = DEVNET_CHAIN_ID): Promise<string[]> {
  const set: string[] = [];
  for (const member of PROFILE_SEED_STORY.members) {
    if (!member.username || member.paused) continue;
    const current = await fetch(`${hubUrl}/api/users/${member.account}`);
    if (current.ok) continue;
    if (current.status !== 404) throw new Error(`Hub: GET /api/users/${member.account} answered ${current.status}`);
    const account = accountOf(member);
    const claim = {
      address: getAddress(account.address),
      username: member.username,
      issuedAt: new Date().toISOString(),
      chainId,
    };
    const signature = await account.signMessage({ message: usernameMessage(claim) });
    const response = await fetch(`${hubUrl}/api/users`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ address: claim.address, username: claim.username, issuedAt: claim.issuedAt, signature }),
    });
    if (!response.ok) {
      throw new Error(
        `Hub: setting ${member.username} for ${member.account} failed (${response.status} ${await response.text()})`,
      );
    }
    set.push(member.username);
  }
  return set;
}
