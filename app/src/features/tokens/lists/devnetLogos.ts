import { DEVNET_CHAIN_ID } from '@/chain/chains.ts';
import { getDeployment } from '@/chain/deployments.ts';

/**
 * The seeded devnet tokens (manifest keys) with a logo drawn for FlaskSwap, served by the app from
 * app/public/tokens/<key in lower case>.svg. Other tokens keep the symbol placeholder.
 */
export const DEVNET_LOGOS: ReadonlySet<string> = new Set([
  'WBNB',
  'FLASK',
  'BUSD',
  'USDT',
  'ETH',
  'BTCB',
  'DOT',
  'LINK',
  'UNI',
  'ADA',
  'XRP',
  'TWT',
  'SFP',
  'DOGE',
  'BURN',
  'RTRT',
  'BKR',
  'PSTL',
  'FNL',
]);

/** The native coin's logo (BNB), same origin as the app. */
export const NATIVE_LOGO_URI = '/tokens/bnb.svg';

export function devnetLogoURI(manifestKey: string): string | undefined {
  return DEVNET_LOGOS.has(manifestKey) ? `/tokens/${manifestKey.toLowerCase()}.svg` : undefined;
}

let logoByAddress: Map<string, string> | undefined;

/** The drawn logo of a seeded devnet token by address (farms, pools… build their tokens from the manifest). */
export function devnetLogoOf(chainId: number, address: string): string | undefined {
  if (chainId !== DEVNET_CHAIN_ID) return undefined;
  logoByAddress ??= new Map(
    Object.entries(getDeployment(DEVNET_CHAIN_ID)?.tokens ?? {}).flatMap(([key, tokenAddress]) => {
      const uri = devnetLogoURI(key);
      return uri ? [[tokenAddress.toLowerCase(), uri] as const] : [];
    }),
  );
  return logoByAddress.get(address.toLowerCase());
}
