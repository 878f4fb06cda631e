import { mnemonicToAccount } from 'viem/accounts';
import { DEVNET_ACCOUNT_COUNT, DEVNET_MNEMONIC } from '../accounts.ts';

/**
 * The market keeper trades from the first key of the test mnemonic past the ten anvil lists
 * (index 10): not the deployer (#0), not the app's "Local test wallet" (#1), not a seeded player,
 * so its trades never move a balance a test or a user watches. The AMM seed funds it.
 */
export const MARKET_KEEPER_ACCOUNT_INDEX = DEVNET_ACCOUNT_COUNT;
export const marketKeeperAccount = mnemonicToAccount(DEVNET_MNEMONIC, { addressIndex: MARKET_KEEPER_ACCOUNT_INDEX });
