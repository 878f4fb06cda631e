// deployments/<chainId>.json: the one schema the devnet writes and the app, e2e and tools read.
import { type Address, getAddress, type Hex, isAddress } from 'viem';
import { z } from 'zod';
import { NATIVE_SYMBOL, POOL_CATEGORIES } from './constants.ts';

const address = z
  .string()
  .refine((value) => isAddress(value, { strict: false }), { error: (issue) => `not an address: ${issue.input}` })
  .transform((value): Address => getAddress(value));

/** A token as the manifest's `tokens` map names it. */
const tokenSymbol = z.string().min(1);

/** A MasterChef farm (SPEC.md §3 "Farm"): pid and its LP pair; tokens are manifest symbols. */
const farmSchema = z.object({
  pid: z.number().int().nonnegative(),
  lpSymbol: z.string().min(1),
  lpAddress: address,
  token: tokenSymbol,
  quoteToken: tokenSymbol,
  /** Archived farms are left out of every list. */
  isArchived: z.boolean().optional(),
  /** Pays a partner token besides FLASK ('Dual' badge). */
  isDual: z.boolean().optional(),
});

/** An AMM pair that prices a reward token without being a farm. */
const pricePairSchema = farmSchema.omit({ pid: true, isArchived: true, isDual: true });

/** A SmartChef pool (SPEC.md §3 "Pool"). */
const poolSchema = z.object({
  /** 1, 2… in list order (0 is the MasterChef's manual FLASK pool). */
  sousId: z.number().int().positive(),
  address,
  /** A manifest token symbol, or 'BNB' for the native coin. */
  stakingToken: tokenSymbol,
  earningToken: tokenSymbol,
  category: z.enum(POOL_CATEGORIES),
  projectLink: z.url(),
  /** Created with a per-user stake limit (its amount is read on chain: the owner may change it). */
  hasUserLimit: z.boolean().optional(),
  /** Marked finished by hand (a pool is also finished once its end block has passed). */
  isFinished: z.boolean().optional(),
  isDual: z.boolean().optional(),
});

const hex = z
  .string()
  .regex(/^0x([0-9a-fA-F]{2})*$/, 'not hex data')
  .transform((value) => value as Hex);
const bytes32 = z
  .string()
  .regex(/^0x[0-9a-fA-F]{64}$/, 'not 32 bytes of hex')
  .transform((value) => value as Hex);

/**
 * The admin handover to the timelock, outside the devnet (docs/roles.md): the accept batch the
 * deploy scheduled, exactly as `executeBatch` needs it (every call sends no value).
 */
const handoverSchema = z.object({
  timelock: address,
  /** The timelock's own minimum delay, in seconds. */
  minDelay: z.number().int().nonnegative(),
  /** Who may schedule and cancel (the team's multisig). */
  proposers: z.array(address).min(1),
  /** Who may execute once the delay has passed; the zero address means anyone. */
  executors: z.array(address).min(1),
  targets: z.array(address).min(1),
  payloads: z.array(hex).min(1),
  predecessor: bytes32,
  salt: bytes32,
  /** The timelock's operation id (hashOperationBatch). */
  operationId: bytes32,
  /** Unix seconds from which the batch can execute (the timelock's delay and FLASK's admin delay both passed). */
  readyAt: z.number().int().nonnegative(),
});

/** An `ipfs://<cid>` link (a whole file: tokenURIs and images are one CID each). */
const ipfsLink = z
  .string()
  .regex(/^ipfs:\/\/[A-Za-z0-9]+$/, 'not an ipfs://<cid> link')
  .transform((value) => value as `ipfs://${string}`);

const PROFILE_COLLECTION_TYPES = ['bunnies', 'alchemists'] as const;
const PROFILE_COLLECTIBLE_SOURCES = ['starter', 'factory', 'campaign'] as const;
const PROFILE_CAMPAIGN_TYPES = ['ifo', 'teambattle', 'participation'] as const;

/** An ERC-721 collection the profile registry accepts as a picture (FlaskCollectibles). */
const profileCollectionSchema = z.object({
  address,
  name: z.string().min(1),
  type: z.enum(PROFILE_COLLECTION_TYPES),
  symbol: z.string().min(1),
});

