import { type Currency, Token } from '@flaskswap/sdk';
import { useMemo } from 'react';
import { type Address, erc20Abi, erc20Abi_bytes32, hexToString, isHex } from 'viem';
import { useActiveChain } from '@/chain/activeChain.ts';
import { useChainReads } from '@/chain/reads.ts';
import { safeText } from '../logic/safeText.ts';
import { useCombinedInactiveList } from './useLists.ts';
import { useNativeCurrency } from './useNativeCurrency.ts';
import { parseAddress, useAllTokens } from './useTokens.ts';

function readableText(text: unknown, bytes32: unknown): string {
  if (typeof text === 'string' && text) return safeText(text, 64);
  if (typeof bytes32 === 'string' && isHex(bytes32) && /[^0]/.test(bytes32.slice(2))) {
    return safeText(hexToString(bytes32, { size: 32 }).replace(/\0+$/, ''), 64);
  }
  return '';
}

/**
 * The token at `address` on the active chain: from the lists (enabled or not) or the user's
 * tokens, else read on chain (name, symbol, decimals in one batch). undefined while reading,
 * null when `address` is not an address or no token answers there.
 */
export function useToken(address: string | undefined): Token | null | undefined {
  const { chain } = useActiveChain();
  const tokens = useAllTokens();
  const inactive = useCombinedInactiveList(chain.id);
  const parsed = parseAddress(address);
  // A disabled list still knows the token's metadata (and names its source on import).
  const known = parsed ? (tokens[parsed] ?? inactive[parsed]?.token) : undefined;
  const target = parsed && !known ? parsed : undefined;
  const { data, isLoading, isError } = useChainReads(
    target
      ? ([
          { address: target, abi: erc20Abi, functionName: 'name' },
          { address: target, abi: erc20Abi, functionName: 'symbol' },
          { address: target, abi: erc20Abi, functionName: 'decimals' },
          // Old tokens (MKR and the like) return name and symbol as bytes32.
          { address: target, abi: erc20Abi_bytes32, functionName: 'name' },
          { address: target, abi: erc20Abi_bytes32, functionName: 'symbol' },
        ] as const)
      : undefined,
    { refresh: 'none' },
  );
  return useMemo(() => {
    if (address === undefined) return undefined;
    if (!parsed) return null;
    if (known) return known;
    if (isLoading) return undefined;
    if (isError || !data) return null;
    const [name, symbol, decimals, name32, symbol32] = data;
    if (typeof decimals !== 'number') return null;
    return new Token({
      chainId: chain.id,
      address: parsed as Address,
      decimals,
      symbol: readableText(symbol, symbol32),
      name: readableText(name, name32),
    });
  }, [address, parsed, known, isLoading, isError, data, chain.id]);
}

/**
 * 'BNB' (any case) or a token address → the currency. undefined while loading (or when no id is
 * given), null when the id is neither BNB nor a token.
 */
export function useCurrency(currencyId: string | undefined): Currency | null | undefined {
  const native = useNativeCurrency();
  const isNative = currencyId?.toUpperCase() === 'BNB';
  const token = useToken(isNative ? undefined : currencyId);
  if (currencyId === undefined) return undefined;
  return isNative ? native : token;
}
