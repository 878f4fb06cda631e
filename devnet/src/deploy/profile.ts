import {
  flaskCampaignAbi,
  flaskCollectibleFactoryAbi,
  flaskCollectiblesAbi,
  flaskProfileAbi,
  flaskStarterFactoryAbi,
} from '@flaskswap/contracts';
import {
  flaskCampaignBytecode,
  flaskCollectibleFactoryBytecode,
  flaskCollectiblesBytecode,
  flaskProfileBytecode,
  flaskStarterFactoryBytecode,
} from '@flaskswap/contracts/bytecode';
import { contentDirFor } from '@flaskswap/hub/content';
import { type ManifestProfile, PROFILE_FEES } from '@flaskswap/sdk';
import type { Address, Hex } from 'viem';
import { deploymentsDir } from '../manifest.ts';
import type { DeployContext } from './context.ts';
import {
  ALCHEMIST_DESIGNS,
  CAMPAIGN_PLANS,
  type CampaignPlan,
  NO_BUNNY_ID,
  PROFILE_COLLECTIONS,
  STARTER_DESIGNS,
  TEAM_PLANS,
} from './profile/catalogue.ts';
import { allDesigns, designKey, type ProfileContent, writeProfileContent } from './profile/content.ts';
import { seedProfiles } from './profile.seed.ts';
import type { DeployStep } from './steps.ts';

/** Campaigns stay open ten years: long past any devnet's or test's clock. */
const CAMPAIGN_SECONDS = 10n * 365n * 24n * 3600n;

type CampaignKey = keyof typeof CAMPAIGN_PLANS;
const campaignEntries = () => Object.entries(CAMPAIGN_PLANS) as [CampaignKey, CampaignPlan][];

/** The content folder of this deployment (deployments/content/<chainId>/). */
export function profileContentDir(chainId: number): string {
  return contentDirFor(deploymentsDir(), chainId);
}

function tokenURIOf(content: ProfileContent, design: Parameters<typeof designKey>[0]) {
  const uri = content.tokenURIs.get(designKey(design));
  if (!uri) throw new Error(`No metadata written for ${designKey(design)}`);
  return uri;
}

async function deployContracts(ctx: DeployContext, content: ProfileContent) {
  const admin = ctx.deployer;
  const collection = (type: keyof typeof PROFILE_COLLECTIONS) => {
    const { contractName, name, symbol } = PROFILE_COLLECTIONS[type];
    return ctx.deploy(contractName, {
      abi: flaskCollectiblesAbi,
      bytecode: flaskCollectiblesBytecode,
      args: [name, symbol, admin],
    });
  };
  const bunnies = await collection('bunnies');
  const alchemists = await collection('alchemists');
  const flask = ctx.token('FLASK');
  const profile = await ctx.deploy('FlaskProfile', {
    abi: flaskProfileAbi,
    bytecode: flaskProfileBytecode,
    args: [flask, PROFILE_FEES.reactivate, PROFILE_FEES.register, PROFILE_FEES.update, admin],
  });
  const starterURIs = STARTER_DESIGNS.map((design) => tokenURIOf(content, design));
  const starterFactory = await ctx.deploy('FlaskStarterFactory', {
    abi: flaskStarterFactoryAbi,
    bytecode: flaskStarterFactoryBytecode,
    args: [
      bunnies,
      flask,
      PROFILE_FEES.starter,
      await ctx.client.getBlockNumber(),
      starterURIs as [string, string, string, string, string],
      admin,
    ],
  });
  const collectibleFactory = await ctx.deploy('FlaskCollectibleFactory', {
    abi: flaskCollectibleFactoryAbi,
    bytecode: flaskCollectibleFactoryBytecode,
    args: [alchemists, profile, flask, admin],
  });
  const now = (await ctx.client.getBlock({ blockTag: 'latest' })).timestamp;
  const campaigns = {} as Record<CampaignKey, Address>;
  for (const [key, plan] of campaignEntries()) {
    campaigns[key] = await ctx.deploy(plan.contractName, {
      abi: flaskCampaignAbi,
      bytecode: flaskCampaignBytecode,
      args: [
        profile,
        bunnies,
        BigInt(plan.campaignId),
        plan.numberPoints,
        plan.design?.bunnyId ?? NO_BUNNY_ID,
        plan.design ? tokenURIOf(content, plan.design) : '',
        plan.thresholdUserId,
        now + CAMPAIGN_SECONDS,
        admin,
      ],
    });
  }
  return { bunnies, alchemists, profile, starterFactory, collectibleFactory, campaigns };
}
type Deployed = Awaited<ReturnType<typeof deployContracts>>;