/** One mintable design: where it comes from (starter factory, collectible factory or a campaign) and its metadata. */
const profileCollectibleSchema = z.object({
  collection: address,
  bunnyId: z.number().int().min(0).max(255),
  /** A slug, unique per collection (e.g. 'goggles-bunny'). */
  identifier: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'not a lowercase slug'),
  /** The metadata JSON (name, description, images…). */
  tokenURI: ipfsLink,
  source: z.enum(PROFILE_COLLECTIBLE_SOURCES),
  /** The campaign that mints it (source 'campaign' only). */
  campaign: address.optional(),
});

/** An achievement campaign (FlaskCampaign); eligibility and claims are read on chain. */
const profileCampaignSchema = z.object({
  address,
  /** The id its points are granted with (FlaskProfile.hasAchievement). */
  campaignId: z.number().int().nonnegative(),
  type: z.enum(PROFILE_CAMPAIGN_TYPES),
  title: z.string().min(1),
  description: z.string().min(1),
  /** The achievement's image. */
  badge: ipfsLink,
  numberPoints: z.number().int().nonnegative(),
});

/** A team's picture; its name, description, members, points and joinability are read on chain. */
const profileTeamSchema = z.object({
  id: z.number().int().positive(),
  /** The large image. */
  image: ipfsLink,
  /** Every size, like a collectible's metadata (blur: a tiny low-detail placeholder). */
  images: z.object({ lg: ipfsLink, md: ipfsLink, sm: ipfsLink, blur: ipfsLink }).optional(),
});

/** Written by the profile step: what the chain does not say about profiles, teams and collectibles. */
const profileSchema = z.object({
  collections: z.array(profileCollectionSchema).min(1),
  collectibles: z.array(profileCollectibleSchema),
  campaigns: z.array(profileCampaignSchema),
  teams: z.array(profileTeamSchema),
});

/** A non-negative decimal written out in full (e.g. '1500000' or '0.2'): display figures, never scientific notation. */
const decimalText = z.string().regex(/^(0|[1-9][0-9]*)(\.[0-9]+)?$/, 'not a plain decimal number');

/**
 * One pool of a sale as announced (SPEC.md §3 "IFO sale entry"): what the sale page says before
 * anything is read on chain. The contract's own amounts (in token and LP units) are the truth.
 */
const ifoPoolSchema = z.object({
  /** Offering tokens sold in this pool, in whole tokens. */
  saleAmount: decimalText,
  /** The raise target of this pool, in USD. */
  raiseAmount: decimalText,
  /** USD worth of FLASK burned from this pool's proceeds. */
  cakeToBurn: decimalText,
  /** This pool's share of the sale (0.3 basic and 0.7 unlimited for version 2, 1 for version 1). */
  distributionRatio: z.number().gt(0).max(1),
});

/** A slug used in links (e.g. 'kalmar'). */
const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'not a lowercase slug');

/** An https:// link (shown to users: nothing else is followed). */
const httpsUrl = z.url({ protocol: /^https$/, error: 'not an https:// link' });

/** An offering (FlaskIfoV1 or FlaskIfoV2); start/end blocks and amounts are read on chain. */
const ifoSaleSchema = z.object({
  id: slug,
  name: z.string().min(1),
  address,
  isActive: z.boolean(),
  /** 1: FlaskIfoV1 (one unlimited pool); 2: FlaskIfoV2 (basic and unlimited pools). */
  version: z.union([z.literal(1), z.literal(2)]),
  /** The LP token committed. */
  currency: z.object({ symbol: z.string().min(1), address }),
  /** The offering token paid out. */
  token: z.object({ symbol: z.string().min(1), address, decimals: z.number().int().min(0).max(36) }),
  releaseBlockNumber: z.number().int().nonnegative(),
  /** The profile campaign its points are granted with (0: none). */
  campaignId: z.number().int().nonnegative(),
  articleUrl: httpsUrl,
  /** USD per offering token; null where not announced (always for version 1). */
  tokenOfferingPrice: decimalText.nullable(),
  /** Version 2 only: the pool with a per-user limit and no tax (pid 0). */
  poolBasic: ifoPoolSchema.optional(),
  /** The pool without a limit (pid 1 on version 2, the only pool of version 1). */
  poolUnlimited: ifoPoolSchema,
});

