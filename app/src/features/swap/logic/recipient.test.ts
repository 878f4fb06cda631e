import { describe, expect, it } from 'vitest';
import { isBadRecipient, normalizeRecipient, parseRecipient } from './recipient.ts';

const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

describe('parseRecipient', () => {
  it('strips whitespace and checksums addresses', () => {
    expect(normalizeRecipient(' 0x70 99\t\n')).toBe('0x7099');
    expect(parseRecipient(`  ${address.toLowerCase()} `)).toEqual({ kind: 'address', address });
  });

  it('accepts names with a domain pattern', () => {
    expect(parseRecipient('alice.bnb')).toEqual({ kind: 'name', name: 'alice.bnb' });
    expect(parseRecipient('Pay.Alice.ETH')).toEqual({ kind: 'name', name: 'pay.alice.eth' });
  });

  it('refuses everything else', () => {
    expect(parseRecipient('')).toEqual({ kind: 'empty' });
    expect(parseRecipient('   ')).toEqual({ kind: 'empty' });
    for (const text of [
      'alice',
      '0x1234',
      'alice.',
      '.bnb',
      'alice.b',
      '-a.bnb',
      'a_b.bnb',
      'alice.123',
      `${address}0`,
    ]) {
      expect(parseRecipient(text), text).toEqual({ kind: 'invalid' });
    }
  });
});

describe('isBadRecipient', () => {
  it('flags the router, addresses on the path and blocked addresses', () => {
    const router = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
    expect(isBadRecipient(router, [router.toLowerCase()], () => false)).toBe(true);
    expect(isBadRecipient(address, [router], (a) => a === address)).toBe(true);
    expect(isBadRecipient(address, [router], () => false)).toBe(false);
  });
});
