// Where a token list can live (SPEC.md section 7): https, http (tried as https first), ipfs and
// ipns (each tried on two gateways) and ENS names (their contenthash points at the list).

export const IPFS_GATEWAYS = ['https://ipfs.io', 'https://dweb.link'] as const;

const ENS_NAME_PATTERN = /^(([a-zA-Z0-9]+(-[a-zA-Z0-9]+)*\.)+)eth(\/.*)?$/;

/** An ENS name ending in .eth, with an optional path after it; undefined for anything else. */
export function parseEnsAddress(input: string): { ensName: string; ensPath: string | undefined } | undefined {
  const match = input.match(ENS_NAME_PATTERN);
  if (!match) return undefined;
  return { ensName: `${match[1]!.toLowerCase()}eth`, ensPath: match[4] };
}

/** The http(s) URLs to try for a list URI, in order; empty when the protocol is not one we fetch. */
export function uriToHttp(uri: string): string[] {
  const protocol = uri.split(':')[0]?.toLowerCase();
  switch (protocol) {
    case 'https':
      return [uri];
    case 'http':
      return [`https${uri.slice(4)}`, uri];
    case 'ipfs': {
      const hash = uri.match(/^ipfs:(\/\/)?(.*)$/i)?.[2];
      return hash ? IPFS_GATEWAYS.map((gateway) => `${gateway}/ipfs/${hash}`) : [];
    }
    case 'ipns': {
      const name = uri.match(/^ipns:(\/\/)?(.*)$/i)?.[2];
      return name ? IPFS_GATEWAYS.map((gateway) => `${gateway}/ipns/${name}`) : [];
    }
    default:
      return [];
  }
}

/** What the Lists tab accepts before it tries to fetch: a URL we can fetch or an ENS name. */
export function isValidListLocation(input: string): boolean {
  const trimmed = input.trim();
  if (trimmed === '' || /\s/.test(trimmed)) return false;
  if (parseEnsAddress(trimmed)) return true;
  const urls = uriToHttp(trimmed);
  if (urls.length === 0) return false;
  try {
    new URL(urls[0]!);
    return true;
  } catch {
    return false;
  }
}

/** The token-list directory page for a list (the 'See' link). */
export function listDirectoryLink(listUrl: string): string {
  return `https://tokenlists.org/token-list?url=${encodeURIComponent(listUrl)}`;
}
