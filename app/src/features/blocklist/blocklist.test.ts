import { describe, expect, it } from 'vitest';
import { isBlockedAddress } from './blocklist.ts';

describe('isBlockedAddress', () => {
  it('matches regardless of checksum case', () => {
    expect(isBlockedAddress('0xa0Ee7A142d267C1f36714E4a8F75612F20a79720')).toBe(true);
    expect(isBlockedAddress('0xA0EE7A142D267C1F36714E4A8F75612F20A79720')).toBe(true);
  });
  it('lets other addresses and no address through', () => {
    expect(isBlockedAddress('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toBe(false);
    expect(isBlockedAddress(undefined)).toBe(false);
  });
});