/** Written by the IFO step: the launchpad's sales, newest first. */
const ifoSchema = z.object({ sales: z.array(ifoSaleSchema) });

/** A pair whose swaps count for the trading competition; token0/token1 are manifest symbols, in the pair's own order. */
const competitionPairSchema = z.object({
  address,
  /** As the app shows it (e.g. 'FLASK-BNB LP'). */
  symbol: z.string().min(1),
  token0: tokenSymbol,
  token1: tokenSymbol,
});

/** The trading competition (FlaskTradingCompetition); its status, teams and rewards are read on chain. */
const competitionSchema = z.object({
  address,
  /** The profile campaign ('teambattle') its points are granted with. */
  campaignId: z.number().int().nonnegative(),
  /** Exactly the four pairs the contract stores (SPEC.md §9). */
  eligiblePairs: z.array(competitionPairSchema).length(4),
  /** Its deployment block: where the indexer starts. */
  startBlock: z.number().int().nonnegative(),
});

/** A project wallet allowed to bid in the farm auction, as the app presents it. */
const auctionBidderSchema = z.object({
  address,
  name: z.string().min(1),
  projectUrl: httpsUrl,
  /** The project's token, a manifest symbol. */
  token: tokenSymbol,
  /** Its FLASK pair: the LP a won farm stakes. */
  lpAddress: address,
  /** The MasterChef farm added for its last won auction; null while it has none. */
  farmPid: z.number().int().nonnegative().nullable(),
});

/** The community farm auction (FlaskFarmAuction); auctions and bids are read on chain. */
const auctionSchema = z.object({
  address,
  /** Its deployment block: where event scans start. */
  startBlock: z.number().int().nonnegative(),
  bidders: z.array(auctionBidderSchema),
});

/**
 * The other Uniswap-V2-style exchange on the chain whose liquidity FlaskMigrator moves to FlaskSwap
 * (docs/migration.md): PancakeSwap v2 on 56 and 97, a stand-in deployed from Uniswap V2's npm build
 * on the devnet. The migrator itself is `contracts.FlaskMigrator`.
 */
const migrationSchema = z.object({
  legacy: z.object({
    /** As the app names it ('PancakeSwap v2'). */
    name: z.string().min(1),
    factory: address,
    router: address,
    /** keccak256 of its pair's creation code: its pairs' CREATE2 addresses. */
    initCodeHash: bytes32,
  }),
});

/**
 * A token the interface refuses to trade on this chain (SPEC.md's 'Unsupported Assets'): the app
 * adds these to its built-in unsupported list. Full entries, as a token list has them, so the app
 * needs no read to name the token.
 */
const unsupportedTokenSchema = z.object({
  address,
  symbol: z.string().min(1),
  name: z.string().min(1),
  decimals: z.number().int().min(0).max(255),
});

/** A token as its contract describes itself, read once when the deploy ends (the app's devnet list needs no read). */
const tokenDetailsSchema = z.object({
  symbol: z.string().min(1),
  name: z.string().min(1),
  decimals: z.number().int().min(0).max(255),
});

/**
 * Every deploy step writes its own section; sections this schema does not know yet are kept as
 * they are, so an older reader accepts a newer manifest.
 */
