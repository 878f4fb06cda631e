import { IPFS_GATEWAYS } from '../lists/listLocation.ts';

/** Stands for the app's own origin while parsing a path, so `/\host` or `//host` cannot pass as one. */
const OWN_ORIGIN = 'https://flaskswap.invalid';

/**
 * A logo URL from a token list, made safe to put in <img src>: https, ipfs rewritten to a gateway,
 * or a path on the app's own origin (the devnet's logos). Anything else (http:, javascript:,
 * data:, other relative forms…) is dropped.
 */
export function safeLogoUrl(uri: string | undefined): string | undefined {
  if (!uri || uri.length > 2048) return undefined;
  const trimmed = uri.trim();
  const ipfs = trimmed.match(/^ipfs:\/\/(?:ipfs\/)?(.+)$/i);
  if (ipfs) return `${IPFS_GATEWAYS[0]}/ipfs/${encodeURI(ipfs[1]!)}`;
  try {
    if (trimmed.startsWith('/')) {
      const path = new URL(trimmed, OWN_ORIGIN);
      return path.origin === OWN_ORIGIN ? `${path.pathname}${path.search}` : undefined;
    }
    const url = new URL(trimmed);
    return url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}
