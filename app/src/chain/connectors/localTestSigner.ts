import { createWalletClient, type Hex, http } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { devnet } from '../chains.ts';

/** The local test wallet's signing half, imported only when it first signs (localTestWallet.ts). */
export function createLocalTestSigner(key: Hex) {
  const account = privateKeyToAccount(key);
  return { account, client: createWalletClient({ account, chain: devnet, transport: http() }) };
}

export type LocalTestSigner = ReturnType<typeof createLocalTestSigner>;
