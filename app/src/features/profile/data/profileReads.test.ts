import { describe, expect, it } from 'vitest';
import type { ProfileContracts } from './contracts.ts';
import { decodeTeams, type FirstRound, registryAnswered, type SecondRound } from './profileReads.ts';

const ZERO = '0x0000000000000000000000000000000000000000';
const registry = (values: unknown[]) => ({ registry: values }) as unknown as FirstRound;

describe('profile reads', () => {
  it('needs hasRegistered, and getUserProfile for a registered account, to tell setup from profile', () => {
    expect(registryAnswered(registry([false, null, 3n]))).toBe(true);
    expect(registryAnswered(registry([true, [1n, 0n, 1n, ZERO, 0n, false], 3n]))).toBe(true);
    expect(registryAnswered(registry([true, null, 3n]))).toBe(false);
    expect(registryAnswered(registry([null, null, 3n]))).toBe(false);
  });

  it('numbers teams from 1, adds the manifest image, and leaves out a failed lookup', () => {
    const contracts: ProfileContracts = {
      profile: ZERO,
      flask: ZERO,
      starterFactory: undefined,
      section: { collections: [], collectibles: [], campaigns: [], teams: [{ id: 2, image: 'ipfs://bafkreiteam2' }] },
    };
    const second = {
      teams: [['One', 'first', 2n, 10n, true], null, ['Three', 'third', 0n, 0n, false]],
      avatar: [],
    } as unknown as SecondRound;
    expect(decodeTeams(contracts, second)).toEqual([
      { id: 1n, name: 'One', description: 'first', users: 2n, points: 10n, isJoinable: true, image: undefined },
      { id: 3n, name: 'Three', description: 'third', users: 0n, points: 0n, isJoinable: false, image: undefined },
    ]);
    const withImage = decodeTeams(contracts, { ...second, teams: [null, ['Two', 'd', 1n, 1n, true]] } as SecondRound);
    expect(withImage[0]?.image).toBe('ipfs://bafkreiteam2');
  });
});
