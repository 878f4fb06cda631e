import {
  BSC_BASE_TOKEN_ADDRESSES,
  BSC_CHAIN_ID,
  type Manifest,
  type ManifestPricePair,
  NATIVE_SYMBOL,
  type PoolCategory,
} from '@flaskswap/sdk';
import type { Address } from 'viem';

/** FlaskSwap's own site: the FLASK pools' project link on every chain (other pools' come from the manifest). */
const FLASKSWAP_SITE = 'https://flaskswap.finance';

/** A token as the yield screens know it before reading its decimals. 'BNB' pools stake the coin. */
export interface YieldTokenRef {
  symbol: string;
  /** The token, or WBNB for the native coin (its price). */
  address: Address;
  isNative: boolean;
}

export interface FarmLayout {
  pid: number | null;
  lpSymbol: string;
  lpAddress: Address;
  token: YieldTokenRef;
  quoteToken: YieldTokenRef;
  isArchived: boolean;
  isDual: boolean;
}

export interface PoolLayout {
  /** 1, 2… in list order (0 is the MasterChef's manual FLASK pool). */
  sousId: number;
  address: Address;
  stakingToken: YieldTokenRef;
  earningToken: YieldTokenRef;
  category: PoolCategory;
  projectLink: string;
  isFinished: boolean;
  isDual: boolean;
}

/** Every yield contract of a chain, resolved from its manifest (`farms`, `pricePairs`, `pools`, `tokens`). */
export interface YieldLayout {
  chef: Address;
  vault: Address | undefined;
  flask: YieldTokenRef;
  wbnb: Address;
  /** The dollar anchor for prices. */
  busd: Address | undefined;
  /** Farms, then price-only pairs (pid null), in manifest order. */
  pairs: readonly FarmLayout[];
  pools: readonly PoolLayout[];
  /** Every ERC-20 involved, once (for decimals). */
  tokens: readonly Address[];
  flaskProjectLink: string;
}

function symbolFor(symbol: string): string {
  return symbol === 'WBNB' ? 'BNB' : symbol;
}

/** The chain's yield layout, or undefined where FlaskSwap's MasterChef is not deployed. */
export function resolveYieldLayout(deployment: Manifest | undefined): YieldLayout | undefined {
  const chef = deployment?.contracts.MasterChef;
  const flaskAddress = deployment?.tokens.FLASK;
  const wbnb = deployment?.tokens.WBNB ?? deployment?.contracts.WBNB;
  if (!deployment || !chef || !flaskAddress || !wbnb) return undefined;
  const { chainId, tokens, contracts } = deployment;
  const busd = tokens.BUSD ?? (chainId === BSC_CHAIN_ID ? BSC_BASE_TOKEN_ADDRESSES.BUSD : undefined);
  // The schema checked every symbol against `tokens` (and 'BNB' only where a pool stakes the coin).
  const tokenRef = (symbol: string): YieldTokenRef =>
    symbol === NATIVE_SYMBOL
      ? { symbol: NATIVE_SYMBOL, address: wbnb, isNative: true }
      : { symbol: symbolFor(symbol), address: tokens[symbol]!, isNative: false };
  const pairLayout = (pair: ManifestPricePair, pid: number | null, isArchived = false, isDual = false): FarmLayout => ({
    pid,
    lpSymbol: pair.lpSymbol,
    lpAddress: pair.lpAddress,
    token: tokenRef(pair.token),
    quoteToken: tokenRef(pair.quoteToken),
    isArchived,
    isDual,
  });

  const pairs: FarmLayout[] = [
    ...(deployment.farms ?? []).map((farm) => pairLayout(farm, farm.pid, farm.isArchived, farm.isDual)),
    ...(deployment.pricePairs ?? []).map((pair) => pairLayout(pair, null)),
  ];

  const pools: PoolLayout[] = (deployment.pools ?? []).map((pool) => ({
    sousId: pool.sousId,
    address: pool.address,
    stakingToken: tokenRef(pool.stakingToken),
    earningToken: tokenRef(pool.earningToken),
    category: pool.category,
    projectLink: pool.projectLink,
    isFinished: pool.isFinished ?? false,
    isDual: pool.isDual ?? false,
  }));

  const erc20s = new Set<Address>([flaskAddress]);
  if (busd) erc20s.add(busd);
  for (const pair of pairs) erc20s.add(pair.token.address).add(pair.quoteToken.address);
  for (const pool of pools) {
    if (!pool.stakingToken.isNative) erc20s.add(pool.stakingToken.address);
    erc20s.add(pool.earningToken.address);
  }

  return {
    chef,
    vault: contracts.FlaskVault,
    flask: { symbol: 'FLASK', address: flaskAddress, isNative: false },
    wbnb,
    busd,
    pairs,
    pools,
    tokens: [...erc20s],
    flaskProjectLink: FLASKSWAP_SITE,
  };
}
