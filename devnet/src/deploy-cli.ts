// `npm run deploy -- --rpc URL --chain-id N`: deploys every contract to another chain with the
// key in DEPLOYER_PRIVATE_KEY and writes deployments/<chainId>.json. Nothing is seeded. The last
// step begins the handover of every admin role to a timelock (docs/roles.md); once its delays have
// passed, the same command with --finish-handover executes it and checks the result.
import { parseArgs } from 'node:util';
import { DEVNET_CHAIN_ID } from '@flaskswap/sdk';
import type { Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { chainAt } from './chain.ts';
import { createDeployClient, DeployContext } from './deploy/context.ts';
import { deployAll } from './deploy/index.ts';
import { finishHandover, timelockConfig } from './deploy/timelock.ts';
import { manifestPath, readManifest, writeManifest } from './manifest.ts';

const { values } = parseArgs({
  options: { rpc: { type: 'string' }, 'chain-id': { type: 'string' }, 'finish-handover': { type: 'boolean' } },
});
const rpc = values.rpc;
const chainId = Number(values['chain-id']);
const key = process.env.DEPLOYER_PRIVATE_KEY as Hex | undefined;
if (!rpc || !Number.isInteger(chainId) || chainId <= 0) {
  console.error('usage: npm run deploy -- --rpc URL --chain-id N [--finish-handover]   (key in DEPLOYER_PRIVATE_KEY)');
  process.exit(2);
}
if (!key || !/^0x[0-9a-fA-F]{64}$/.test(key)) {
  console.error('DEPLOYER_PRIVATE_KEY must hold the deployer key as 0x followed by 64 hex digits.');
  process.exit(2);
}

const chain = chainAt(chainId, rpc);
const client = createDeployClient(rpc, chain, privateKeyToAccount(key));
const actual = await client.getChainId();
if (actual !== chainId) {
  console.error(`The RPC answers chain id ${actual}, not ${chainId}.`);
  process.exit(2);
}
try {
  if (values['finish-handover']) {
    const manifest = readManifest(chainId);
    if (!manifest) throw new Error(`${manifestPath(chainId)} does not exist: deploy first`);
    await finishHandover(new DeployContext(client, manifest));
  } else {
    // The timelock step runs last: refuse a bad timelock setting before deploying anything.
    if (chainId !== DEVNET_CHAIN_ID) timelockConfig(chainId, client.account.address);
    const ctx = new DeployContext(client, { chainId, contracts: {}, tokens: {}, startBlock: 0 });
    const manifest = await deployAll(ctx, { seed: false });
    console.log(`manifest written to ${writeManifest(manifest)}`);
  }
  process.exit(0); // viem's keep-alive sockets would keep the process alive
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
