import type { Abi, Address, ContractFunctionArgs, ContractFunctionName } from 'viem';

export type WriteFunctionName<abi extends Abi> = ContractFunctionName<abi, 'nonpayable' | 'payable'>;
export type WriteFunctionArgs<abi extends Abi, name extends WriteFunctionName<abi>> = ContractFunctionArgs<
  abi,
  'nonpayable' | 'payable',
  name
>;

/**
 * One call among `names` of `abi`, typed by the ABI: the function, its arguments and the BNB sent.
 * A union over the names, so a list can mix methods (e.g. a write's candidate calls).
 */
export type WriteCall<abi extends Abi, names extends WriteFunctionName<abi>> = {
  [name in names]: { functionName: name; args: WriteFunctionArgs<abi, name>; value?: bigint | undefined };
}[names];

/** One contract write, typed against its `as const` ABI where it is built. */
export interface WriteRequest<abi extends Abi = Abi, name extends WriteFunctionName<abi> = WriteFunctionName<abi>> {
  address: Address;
  abi: abi;
  functionName: name;
  args?: WriteFunctionArgs<abi, name>;
  value?: bigint | undefined;
  /** Shown in the recent-transactions list and the receipt toast. */
  summary: string;
  approval?: { tokenAddress: Address; spender: Address };
  /** A fixed gas limit (SPEC.md §7: pools 200000, vault 380000) instead of the estimate + 10% + 60,000 (sdk withGasMargin). */
  gasLimit?: bigint | undefined;
}

/**
 * Checks a request against its ABI (function name, argument types) where it is built, and gives
 * it back as a plain WriteRequest so requests of different contracts can share a list.
 */
export function writeRequest<const abi extends Abi, name extends WriteFunctionName<abi>>(
  request: WriteRequest<abi, name>,
): WriteRequest {
  return request;
}
