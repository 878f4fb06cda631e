import { describe, expect, it } from 'vitest';
import { shortenAddress } from '../src/format.ts';

describe('shortenAddress', () => {
  it('keeps 4 characters on each side of 0x', () => {
    expect(shortenAddress('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toBe('0xf39F...2266');
  });
  it('rejects what is not an address', () => {
    expect(() => shortenAddress('0x123')).toThrow('Invalid address');
  });
});
