import { viewFunction } from './viewFunction.ts';

// The FlaskVault functions of the yield read every page makes (the FLASK price in the title):
// the whole generated ABI would load with every page. abiFragments.test.ts checks each entry against it.
export const flaskVaultReadsAbi = [
  viewFunction('getPricePerFullShare', 'uint256'),
  viewFunction('totalShares', 'uint256'),
  viewFunction('balanceOf', 'uint256'),
  viewFunction('calculateHarvestFlaskRewards', 'uint256'),
  viewFunction('calculateTotalPendingFlaskRewards', 'uint256'),
  viewFunction('performanceFee', 'uint16'),
  viewFunction('callFee', 'uint16'),
  viewFunction('withdrawFee', 'uint16'),
  viewFunction('withdrawFeePeriod', 'uint32'),
  {
    type: 'function',
    name: 'userInfo',
    inputs: [{ name: 'account', type: 'address' }],
    outputs: [
      { name: 'shares', type: 'uint256' },
      { name: 'lastDepositedTime', type: 'uint256' },
      { name: 'flaskAtLastUserAction', type: 'uint256' },
      { name: 'lastUserActionTime', type: 'uint256' },
    ],
    stateMutability: 'view',
  },
] as const;
