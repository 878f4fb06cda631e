import { pairInitCodeHash } from '@flaskswap/contracts';
import { BSC_BASE_TOKEN_ADDRESSES, BSC_CHAIN_ID, computePairAddress } from '@flaskswap/sdk';
import { type Address, getAddress } from 'viem';
import type { Deployment } from '@/chain/deployments.ts';
import { FARMS_BY_CHAIN } from '../config/farms.ts';
import { FLASKSWAP_SITE, type PoolCategory, poolConfigsFor } from '../config/pools.ts';

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

/** Every yield contract of a chain, resolved from its manifest and the config data. */
export interface YieldLayout {
  chainId: number;
  chef: Address;
  vault: Address | undefined;
  flask: YieldTokenRef;
  wbnb: Address;
  /** The dollar anchor for prices. */
  busd: Address | undefined;
  /** Farms and price-only pairs, config order. */
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
export function resolveYieldLayout(deployment: Deployment | undefined): YieldLayout | undefined {
  const chef = deployment?.contracts.MasterChef;
  const flaskAddress = deployment?.tokens.FLASK;
  const wbnb = deployment?.tokens.WBNB ?? deployment?.contracts.WBNB;
  if (!deployment || !chef || !flaskAddress || !wbnb) return undefined;
  const { chainId, tokens, contracts } = deployment;
  const busd = tokens.BUSD ?? (chainId === BSC_CHAIN_ID ? BSC_BASE_TOKEN_ADDRESSES.BUSD : undefined);
  const tokenRef = (symbol: string): YieldTokenRef | undefined => {
    if (symbol === 'BNB') return { symbol: 'BNB', address: wbnb, isNative: true };
    const address = tokens[symbol];
    return address ? { symbol: symbolFor(symbol), address: getAddress(address), isNative: false } : undefined;
  };

  const factory = contracts.FlaskFactory;
  const pairs: FarmLayout[] = [];
  for (const farm of FARMS_BY_CHAIN[chainId] ?? []) {
    const token = tokenRef(farm.token);
    const quoteToken = tokenRef(farm.quoteToken);
    if (!token || !quoteToken || !factory) continue;
    pairs.push({
      pid: farm.pid,
      lpSymbol: farm.lpSymbol,
      lpAddress: computePairAddress({
        factory,
        initCodeHash: pairInitCodeHash,
        tokenA: token.address,
        tokenB: quoteToken.address,
      }),
      token,
      quoteToken,
      isArchived: farm.isArchived ?? false,
      isDual: farm.isDual ?? false,
    });
  }

  const pools: PoolLayout[] = [];
  for (const pool of poolConfigsFor(chainId, contracts)) {
    const address = contracts[pool.contractName];
    const stakingToken = tokenRef(pool.stakingToken);
    const earningToken = tokenRef(pool.earningToken);
    if (!address || !stakingToken || !earningToken) continue;
    pools.push({
      sousId: pools.length + 1,
      address,
      stakingToken,
      earningToken,
      category: pool.category,
      projectLink: pool.projectLink,
      isFinished: pool.isFinished ?? false,
      isDual: pool.isDual ?? false,
    });
  }

  const erc20s = new Set<Address>([getAddress(flaskAddress)]);
  if (busd) erc20s.add(busd);
  for (const pair of pairs) erc20s.add(pair.token.address).add(pair.quoteToken.address);
  for (const pool of pools) {
    if (!pool.stakingToken.isNative) erc20s.add(pool.stakingToken.address);
    erc20s.add(pool.earningToken.address);
  }

  return {
    chainId,
    chef,
    vault: contracts.FlaskVault,
    flask: { symbol: 'FLASK', address: getAddress(flaskAddress), isNative: false },
    wbnb,
    busd,
    pairs,
    pools,
    tokens: [...erc20s],
    flaskProjectLink: FLASKSWAP_SITE,
  };
}
