// Old tokens (MKR and the like) return name and symbol as bytes32 instead of string; the string
// versions are viem's erc20Abi.
export const bytes32MetadataAbi = [
  { type: 'function', name: 'name', stateMutability: 'view', inputs: [], outputs: [{ type: 'bytes32' }] },
  { type: 'function', name: 'symbol', stateMutability: 'view', inputs: [], outputs: [{ type: 'bytes32' }] },
] as const;