export const manifestSchema = z
  .looseObject({
    chainId: z.number().int().positive(),
    contracts: z.record(z.string(), address),
    tokens: z.record(z.string(), address),
    /** The block before the first deployment: where event scans start. */
    startBlock: z.number().int().nonnegative(),
    /** Written by the yield step. */
    farms: z.array(farmSchema).optional(),
    pricePairs: z.array(pricePairSchema).optional(),
    pools: z.array(poolSchema).optional(),
    /** Written by the timelock step, on chains other than the devnet. */
    handover: handoverSchema.optional(),
    /** Written by the profile step. */
    profile: profileSchema.optional(),
    /** Written by the IFO step. */
    ifo: ifoSchema.optional(),
    /** Written by the competition step. */
    competition: competitionSchema.optional(),
    /** Written by the auction step. */
    auction: auctionSchema.optional(),
    /** Written by the migration step. */
    migration: migrationSchema.optional(),
    /** Written when the deploy ends: `tokens`' entries, by the same keys, as their contracts describe themselves. */
    tokenDetails: z.record(z.string(), tokenDetailsSchema).optional(),
    /** Written by the AMM seed on the devnet; an operator may list its chain's own. */
    unsupportedTokens: z.array(unsupportedTokenSchema).optional(),
  })
  .superRefine((manifest, ctx) => {
    const known = (symbol: string, native: boolean) =>
      symbol in manifest.tokens || (native && symbol === NATIVE_SYMBOL);
    const check = (symbol: string, path: (string | number)[], native = false) => {
      if (!known(symbol, native)) ctx.addIssue({ code: 'custom', path, message: `unknown token ${symbol}` });
    };
    for (const [section, pairs] of [
      ['farms', manifest.farms],
      ['pricePairs', manifest.pricePairs],
    ] as const) {
      pairs?.forEach((pair, i) => {
        check(pair.token, [section, i, 'token']);
        check(pair.quoteToken, [section, i, 'quoteToken']);
      });
    }
    const handover = manifest.handover;
    if (handover && handover.targets.length !== handover.payloads.length) {
      ctx.addIssue({ code: 'custom', path: ['handover', 'payloads'], message: 'one payload per target' });
    }
    manifest.pools?.forEach((pool, i) => {
      check(pool.stakingToken, ['pools', i, 'stakingToken'], true);
      check(pool.earningToken, ['pools', i, 'earningToken']);
    });
    if (manifest.profile) checkProfile(manifest.profile, ctx);
    if (manifest.ifo) checkIfo(manifest.ifo, ctx);
    manifest.competition?.eligiblePairs.forEach((pair, i) => {
      check(pair.token0, ['competition', 'eligiblePairs', i, 'token0']);
      check(pair.token1, ['competition', 'eligiblePairs', i, 'token1']);
    });
    manifest.auction?.bidders.forEach((bidder, i) => {
      check(bidder.token, ['auction', 'bidders', i, 'token']);
    });
    if (manifest.competition || manifest.auction) checkUnique(manifest, ctx);
  });

/** A competition pair or an auction bidder listed twice is a copy-paste slip: refuse it. */
function checkUnique(
  manifest: { competition?: z.output<typeof competitionSchema>; auction?: z.output<typeof auctionSchema> },
  ctx: z.RefinementCtx,
) {
  const lists = [
    ['competition', 'eligiblePairs', manifest.competition?.eligiblePairs ?? []],
    ['auction', 'bidders', manifest.auction?.bidders ?? []],
  ] as const;
  for (const [section, field, entries] of lists) {
    const seen = new Set<string>();
    entries.forEach((entry, i) => {
      if (seen.has(entry.address)) {
        ctx.addIssue({ code: 'custom', path: [section, field, i, 'address'], message: 'listed twice' });
      }
      seen.add(entry.address);
    });
  }
}

/** Collectibles belong to a listed collection, campaign ones name a listed campaign; ids are unique. */
function checkProfile(profile: z.output<typeof profileSchema>, ctx: z.RefinementCtx) {
  const issue = (path: (string | number)[], message: string) =>
    ctx.addIssue({ code: 'custom', path: ['profile', ...path], message });
  const collections = new Set(profile.collections.map((collection) => collection.address));
  const campaigns = new Set(profile.campaigns.map((campaign) => campaign.address));
  const designs = new Set<string>();
  profile.collectibles.forEach((collectible, i) => {
    if (!collections.has(collectible.collection)) issue(['collectibles', i, 'collection'], 'not a listed collection');
    const isCampaign = collectible.source === 'campaign';
    if (isCampaign !== (collectible.campaign !== undefined)) {
      issue(['collectibles', i, 'campaign'], "set for source 'campaign' only");
    } else if (collectible.campaign && !campaigns.has(collectible.campaign)) {
      issue(['collectibles', i, 'campaign'], 'not a listed campaign');
    }
    const key = `${collectible.collection}:${collectible.bunnyId}`;
    if (designs.has(key)) issue(['collectibles', i, 'bunnyId'], 'bunnyId listed twice in its collection');
    designs.add(key);
  });
  const campaignIds = new Set<number>();
  profile.campaigns.forEach((campaign, i) => {
    if (campaignIds.has(campaign.campaignId)) issue(['campaigns', i, 'campaignId'], 'campaignId listed twice');
    campaignIds.add(campaign.campaignId);
  });
  const teamIds = new Set<number>();
  profile.teams.forEach((team, i) => {
    if (teamIds.has(team.id)) issue(['teams', i, 'id'], 'team listed twice');
    teamIds.add(team.id);
  });
}

