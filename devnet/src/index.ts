export { DEVNET_MNEMONIC, deployerAccount, devnetAccounts, playerAccounts } from './accounts.ts';
export { type Devnet, type DevnetOptions, devnetChain, startDevnet } from './devnet.ts';
export { type Manifest, readManifest, writeManifest } from './manifest.ts';
