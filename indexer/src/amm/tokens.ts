// Tokens as the info pages list them: metadata read once from the chain, a USD price kept
// from the deepest pair with a priced token (BUSD is the $1 anchor, as on the yield screens).

import type { Context } from 'ponder:registry';
import { token } from 'ponder:schema';
import { priceThroughPair, shouldReprice } from '@flaskswap/sdk';
import { erc20Abi, erc20Abi_bytes32, type Hex, hexToString } from 'viem';
import { readSettings } from '../settings.ts';

export type TokenRow = typeof token.$inferSelect;

const anchors = new Set(
  Object.entries(readSettings().manifest.tokens)
    .filter(([symbol]) => symbol === 'BUSD')
    .map(([, address]) => address.toLowerCase()),
);

export const isAnchor = (address: string) => anchors.has(address.toLowerCase());

/** The token's USD price, or undefined while it has none. */
export const knownPrice = (row: TokenRow) => (row.priceUsd > 0 ? row.priceUsd : undefined);

// Metadata never changes: read it at the latest block ('immutable'), so re-indexing an old chain
// needs no historical state from the node, and Ponder may cache the answer.
const latest = { cache: 'immutable' } as const;

async function readText(context: Context, address: Hex, name: 'symbol' | 'name'): Promise<string> {
  try {
    return await context.client.readContract({ address, abi: erc20Abi, functionName: name, ...latest });
  } catch {
    try {
      const raw = await context.client.readContract({ address, abi: erc20Abi_bytes32, functionName: name, ...latest });
      return hexToString(raw, { size: 32 }).replace(/\0+$/, '');
    } catch {
      return '';
    }
  }
}

/** The token's row, created from its on-chain metadata the first time a pair lists it. */
export async function loadToken(context: Context, address: Hex): Promise<TokenRow> {
  const existing = await context.db.find(token, { address });
  if (existing) return existing;
  const [symbol, name, decimals] = await Promise.all([
    readText(context, address, 'symbol'),
    readText(context, address, 'name'),
    context.client.readContract({ address, abi: erc20Abi, functionName: 'decimals', ...latest }).catch(() => 18),
  ]);
  return context.db.insert(token).values({
    address,
    // Shown on /info; anything odd a token claims is cut short here and escaped by React there.
    symbol: symbol.slice(0, 32) || '???',
    name: name.slice(0, 64) || 'Unknown token',
    decimals: Number(decimals),
    priceUsd: isAnchor(address) ? 1 : 0,
    pricePair: null,
    priceDepthUsd: 0,
    liquidity: 0n,
    tvlUsd: 0,
    volume: 0n,
    volumeUsd: 0,
    feesUsd: 0,
    txCount: 0,
  });
}

/**
 * The price `unknown` takes from this pair given the other side `known`, or undefined when it
 * keeps its own: anchors never move, and a side priced by this very pair cannot price the other.
 */
export function repriceThroughPair(
  pairAddress: Hex,
  known: { row: TokenRow; reserve: bigint },
  unknown: { row: TokenRow; reserve: bigint },
): Pick<TokenRow, 'priceUsd' | 'pricePair' | 'priceDepthUsd'> | undefined {
  if (isAnchor(unknown.row.address) || known.row.pricePair === pairAddress) return undefined;
  const candidate = priceThroughPair(
    { reserve: known.reserve, decimals: known.row.decimals, priceUsd: knownPrice(known.row) },
    { reserve: unknown.reserve, decimals: unknown.row.decimals },
  );
  if (!candidate) return undefined;
  const current = { pricePair: unknown.row.pricePair, depthUsd: unknown.row.priceDepthUsd };
  if (!shouldReprice(current, pairAddress, candidate)) return undefined;
  return { priceUsd: candidate.priceUsd, pricePair: pairAddress, priceDepthUsd: candidate.depthUsd };
}
