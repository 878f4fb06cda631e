import { useParams } from 'react-router';
import { isAddress } from 'viem';

/** The page's :address as the index stores it (lowercase), or undefined when it is no address. */
export function useAddressParam(): { raw: string; address: string | undefined } {
  const { address: raw = '' } = useParams();
  return { raw, address: isAddress(raw, { strict: false }) ? raw.toLowerCase() : undefined };
}
