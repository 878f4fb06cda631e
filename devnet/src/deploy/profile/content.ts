// The profile's content files: every image (four sizes) and every collectible's metadata JSON, each
// stored under its own CID in the content folder (deployments/content/<chainId>/). The hub serves
// that folder on the devnet; elsewhere the operator pins it on IPFS, where the same CIDs resolve.
import { addToContentStore } from '@flaskswap/hub/content';
import { badgeSvg, designSvg, IMAGE_SIZES, type ImageSize, teamSvg } from './art.ts';
import {
  ALCHEMIST_DESIGNS,
  CAMPAIGN_PLANS,
  type CampaignPlan,
  type Design,
  STARTER_DESIGNS,
  TEAM_PLANS,
} from './catalogue.ts';

export type IpfsLink = `ipfs://${string}`;
export type ImageLinks = Record<ImageSize, IpfsLink>;

/** The JSON at a collectible's tokenURI (the shape the app reads). */
export interface CollectibleMetadataJson {
  name: string;
  description: string;
  identifier: string;
  collection: Design['collection'];
  bunnyId: number;
  /** The large image. */
  image: IpfsLink;
  images: ImageLinks;
}

export interface ProfileContent {
  /** tokenURI of each design, by designKey. */
  tokenURIs: Map<string, IpfsLink>;
  /** Team images, by team id. */
  teamImages: Map<number, ImageLinks>;
  /** Each campaign's badge image, by its key in CAMPAIGN_PLANS. */
  campaignBadges: Record<keyof typeof CAMPAIGN_PLANS, IpfsLink>;
}

export const designKey = (design: Pick<Design, 'collection' | 'bunnyId'>) => `${design.collection}:${design.bunnyId}`;

const SIZES = Object.keys(IMAGE_SIZES) as ImageSize[];

async function store(dir: string, content: string): Promise<IpfsLink> {
  return `ipfs://${await addToContentStore(dir, content)}`;
}

async function storeSizes(dir: string, draw: (size: ImageSize) => string): Promise<ImageLinks> {
  const links = {} as ImageLinks;
  for (const size of SIZES) links[size] = await store(dir, draw(size));
  return links;
}

export function collectibleMetadata(design: Design, images: ImageLinks): CollectibleMetadataJson {
  return {
    name: design.name,
    description: design.description,
    identifier: design.identifier,
    collection: design.collection,
    bunnyId: design.bunnyId,
    image: images.lg,
    images,
  };
}

/** Every design: starters, campaign bunnies, alchemists. */
export function allDesigns(): Design[] {
  const campaignDesigns = Object.values(CAMPAIGN_PLANS as Record<string, CampaignPlan>).flatMap((plan) =>
    plan.design ? [plan.design] : [],
  );
  return [...STARTER_DESIGNS, ...campaignDesigns, ...ALCHEMIST_DESIGNS];
}

/**
 * Writes every file into `contentDir` (idempotent: files already there are left as they are) and
 * returns the links. The bytes never change between runs, so neither do the links.
 */
export async function writeProfileContent(contentDir: string): Promise<ProfileContent> {
  const tokenURIs = new Map<string, IpfsLink>();
  const designImages = new Map<string, ImageLinks>();
  for (const design of allDesigns()) {
    const images = await storeSizes(contentDir, (size) => designSvg(design, size));
    designImages.set(designKey(design), images);
    const metadata = collectibleMetadata(design, images);
    tokenURIs.set(designKey(design), await store(contentDir, `${JSON.stringify(metadata, null, 2)}\n`));
  }
  const teamImages = new Map<number, ImageLinks>();
  for (const team of TEAM_PLANS) teamImages.set(team.id, await storeSizes(contentDir, (size) => teamSvg(team, size)));
  const campaignBadges = {} as ProfileContent['campaignBadges'];
  for (const [key, plan] of Object.entries(CAMPAIGN_PLANS) as [keyof typeof CAMPAIGN_PLANS, CampaignPlan][]) {
    if (plan.design) {
      campaignBadges[key] = designImages.get(designKey(plan.design))!.lg;
    } else if (plan.badgePalette) {
      campaignBadges[key] = await store(contentDir, badgeSvg(plan.title, plan.badgePalette));
    } else {
      throw new Error(`Campaign ${plan.title} has neither a design nor a badge palette`);
    }
  }
  return { tokenURIs, teamImages, campaignBadges };
}
