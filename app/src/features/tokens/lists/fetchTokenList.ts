import { msg } from '@/i18n/message.ts';
import { contenthashToUri } from './contenthash.ts';
import { parseEnsAddress, uriToHttp } from './listLocation.ts';
import { TokenListError } from './tokenListError.ts';
import type { TokenList } from './types.ts';
import { validateTokenList } from './validateTokenList.ts';

export type ResolveEnsContenthash = (ensName: string) => Promise<string>;

/**
 * Downloads and validates the list at `listUrl` (SPEC.md sections 7 and 8): ENS names resolve
 * to their contenthash first; each candidate URL is tried in turn and the last failure is the
 * one reported.
 */
export async function fetchTokenList(
  listUrl: string,
  resolveEnsContenthash: ResolveEnsContenthash,
  fetchImpl: typeof fetch = fetch,
): Promise<TokenList> {
  const ens = parseEnsAddress(listUrl);
  let urls: string[];
  if (ens) {
    let contenthash: string;
    try {
      contenthash = await resolveEnsContenthash(ens.ensName);
    } catch (error) {
      console.debug('ENS resolution failed', error);
      throw new TokenListError(msg('Failed to resolve ENS name: %name%'), { name: ens.ensName });
    }
    let uri: string;
    try {
      uri = contenthashToUri(contenthash);
    } catch (error) {
      console.debug('contenthash translation failed', error);
      throw new TokenListError(msg('Failed to translate contenthash to URI: %contenthash%'), { contenthash });
    }
    urls = uriToHttp(`${uri}${ens.ensPath ?? ''}`);
  } else {
    urls = uriToHttp(listUrl);
  }
  if (urls.length === 0) throw new TokenListError(msg('Unrecognized list URL protocol.'));

  for (let i = 0; i < urls.length; i++) {
    const isLast = i === urls.length - 1;
    let json: unknown;
    try {
      // No cookies or referrer go to whoever hosts the list.
      const response = await fetchImpl(urls[i]!, { credentials: 'omit', referrerPolicy: 'no-referrer' });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      json = await response.json();
    } catch (error) {
      console.debug('Failed to fetch list', listUrl, error);
      if (isLast) throw new TokenListError(msg('Failed to download list %url%'), { url: listUrl });
      continue;
    }
    return validateTokenList(json);
  }
  throw new TokenListError(msg('Unrecognized list URL protocol.'));
}
