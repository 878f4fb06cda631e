import { privateKeyToAccount } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import { LOCAL_TEST_WALLET_ADDRESS, LOCAL_TEST_WALLET_KEY } from './localTestWallet.ts';

describe('local test wallet', () => {
  it('answers with the address its key signs for', () => {
    expect(privateKeyToAccount(LOCAL_TEST_WALLET_KEY).address).toBe(LOCAL_TEST_WALLET_ADDRESS);
  });
});
