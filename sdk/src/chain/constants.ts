// Chain ids and addresses every workspace shares: spelled here once.
import type { Address } from 'viem';

export const BSC_CHAIN_ID = 56;
export const BSC_TESTNET_CHAIN_ID = 97;
/** anvil's default chain id: the local devnet. */
export const DEVNET_CHAIN_ID = 31337;

/** Multicall3's address on every chain that has it; the devnet gets it at the same place. */
export const MULTICALL3_ADDRESS: Address = '0xcA11bde05977b3631167028862bE2a173976CA11';

/** The native coin where a pool stakes it (SmartChefNative). */
export const NATIVE_SYMBOL = 'BNB';

/** SPEC.md §3 "Pool" poolCategory; Binance is the native-coin pool (no approval). */
export const POOL_CATEGORIES = ['Core', 'Community', 'Binance'] as const;
