// What the SDK needs to know about a chain, as data built from its deployment manifest.
import type { Address, Hex } from 'viem';
import { NativeCurrency, Token, validateAddress } from '../amm/currency.ts';
import { BSC_CHAIN_ID } from './constants.ts';
import type { Manifest } from './manifest.ts';

/** The part of a deployment manifest a chain config is built from. */
export type ChainConfigManifest = Pick<Manifest, 'chainId' | 'contracts' | 'tokens'>;

export interface ChainConfig {
  chainId: number;
  /** BNB, routed through `wrappedNative`. */
  native: NativeCurrency;
  wrappedNative: Token;
  /** The tokens most pairs trade against, in the order the token picker shows them. */
  baseTokens: readonly Token[];
  factory: Address;
  /** keccak256 of the pair's creation code, for CREATE2 pair addresses. */
  initCodeHash: Hex;
}

/** Base tokens by symbol (BNB routes as WBNB), the same list on every chain. */
export const BASE_TOKEN_SYMBOLS = ['WBNB', 'FLASK', 'BUSD', 'USDT', 'BTCB', 'ETH'] as const;
export type BaseTokenSymbol = (typeof BASE_TOKEN_SYMBOLS)[number];

/** The real BNB Smart Chain tokens: on chain 56 these win over whatever a manifest says. */
export const BSC_BASE_TOKEN_ADDRESSES: Readonly<Partial<Record<BaseTokenSymbol, Address>>> = {
  WBNB: '0xbb4CdB9CBd36B01bD1cBaEBF2De08d9173bc095c',
  BUSD: '0xe9e7CEA3DedcA5984780Bafc599bD69ADd087D56',
  USDT: '0x55d398326f99059fF775485246999027B3197955',
  BTCB: '0x7130d2A12B9BCbFAe4f2634d864A1Ee1Ce3Ead9c',
  ETH: '0x2170Ed0880ac9A755fd29B2688956BD959F933F8',
};

const KNOWN_BASE_TOKEN_ADDRESSES: Readonly<Record<number, Readonly<Partial<Record<BaseTokenSymbol, Address>>>>> = {
  [BSC_CHAIN_ID]: BSC_BASE_TOKEN_ADDRESSES,
};

const BASE_TOKEN_NAMES: Readonly<Record<BaseTokenSymbol, string>> = {
  WBNB: 'Wrapped BNB',
  FLASK: 'FlaskSwap Token',
  BUSD: 'Binance USD',
  USDT: 'Tether USD',
  BTCB: 'BTCB Token',
  ETH: 'Ethereum Token',
};

/** The factory's name in the manifest's contracts map. */
export const FACTORY_CONTRACT_NAME = 'FlaskFactory';

export interface ChainConfigOptions {
  /** The pair's init code hash (the factory's INIT_CODE_PAIR_HASH). */
  initCodeHash: Hex;
  /** Overrides the manifest's factory address. */
  factory?: string;
  /** Decimals per symbol where a token does not have 18 (all base tokens on BSC do). */
  tokenDecimals?: Readonly<Record<string, number>>;
}

/**
 * A chain config from a manifest. Base tokens missing from a chain are left out, except the
 * wrapped native token, which every chain needs.
 */
export function chainConfigFromManifest(manifest: ChainConfigManifest, options: ChainConfigOptions): ChainConfig {
  const known = KNOWN_BASE_TOKEN_ADDRESSES[manifest.chainId] ?? {};
  const baseTokens: Token[] = [];
  for (const symbol of BASE_TOKEN_SYMBOLS) {
    const address = known[symbol] ?? manifest.tokens[symbol];
    if (!address) continue;
    baseTokens.push(
      new Token({
        chainId: manifest.chainId,
        address,
        decimals: options.tokenDecimals?.[symbol] ?? 18,
        symbol,
        name: BASE_TOKEN_NAMES[symbol],
      }),
    );
  }
  const wrappedNative = baseTokens.find((token) => token.symbol === 'WBNB');
  if (!wrappedNative) throw new Error(`Chain ${manifest.chainId}: no WBNB in the manifest`);
  const factory = options.factory ?? manifest.contracts[FACTORY_CONTRACT_NAME];
  if (!factory) throw new Error(`Chain ${manifest.chainId}: no ${FACTORY_CONTRACT_NAME} in the manifest`);
  if (!/^0x[0-9a-fA-F]{64}$/.test(options.initCodeHash)) throw new Error('initCodeHash must be 32 bytes of hex');
  return {
    chainId: manifest.chainId,
    native: new NativeCurrency({ wrapped: wrappedNative }),
    wrappedNative,
    baseTokens,
    factory: validateAddress(factory),
    initCodeHash: options.initCodeHash,
  };
}
