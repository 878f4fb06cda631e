import { viewFunction } from './viewFunction.ts';

// The FlaskToken functions of the yield read every page makes (FLASK's supply, read with its price
// in the title): the whole generated ABI would load with every page. abiFragments.test.ts checks
// each entry against it.
export const flaskTokenReadsAbi = [
  viewFunction('totalSupply', 'uint256'),
  viewFunction('totalBurned', 'uint256'),
] as const;
