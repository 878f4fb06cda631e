import { viewFunction } from './viewFunction.ts';

// The MasterChef functions of the yield read every page makes (the FLASK price in the title):
// the whole generated ABI would load with every page. abiFragments.test.ts checks each entry against it.
export const masterChefReadsAbi = [
  viewFunction('totalAllocPoint', 'uint256'),
  {
    type: 'function',
    name: 'poolInfo',
    inputs: [{ name: '', type: 'uint256' }],
    outputs: [
      { name: 'lpToken', type: 'address' },
      { name: 'allocPoint', type: 'uint32' },
      { name: 'lastRewardBlock', type: 'uint64' },
      { name: 'accFlaskPerShare', type: 'uint256' },
      { name: 'totalStaked', type: 'uint256' },
    ],
    stateMutability: 'view',
  },
  {
    type: 'function',
    name: 'userInfo',
    inputs: [
      { name: 'pid', type: 'uint256' },
      { name: 'account', type: 'address' },
    ],
    outputs: [
      { name: 'amount', type: 'uint256' },
      { name: 'rewardDebt', type: 'uint256' },
    ],
    stateMutability: 'view',
  },
  {
    type: 'function',
    name: 'pendingFlask',
    inputs: [
      { name: 'pid', type: 'uint256' },
      { name: 'account', type: 'address' },
    ],
    outputs: [{ name: '', type: 'uint256' }],
    stateMutability: 'view',
  },
] as const;
