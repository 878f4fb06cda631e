import { type Address, erc20Abi } from 'viem';

/** Each token's name, symbol and decimals, as call groups for one batched read (useChainReads, readCalls). */
export function tokenInfoCalls(addresses: readonly Address[]) {
  return {
    name: addresses.map((address) => ({ address, abi: erc20Abi, functionName: 'name' }) as const),
    symbol: addresses.map((address) => ({ address, abi: erc20Abi, functionName: 'symbol' }) as const),
    decimals: addresses.map((address) => ({ address, abi: erc20Abi, functionName: 'decimals' }) as const),
  };
}
