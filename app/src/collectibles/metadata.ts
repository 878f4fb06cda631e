// The JSON at a tokenURI, fetched once per link with TanStack Query. SPEC.md §7/§8: ipfs links go
// through a gateway and any failure (network, status, size, JSON, schema) gives null.
import { ipfsToGatewayUrl } from '@flaskswap/sdk';
import {
  COLLECTIBLE_METADATA_MAX_BYTES,
  type CollectibleMetadata,
  parseCollectibleMetadata,
} from '@flaskswap/sdk/collectibles';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useIpfsGateway } from './gateway.ts';

/** Metadata whose every link is a gateway or web URL the page can load. */
export type CollectibleView = CollectibleMetadata;

/** A successful read is kept for the session (ipfs content never changes); a failure is tried again later. */
const RETRY_FAILED_AFTER_MS = 60_000;

async function readLimitedText(response: Response, maxBytes: number): Promise<string | null> {
  const declared = Number(response.headers.get('content-length') ?? 0);
  if (declared > maxBytes) return null;
  const bytes = await response.arrayBuffer();
  if (bytes.byteLength > maxBytes) return null;
  return new TextDecoder().decode(bytes);
}

/** Every link rewritten to the gateway; a missing large image makes the metadata unusable. */
export function toGatewayLinks(metadata: CollectibleMetadata, gateway: string): CollectibleView | null {
  const url = (link: string | undefined) => (link ? (ipfsToGatewayUrl(link, gateway) ?? undefined) : undefined);
  const lg = url(metadata.images.lg);
  if (!lg) return null;
  const md = url(metadata.images.md) ?? lg;
  const video = metadata.video && { webm: url(metadata.video.webm), mp4: url(metadata.video.mp4) };
  return {
    ...metadata,
    images: { lg, md, sm: url(metadata.images.sm) ?? md, blur: url(metadata.images.blur) },
    video: video && (video.webm || video.mp4) ? video : undefined,
  };
}

/** Fetches and checks the metadata of one tokenURI; null on any failure (logged, never thrown). */
export async function fetchCollectibleMetadata(
  tokenURI: string,
  gateway: string,
  signal?: AbortSignal,
): Promise<CollectibleView | null> {
  const url = ipfsToGatewayUrl(tokenURI, gateway);
  if (!url) {
    console.warn('NFT metadata: unsupported tokenURI', tokenURI);
    return null;
  }
  try {
    const response = await fetch(url, { signal, credentials: 'omit', referrerPolicy: 'no-referrer' });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const text = await readLimitedText(response, COLLECTIBLE_METADATA_MAX_BYTES);
    if (text === null) throw new Error('metadata too large');
    const metadata = parseCollectibleMetadata(JSON.parse(text));
    if (!metadata) throw new Error('not valid collectible metadata');
    return toGatewayLinks(metadata, gateway);
  } catch (error) {
    if (signal?.aborted) throw error;
    console.warn('NFT metadata unavailable', tokenURI, error);
    return null;
  }
}

function metadataQuery(tokenURI: string | null | undefined, gateway: string) {
  return {
    queryKey: ['collectibleMetadata', gateway, tokenURI],
    queryFn: ({ signal }: { signal: AbortSignal }) => fetchCollectibleMetadata(tokenURI!, gateway, signal),
    enabled: Boolean(tokenURI),
    staleTime: (query: { state: { data: CollectibleView | null | undefined } }) =>
      query.state.data ? Number.POSITIVE_INFINITY : RETRY_FAILED_AFTER_MS,
    gcTime: 30 * 60_000,
    retry: false,
  } as const;
}

/**
 * The metadata of one tokenURI: undefined while it loads, null when it cannot be read (the
 * caller shows a placeholder).
 */
export function useCollectibleMetadata(tokenURI: string | null | undefined): CollectibleView | null | undefined {
  const gateway = useIpfsGateway();
  const { data, isPending } = useQuery(metadataQuery(tokenURI, gateway));
  if (tokenURI === null) return null;
  return isPending ? undefined : data;
}

/** The metadata of many tokenURIs, keyed by tokenURI (each fetched once however often it repeats). */
export function useCollectibleMetadataMap(
  tokenURIs: readonly string[],
): ReadonlyMap<string, CollectibleView | null | undefined> {
  const gateway = useIpfsGateway();
  const unique = [...new Set(tokenURIs)];
  return useQueries({
    queries: unique.map((tokenURI) => metadataQuery(tokenURI, gateway)),
    combine: (results) => new Map(unique.map((tokenURI, i) => [tokenURI, results[i]?.data] as const)),
  });
}
