import type { ContractFunctionParameters } from 'viem';

/**
 * Named lists of contract calls read together: a screen's heterogeneous reads (reserves of every
 * pair, a vault's fields, an account's stakes…) stay one multicall, and each group gets its own
 * typed answers back.
 */
export type CallGroups = { readonly [name: string]: readonly ContractFunctionParameters[] };

/** Every call of every group, group after group (object key order). */
export function flattenCallGroups(groups: CallGroups): ContractFunctionParameters[] {
  return Object.values(groups).flat();
}

/** The flat answers of `flattenCallGroups(groups)` cut back into the groups. */
export function splitByGroup<groups extends CallGroups>(
  groups: groups,
  results: readonly unknown[],
): { [name in keyof groups]: unknown[] } {
  const split: Record<string, unknown[]> = {};
  let offset = 0;
  for (const [name, calls] of Object.entries(groups)) {
    split[name] = results.slice(offset, offset + calls.length);
    offset += calls.length;
  }
  if (offset !== results.length) throw new Error(`Expected ${offset} answers, got ${results.length}`);
  return split as { [name in keyof groups]: unknown[] };
}

/** A plain list as it is; groups flattened, kept to split the answers back. */
export function toCallList(calls: readonly ContractFunctionParameters[] | CallGroups | undefined): {
  groups: CallGroups | undefined;
  flat: readonly ContractFunctionParameters[];
} {
  if (calls === undefined) return { groups: undefined, flat: [] };
  if (isCallList(calls)) return { groups: undefined, flat: calls };
  return { groups: calls, flat: flattenCallGroups(calls) };
}

function isCallList(
  calls: readonly ContractFunctionParameters[] | CallGroups,
): calls is readonly ContractFunctionParameters[] {
  return Array.isArray(calls);
}