/** Roles, bunny names, the factory's collectibles and the teams: one batch of the admin's writes. */
async function configure(ctx: DeployContext, content: ProfileContent, deployed: Deployed) {
  const { bunnies, alchemists, profile, starterFactory, collectibleFactory, campaigns } = deployed;
  const [minterRole, nftRole, pointRole] = await Promise.all([
    ctx.client.readContract({ address: bunnies, abi: flaskCollectiblesAbi, functionName: 'MINTER_ROLE' }),
    ctx.client.readContract({ address: profile, abi: flaskProfileAbi, functionName: 'NFT_ROLE' }),
    ctx.client.readContract({ address: profile, abi: flaskProfileAbi, functionName: 'POINT_ROLE' }),
  ]);
  const batch = ctx.batch();
  // grantRole is AccessControl's on the collections and the registry alike.
  const grant = (address: Address, role: Hex, account: Address) =>
    batch.write({ address, abi: flaskCollectiblesAbi, functionName: 'grantRole', args: [role, account] });

  await grant(bunnies, minterRole, starterFactory);
  await grant(alchemists, minterRole, collectibleFactory);
  for (const collection of [bunnies, alchemists]) await grant(profile, nftRole, collection);
  for (const [key, plan] of campaignEntries()) {
    await grant(profile, pointRole, campaigns[key]);
    if (plan.design) await grant(bunnies, minterRole, campaigns[key]);
  }
  for (const design of allDesigns()) {
    await batch.write({
      address: design.collection === 'bunnies' ? bunnies : alchemists,
      abi: flaskCollectiblesAbi,
      functionName: 'setBunnyName',
      args: [design.bunnyId, design.name],
    });
  }
  for (const design of ALCHEMIST_DESIGNS) {
    await batch.write({
      address: collectibleFactory,
      abi: flaskCollectibleFactoryAbi,
      functionName: 'addCollectible',
      args: [design.bunnyId, tokenURIOf(content, design), design.thresholdPoints, design.flaskCost],
    });
  }
  // addTeam numbers teams 1, 2, 3… in call order: TEAM_PLANS lists them in id order.
  for (const team of TEAM_PLANS) {
    await batch.write({
      address: profile,
      abi: flaskProfileAbi,
      functionName: 'addTeam',
      args: [team.name, team.description],
    });
    if (!team.joinable) {
      await batch.write({
        address: profile,
        abi: flaskProfileAbi,
        functionName: 'makeTeamNotJoinable',
        args: [BigInt(team.id)],
      });
    }
  }
  await batch.done();
}

function manifestSection(content: ProfileContent, deployed: Deployed): ManifestProfile {
  const collectionAddress = { bunnies: deployed.bunnies, alchemists: deployed.alchemists };
  const campaignOf = new Map(
    campaignEntries().flatMap(([key, plan]) => (plan.design ? [[designKey(plan.design), key] as const] : [])),
  );
  return {
    collections: (['bunnies', 'alchemists'] as const).map((type) => ({
      address: collectionAddress[type],
      name: PROFILE_COLLECTIONS[type].name,
      type,
      symbol: PROFILE_COLLECTIONS[type].symbol,
    })),
    collectibles: allDesigns().map((design) => {
      const campaign = campaignOf.get(designKey(design));
      return {
        collection: collectionAddress[design.collection],
        bunnyId: design.bunnyId,
        identifier: design.identifier,
        tokenURI: tokenURIOf(content, design),
        source: campaign ? 'campaign' : design.collection === 'bunnies' ? 'starter' : 'factory',
        ...(campaign ? { campaign: deployed.campaigns[campaign] } : {}),
      };
    }),
    campaigns: campaignEntries().map(([key, plan]) => ({
      address: deployed.campaigns[key],
      campaignId: plan.campaignId,
      type: plan.type,
      title: plan.title,
      description: plan.description,
      badge: content.campaignBadges[key],
      numberPoints: Number(plan.numberPoints),
    })),
    teams: TEAM_PLANS.map((team) => {
      const images = content.teamImages.get(team.id)!;
      return { id: team.id, image: images.lg, images };
    }),
  };
}

/**
 * Profiles, teams, achievements and collectibles on every chain: contracts.FlaskBunnies and
 * FlaskAlchemists (two FlaskCollectibles), FlaskProfile (the registry; its fees are burned),
 * FlaskStarterFactory, FlaskCollectibleFactory and one FlaskCampaign per CAMPAIGN_PLANS entry,
 * all administered by the deployer (the timelock step hands them to the timelock). Images and
 * metadata go to deployments/content/<chainId>/ (pinned on IPFS outside the devnet, served by the
 * hub on it); the manifest's `profile` section links them.
 */
export const profileStep: DeployStep = {
  name: 'profile',
  async deploy(ctx) {
    const content = await writeProfileContent(profileContentDir(ctx.chainId));
    const deployed = await deployContracts(ctx, content);
    await configure(ctx, content, deployed);
    ctx.manifest.profile = manifestSection(content, deployed);
    ctx.log(
      `  ${TEAM_PLANS.length} teams, ${allDesigns().length} collectibles, content in ${profileContentDir(ctx.chainId)}`,
    );
  },
  seed: seedProfiles,
};
