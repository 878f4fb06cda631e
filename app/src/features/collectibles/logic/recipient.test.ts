import { describe, expect, it } from 'vitest';
import { checkRecipient, INVALID_ADDRESS_TEXT, OWN_ADDRESS_TEXT, ZERO_ADDRESS_TEXT } from './recipient.ts';

const me = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const other = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';

describe('checkRecipient', () => {
  it('accepts another address, checksummed or lowercase, trimmed, and returns it checksummed', () => {
    expect(checkRecipient(other, me)).toEqual({ ok: true, address: other });
    expect(checkRecipient(`  ${other.toLowerCase()} `, me)).toEqual({ ok: true, address: other });
  });

  it("refuses what is not an address with the spec's text", () => {
    for (const bad of [
      '',
      'alice',
      '0x123',
      `${other}00`,
      other.slice(2),
      '0x3c44cdddb6a900fa2b585dd299e03d12fa4293bC',
    ]) {
      expect(checkRecipient(bad, me)).toEqual({ ok: false, error: INVALID_ADDRESS_TEXT });
    }
  });

  it('refuses the zero address and the sender itself', () => {
    expect(checkRecipient('0x0000000000000000000000000000000000000000', me)).toEqual({
      ok: false,
      error: ZERO_ADDRESS_TEXT,
    });
    expect(checkRecipient(me.toLowerCase(), me)).toEqual({ ok: false, error: OWN_ADDRESS_TEXT });
  });
});
