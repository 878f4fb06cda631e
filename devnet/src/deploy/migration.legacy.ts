// The exchange liquidity moves from (docs/migration.md): PancakeSwap v2 on BNB Smart Chain, and
// Uniswap V2, the code PancakeSwap v2 forked, deployed from its published npm build where there is none.
import { createRequire } from 'node:module';
import { BSC_CHAIN_ID, BSC_TESTNET_CHAIN_ID } from '@flaskswap/sdk';
import { type Abi, type Address, type Hex, keccak256 } from 'viem';

const require = createRequire(import.meta.url);

/** A contract of @uniswap/v2-core or @uniswap/v2-periphery's npm build (waffle JSON, bytecode without 0x). */
function uniswapArtifact(path: string): { abi: Abi; bytecode: Hex } {
  const artifact = require(path) as { abi: Abi; bytecode: string };
  const code = artifact.bytecode.startsWith('0x') ? artifact.bytecode : `0x${artifact.bytecode}`;
  return { abi: artifact.abi, bytecode: code as Hex };
}

export const uniswapV2Factory = uniswapArtifact('@uniswap/v2-core/build/UniswapV2Factory.json');
export const uniswapV2Pair = uniswapArtifact('@uniswap/v2-core/build/UniswapV2Pair.json');
export const uniswapV2Router = uniswapArtifact('@uniswap/v2-periphery/build/UniswapV2Router02.json');
/** What Uniswap's router has baked in (UniswapV2Library.pairFor): keccak256 of the pair's creation code. */
export const UNISWAP_V2_INIT_CODE_HASH: Hex = keccak256(uniswapV2Pair.bytecode);

/** Another Uniswap-V2-style exchange on the same chain, as the manifest's `migration` section lists it. */
export interface LegacyExchange {
  name: string;
  factory: Address;
  router: Address;
  /** keccak256 of its pair's creation code, for CREATE2 pair addresses. */
  initCodeHash: Hex;
}

/**
 * PancakeSwap v2 on chains 56 and 97. Factory and router: PancakeSwap's developer docs, "PancakeSwap
 * v2 Addresses" (https://developer.pancakeswap.finance/contracts/v2/addresses), the same as
 * FACTORY_ADDRESS_MAP in @pancakeswap/v2-sdk 1.1.3 (dist/constants.d.ts). Init code hash on 56:
 * INIT_CODE_HASH of the PancakeSwap v2 SDK
 * (https://pub.dev/documentation/pancake_swap_sdk/latest/v2_constants/INIT_CODE_HASH-constant.html);
 * on 97: the testnet factory's INIT_CODE_PAIR_HASH as published with its router
 * (https://npmjs.com/package/pancakeswap-sdk-v2-development). The deploy step checks the hash
 * against the factory's first pair before writing it.
 */
export const PANCAKESWAP_V2: Readonly<Partial<Record<number, LegacyExchange>>> = {
  [BSC_CHAIN_ID]: {
    name: 'PancakeSwap v2',
    factory: '0xcA143Ce32Fe78f1f7019d7d551a6402fC5350c73',
    router: '0x10ED43C718714eb63d5aA57B78B54704E256024E',
    initCodeHash: '0x00fb7f630766e6a796048ea87d01acd3068e8ff67d078148a3fa3f4a84f69bd5',
  },
  [BSC_TESTNET_CHAIN_ID]: {
    name: 'PancakeSwap v2',
    factory: '0x6725F303b657a9451d8BA641348b6761A6CC7a17',
    router: '0xD99D1c33F9fC3444f8101754aBC46c52416550D1',
    initCodeHash: '0xd0d4c4cd0848c93cb4fd1f498d7013ee6bfb25783ea21593d5834f5d250ece66',
  },
};

/** The name a stand-in deployed from the npm build goes by (the devnet, a local rehearsal). */
export const STAND_IN_LEGACY_NAME = 'Uniswap V2';
