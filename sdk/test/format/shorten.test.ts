import { describe, expect, it } from 'vitest';
import { shortenAddress, shortenSymbol } from '../../src/format/shorten.ts';

describe('shortenAddress', () => {
  it('keeps 4 characters on each side of 0x', () => {
    expect(shortenAddress('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toBe('0xf39F...2266');
  });
  it('rejects what is not an address', () => {
    expect(() => shortenAddress('0x123')).toThrow('Invalid address');
  });
});

describe('shortenSymbol', () => {
  it('shortens symbols over 20 characters to first 4 + ... + last 5', () => {
    expect(shortenSymbol('FLASK')).toBe('FLASK');
    expect(shortenSymbol('A'.repeat(20))).toBe('A'.repeat(20));
    expect(shortenSymbol('ABCDEFGHIJKLMNOPQRSTUVWXYZ')).toBe('ABCD...VWXYZ');
  });
});
