// A collectible's metadata, the JSON at its tokenURI (SPEC.md §3 "Collectible", §7 "NFT tokenURI
// result"). It is untrusted input: every field is type-checked and size-limited, links must be
// ipfs:// or http(s)://, and anything else makes the whole document invalid (null to the reader).
import { z } from 'zod';

/** Largest metadata document read, in bytes: real ones are well under 2 KiB. */
export const COLLECTIBLE_METADATA_MAX_BYTES = 16 * 1024;
export const COLLECTIBLE_NAME_MAX_LENGTH = 64;
export const COLLECTIBLE_DESCRIPTION_MAX_LENGTH = 500;
export const COLLECTIBLE_LINK_MAX_LENGTH = 2048;

const SAFE_LINK = /^(ipfs:\/\/|https?:\/\/)[^\s<>"'`\\]+$/i;

/** An ipfs://, http:// or https:// link; data:, javascript: and the rest are refused. */
const link = z.string().max(COLLECTIBLE_LINK_MAX_LENGTH).regex(SAFE_LINK, 'not an ipfs or http(s) link');

const text = (max: number) => z.string().trim().max(max);

const imagesSchema = z.object({ lg: link, md: link, sm: link, blur: link });

export const collectibleMetadataSchema = z.object({
  name: text(COLLECTIBLE_NAME_MAX_LENGTH).min(1),
  description: text(COLLECTIBLE_DESCRIPTION_MAX_LENGTH).default(''),
  identifier: z
    .string()
    .max(64)
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/)
    .optional(),
  collection: z.enum(['bunnies', 'alchemists']).optional(),
  bunnyId: z.number().int().min(0).max(255).optional(),
  /** The large image; the one a metadata document without `images` has. */
  image: link,
  images: imagesSchema.partial().optional(),
  video: z.object({ webm: link.optional(), mp4: link.optional() }).optional(),
});

/** Every image size resolved (a missing size falls back to the next larger one). */
export interface CollectibleMetadata {
  name: string;
  description: string;
  identifier: string | undefined;
  collection: 'bunnies' | 'alchemists' | undefined;
  bunnyId: number | undefined;
  images: { lg: string; md: string; sm: string; blur: string | undefined };
  video: { webm: string | undefined; mp4: string | undefined } | undefined;
}

/** The checked metadata, or null for anything that is not valid collectible metadata. */
export function parseCollectibleMetadata(json: unknown): CollectibleMetadata | null {
  const parsed = collectibleMetadataSchema.safeParse(json);
  if (!parsed.success) return null;
  const { name, description, identifier, collection, bunnyId, image, images, video } = parsed.data;
  const lg = images?.lg ?? image;
  const md = images?.md ?? lg;
  const sm = images?.sm ?? md;
  const hasVideo = Boolean(video?.webm || video?.mp4);
  return {
    name,
    description,
    identifier,
    collection,
    bunnyId,
    images: { lg, md, sm, blur: images?.blur },
    video: hasVideo ? { webm: video?.webm, mp4: video?.mp4 } : undefined,
  };
}
