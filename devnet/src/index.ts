export { DEVNET_MNEMONIC, deployerAccount, devnetAccounts, playerAccounts } from './accounts.ts';
export { marketKeeperAccount, oracleKeeperAccount, predictionOperatorAccount } from './keepers/account.ts';
export { SEED_PAIRS, SEED_TOKENS, type SeedToken } from './deploy/amm.seed.ts';
export { type Devnet, type DevnetOptions, devnetChain, startDevnet } from './devnet.ts';
export { type Manifest, readManifest, writeManifest } from './manifest.ts';
export { startTestDevnet, type TestDevnet } from './testDevnet.ts';
