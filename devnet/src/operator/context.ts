// The operator's context on a running devnet: the deployer (anvil's unlocked account #0) through
// the node, for the operator tools and the tests' short sales and auctions.
import type { Manifest } from '@flaskswap/sdk';
import { deployerAccount } from '../accounts.ts';
import { devnetChain } from '../chain.ts';
import { createDeployClient, DeployContext } from '../deploy/context.ts';

/** The deployer through the node (anvil's unlocked account #0), on a copy of `manifest`. */
export function deployerContext(rpcUrl: string, manifest: Manifest): DeployContext {
  const account = { address: deployerAccount.address, type: 'json-rpc' } as const;
  const client = createDeployClient(rpcUrl, devnetChain(rpcUrl), account);
  // A copy: DeployContext records what it deploys in its manifest.
  return new DeployContext(client, structuredClone(manifest), () => {});
}
