import type { Abi, Address, ContractFunctionParameters } from 'viem';

/**
 * Only the one function a call needs from a contract ABI: the read layer keys its queries on
 * the calls, so whole ABIs in a hundred calls would make every key megabytes long.
 */
export function fragment(abi: Abi, functionName: string): Abi {
  const item = abi.find((entry) => entry.type === 'function' && entry.name === functionName);
  if (!item) throw new Error(`No ${functionName} in the ABI`);
  return [item];
}

/** Collects calls for one multicall and hands back where each answer will be. */
export class CallList {
  readonly calls: ContractFunctionParameters[] = [];

  add(address: Address, abi: Abi, functionName: string, args?: readonly unknown[]): number {
    this.calls.push({ address, abi: fragment(abi, functionName), functionName, args } as ContractFunctionParameters);
    return this.calls.length - 1;
  }
}

/** An answer of the multicall: undefined when the call failed (tolerant mode gives null). */
export function answer<T>(results: readonly unknown[], index: number): T | undefined {
  const value = results[index];
  return value === null || value === undefined ? undefined : (value as T);
}

export function bigintAnswer(results: readonly unknown[], index: number): bigint | undefined {
  const value = answer<unknown>(results, index);
  if (typeof value === 'bigint') return value;
  if (typeof value === 'number') return BigInt(value);
  return undefined;
}
