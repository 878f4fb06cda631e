// Which seeded pairs the market keeper trades, and where they are on a given chain.
import { flaskFactoryAbi } from '@flaskswap/contracts';
import { type Address, getAddress, type PublicClient, zeroAddress } from 'viem';
import { MARKET_PAIRS, seedAmountsOf } from '../deploy/amm.seed.ts';
import type { Manifest } from '../manifest.ts';

export interface MarketPair {
  label: string;
  address: Address;
  token0: Address;
  token1: Address;
  /** token1 per token0 in raw units, as seeded. */
  referencePrice: number;
}

/** The keeper's pairs on the chain `manifest` describes (token0 is the lower address, as in the pair). */
export async function resolveMarketPairs(client: PublicClient, manifest: Manifest): Promise<MarketPair[]> {
  const factory = manifest.contracts.FlaskFactory;
  if (!factory) throw new Error('the manifest has no FlaskFactory');
  const pairs: MarketPair[] = [];
  for (const seed of MARKET_PAIRS) {
    const [x, y] = seed;
    const tokenX = manifest.tokens[x];
    const tokenY = manifest.tokens[y];
    if (!tokenX || !tokenY) continue;
    const address = await client.readContract({
      address: factory,
      abi: flaskFactoryAbi,
      functionName: 'getPair',
      args: [tokenX, tokenY],
    });
    if (address === zeroAddress) continue;
    const [amountX, amountY] = seedAmountsOf(seed);
    const xIsToken0 = tokenX.toLowerCase() < tokenY.toLowerCase();
    pairs.push({
      label: `${x}-${y}`,
      address: getAddress(address),
      token0: xIsToken0 ? tokenX : tokenY,
      token1: xIsToken0 ? tokenY : tokenX,
      referencePrice: xIsToken0 ? Number(amountY) / Number(amountX) : Number(amountX) / Number(amountY),
    });
  }
  return pairs;
}
