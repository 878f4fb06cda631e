/** An ABI entry for a view function without arguments that returns one value, typed as viem reads it. */
export const viewFunction = <const name extends string, const type extends string>(name: name, type: type) =>
  ({ type: 'function', name, inputs: [], outputs: [{ name: '', type }], stateMutability: 'view' }) as const;
