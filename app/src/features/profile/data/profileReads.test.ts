import { describe, expect, it } from 'vitest';
import { type FirstRound, registryAnswered } from './profileReads.ts';

const ZERO = '0x0000000000000000000000000000000000000000';
const registry = (values: unknown[]) => ({ registry: values }) as unknown as FirstRound;

describe('profile reads', () => {
  it('needs hasRegistered, and getUserProfile for a registered account, to tell setup from profile', () => {
    expect(registryAnswered(registry([false, null, 3n]))).toBe(true);
    expect(registryAnswered(registry([true, [1n, 0n, 1n, ZERO, 0n, false], 3n]))).toBe(true);
    expect(registryAnswered(registry([true, null, 3n]))).toBe(false);
    expect(registryAnswered(registry([null, null, 3n]))).toBe(false);
  });
});
