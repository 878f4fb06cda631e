import { erc20Abi } from 'viem';
import type { Manifest } from '../manifest.ts';
import type { DeployContext } from './context.ts';

type TokenDetails = NonNullable<Manifest['tokenDetails']>[string];

/**
 * Each deployed token's symbol, name and decimals as its contract reports them, by manifest key:
 * the app's devnet token list is built from these, with no read before the first quote.
 */
export async function readTokenDetails(ctx: DeployContext): Promise<Record<string, TokenDetails>> {
  const entries = await Promise.all(
    Object.entries(ctx.manifest.tokens).map(async ([key, address]) => {
      const read = <const TName extends 'symbol' | 'name' | 'decimals'>(functionName: TName) =>
        ctx.client.readContract({ address, abi: erc20Abi, functionName });
      const [symbol, name, decimals] = await Promise.all([read('symbol'), read('name'), read('decimals')]);
      // An empty text would fail the manifest's schema: the key names the token instead.
      return [key, { symbol: symbol || key, name: name || key, decimals }] as const;
    }),
  );
  return Object.fromEntries(entries);
}
