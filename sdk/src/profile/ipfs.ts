// ipfs:// links (tokenURIs, metadata images) rewritten to an HTTP gateway (SPEC.md §7).

// A CID is base32/base58 text: letters and digits only.
const IPFS_URI = /^ipfs:\/\/(?:ipfs\/)?([A-Za-z0-9]+)((?:\/[A-Za-z0-9._~-]*)*)$/;

/**
 * `ipfs://<cid>[/path]` → `<gatewayBase>/<cid>[/path]`; http(s) URLs are passed through unchanged;
 * anything else (data:, javascript:, malformed links, paths with `..`) → null, so untrusted
 * metadata can only point at a gateway or a web URL.
 */
export function ipfsToGatewayUrl(uri: string, gatewayBase: string): string | null {
  const ipfs = IPFS_URI.exec(uri);
  if (ipfs) {
    const [, cid, path = ''] = ipfs;
    if (path.split('/').some((segment) => segment === '.' || segment === '..')) return null;
    return `${gatewayBase.replace(/\/+$/, '')}/${cid}${path}`;
  }
  if (!/^https?:\/\//i.test(uri)) return null;
  try {
    const url = new URL(uri);
    return url.protocol === 'http:' || url.protocol === 'https:' ? uri : null;
  } catch {
    return null;
  }
}
