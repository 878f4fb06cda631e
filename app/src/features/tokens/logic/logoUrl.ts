import { IPFS_GATEWAYS } from '../lists/listLocation.ts';

/**
 * A logo URL from a token list, made safe to put in <img src>: only https/http, or ipfs
 * rewritten to a gateway. Anything else (javascript:, data:, relative paths…) is dropped.
 */
export function safeLogoUrl(uri: string | undefined): string | undefined {
  if (!uri || uri.length > 2048) return undefined;
  const trimmed = uri.trim();
  const ipfs = trimmed.match(/^ipfs:\/\/(?:ipfs\/)?(.+)$/i);
  if (ipfs) return `${IPFS_GATEWAYS[0]}/ipfs/${encodeURI(ipfs[1]!)}`;
  try {
    const url = new URL(trimmed);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}
