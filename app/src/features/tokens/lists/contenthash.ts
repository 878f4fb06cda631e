// ENS contenthash (EIP-1577) → ipfs:// or ipns:// URI, for lists published under an ENS name.
// Decoding is @ensdomains/content-hash's (multiformats CIDs); only ipfs and ipns lead to a list.
import { decode, getCodec } from '@ensdomains/content-hash';
import { isHex } from 'viem';

export function contenthashToUri(contenthash: string): string {
  // The decoder reads any non-hex digit as 0 instead of failing.
  if (!isHex(contenthash, { strict: true })) throw new Error('Invalid hex');
  if ((contenthash.length - 2) % 2 !== 0) throw new Error('hex must have length that is multiple of 2');
  const codec = getCodec(contenthash);
  if (codec !== 'ipfs' && codec !== 'ipns') throw new Error('Unrecognized codec');
  return `${codec}://${decode(contenthash)}`;
}
