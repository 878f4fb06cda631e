import { erc20Abi } from 'viem';
import { describe, expect, it } from 'vitest';
import { flattenCallGroups, splitByGroup, toCallList } from './callGroups.ts';

const token = '0x0000000000000000000000000000000000000001';
const other = '0x0000000000000000000000000000000000000002';
const decimals = (address: `0x${string}`) => ({ address, abi: erc20Abi, functionName: 'decimals' }) as const;
const supply = (address: `0x${string}`) => ({ address, abi: erc20Abi, functionName: 'totalSupply' }) as const;

describe('call groups', () => {
  const groups = { decimals: [decimals(token), decimals(other)], empty: [], supply: [supply(token)] };

  it('flattens group after group', () => {
    expect(flattenCallGroups(groups)).toEqual([decimals(token), decimals(other), supply(token)]);
  });

  it('cuts the flat answers back into the groups, empty ones included', () => {
    expect(splitByGroup(groups, [18, 8, 1000n])).toEqual({ decimals: [18, 8], empty: [], supply: [1000n] });
  });

  it('refuses answers that do not match the calls', () => {
    expect(() => splitByGroup(groups, [18, 8])).toThrow('Expected 3 answers, got 2');
  });

  it('takes a plain list as it is and keeps groups to split the answers', () => {
    const list = [decimals(token)];
    expect(toCallList(list)).toEqual({ groups: undefined, flat: list });
    expect(toCallList(groups)).toEqual({ groups, flat: flattenCallGroups(groups) });
    expect(toCallList(undefined)).toEqual({ groups: undefined, flat: [] });
  });
});