/** Version 1 sells through one pool without a price, version 2 through both; ids, addresses unique; one active sale at most. */
function checkIfo(ifo: z.output<typeof ifoSchema>, ctx: z.RefinementCtx) {
  const issue = (path: (string | number)[], message: string) =>
    ctx.addIssue({ code: 'custom', path: ['ifo', 'sales', ...path], message });
  const ids = new Set<string>();
  const addresses = new Set<string>();
  ifo.sales.forEach((sale, i) => {
    if (ids.has(sale.id)) issue([i, 'id'], 'sale listed twice');
    ids.add(sale.id);
    if (addresses.has(sale.address)) issue([i, 'address'], 'contract listed twice');
    addresses.add(sale.address);
    if (sale.version === 1) {
      if (sale.poolBasic) issue([i, 'poolBasic'], 'version 1 has no basic pool');
      if (sale.tokenOfferingPrice !== null) issue([i, 'tokenOfferingPrice'], 'version 1 has no offering price');
    } else if (!sale.poolBasic) {
      issue([i, 'poolBasic'], 'version 2 needs its basic pool');
    }
    const ratios = (sale.poolBasic?.distributionRatio ?? 0) + sale.poolUnlimited.distributionRatio;
    if (Math.abs(ratios - 1) > 1e-9) issue([i, 'poolUnlimited', 'distributionRatio'], 'the ratios must add up to 1');
  });
  if (ifo.sales.filter((sale) => sale.isActive).length > 1) issue([], 'one active sale at most');
}

export type Manifest = z.output<typeof manifestSchema>;
export type ManifestFarm = z.output<typeof farmSchema>;
export type ManifestPricePair = z.output<typeof pricePairSchema>;
export type ManifestPool = z.output<typeof poolSchema>;
export type ManifestHandover = z.output<typeof handoverSchema>;
export type PoolCategory = ManifestPool['category'];
export type ManifestProfile = z.output<typeof profileSchema>;
export type ManifestProfileCollection = z.output<typeof profileCollectionSchema>;
export type ManifestProfileCollectible = z.output<typeof profileCollectibleSchema>;
export type ManifestProfileCampaign = z.output<typeof profileCampaignSchema>;
export type ManifestProfileTeam = z.output<typeof profileTeamSchema>;
export type ProfileCollectionType = ManifestProfileCollection['type'];
export type ProfileCampaignType = ManifestProfileCampaign['type'];
export type ManifestIfo = z.output<typeof ifoSchema>;
export type ManifestIfoSale = z.output<typeof ifoSaleSchema>;
export type ManifestIfoPool = z.output<typeof ifoPoolSchema>;
export type IfoVersion = ManifestIfoSale['version'];
export type ManifestCompetition = z.output<typeof competitionSchema>;
export type ManifestCompetitionPair = z.output<typeof competitionPairSchema>;
export type ManifestAuction = z.output<typeof auctionSchema>;
export type ManifestAuctionBidder = z.output<typeof auctionBidderSchema>;
export type ManifestMigration = z.output<typeof migrationSchema>;
export type ManifestUnsupportedToken = z.output<typeof unsupportedTokenSchema>;

/** A manifest with checksummed addresses, or an error naming every field that is wrong. */
export function parseManifest(raw: unknown): Manifest {
  const result = manifestSchema.safeParse(raw);
  if (result.success) return result.data;
  const chainId = (raw as { chainId?: unknown } | null)?.chainId;
  const which = typeof chainId === 'number' ? `chain ${chainId}` : 'unknown chain';
  throw new Error(`Invalid deployment manifest (${which}):\n${z.prettifyError(result.error)}`);
}
