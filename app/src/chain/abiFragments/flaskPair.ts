import { viewFunction } from './viewFunction.ts';

// The FlaskPair functions the first paint reads (swap quotes, the yield market's prices):
// the whole generated ABI would load with every page. abiFragments.test.ts checks each entry against it.
export const flaskPairReadsAbi = [
  {
    type: 'function',
    name: 'getReserves',
    inputs: [],
    outputs: [
      { name: '', type: 'uint112' },
      { name: '', type: 'uint112' },
      { name: '', type: 'uint32' },
    ],
    stateMutability: 'view',
  },
  viewFunction('totalSupply', 'uint256'),
] as const;
