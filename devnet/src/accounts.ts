import { mnemonicToAccount } from 'viem/accounts';

/** Anvil's well-known development mnemonic: these keys are public, never use them elsewhere. */
export const DEVNET_MNEMONIC = 'test test test test test test test test test test test junk';
export const DEVNET_ACCOUNT_COUNT = 10;

export const devnetAccounts = Array.from({ length: DEVNET_ACCOUNT_COUNT }, (_, addressIndex) =>
  mnemonicToAccount(DEVNET_MNEMONIC, { addressIndex }),
);

/** Account 0 deploys and owns the contracts; the others are players with seeded balances. */
export const deployerAccount = devnetAccounts[0]!;
export const playerAccounts = devnetAccounts.slice(1);
