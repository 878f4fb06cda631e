import { viewFunction } from './viewFunction.ts';

// The SmartChef functions of the yield read every page makes (the FLASK price in the title):
// the whole generated ABI would load with every page. abiFragments.test.ts checks each entry against it.
export const smartChefReadsAbi = [
  viewFunction('startBlock', 'uint256'),
  viewFunction('bonusEndBlock', 'uint64'),
  viewFunction('rewardPerBlock', 'uint128'),
  viewFunction('totalStaked', 'uint256'),
  viewFunction('poolLimitPerUser', 'uint256'),
  {
    type: 'function',
    name: 'userInfo',
    inputs: [{ name: 'account', type: 'address' }],
    outputs: [
      { name: 'amount', type: 'uint256' },
      { name: 'rewardDebt', type: 'uint256' },
    ],
    stateMutability: 'view',
  },
  {
    type: 'function',
    name: 'pendingReward',
    inputs: [{ name: 'account', type: 'address' }],
    outputs: [{ name: '', type: 'uint256' }],
    stateMutability: 'view',
  },
] as const;
