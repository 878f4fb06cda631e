import { mnemonicToAccount } from 'viem/accounts';
import { DEVNET_ACCOUNT_COUNT, DEVNET_MNEMONIC } from '../accounts.ts';

/**
 * Keepers act from keys of the test mnemonic past the ten anvil lists (index 10 on): not the
 * deployer (#0), not the app's "Local test wallet" (#1), not a seeded player, so their
 * transactions never move a balance a test or a user watches. Each keeper has its own key, so
 * their nonces never collide; the seeds fund them.
 */
const keeperAccount = (offset: number) =>
  mnemonicToAccount(DEVNET_MNEMONIC, { addressIndex: DEVNET_ACCOUNT_COUNT + offset });

/** Trades the deep pairs (index 10). */
export const MARKET_KEEPER_ACCOUNT_INDEX = DEVNET_ACCOUNT_COUNT;
export const marketKeeperAccount = keeperAccount(0);
/** The prediction's operator: starts, locks and executes rounds (index 11). */
export const predictionOperatorAccount = keeperAccount(1);
/** Owns the devnet's BNB/USD price feed and submits its answers (index 12). */
export const oracleKeeperAccount = keeperAccount(2);
/** The lottery's operator and injector (index 18): starts, closes and draws rounds; owns the devnet's VRF coordinator. */
export const lotteryOperatorAccount = keeperAccount(8);
/**
 * The trading competition's traders (indexes 19-24): profiles in the three teams, registered by the
 * competition seed; while the competition is open the market keeper also swaps from them on its pairs.
 */
export const COMPETITION_TRADER_ACCOUNT_INDEXES = [19, 20, 21, 22, 23, 24] as const;
export const competitionTraderAccounts = COMPETITION_TRADER_ACCOUNT_INDEXES.map((index) =>
  keeperAccount(index - DEVNET_ACCOUNT_COUNT),
);
