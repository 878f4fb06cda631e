import { startAppStack } from './support/appStack.ts';
import { E2E_APP_PORT, E2E_HUB_PORT, E2E_INDEXER_PORT, E2E_RPC_PORT, runDir } from './support/env.ts';

const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

/**
 * A fresh devnet (1-second blocks, plus a block per transaction), its indexer, the hub, a
 * production build of the app pointed at them, and `vite preview` serving that build. Both
 * phases print their time: npm test's e2e step is the specs plus these (docs/testing.md).
 */
export default async function globalSetup() {
  const started = Date.now();
  const stack = await startAppStack({
    rpcPort: E2E_RPC_PORT,
    appPort: E2E_APP_PORT,
    indexerPort: E2E_INDEXER_PORT,
    hubPort: E2E_HUB_PORT,
    runDir,
  });
  console.log(`[e2e] global setup (devnet, indexer, hub, app build): ${seconds(started)}`);
  return async () => {
    const stopping = Date.now();
    await stack.stop();
    console.log(`[e2e] global teardown: ${seconds(stopping)}`);
  };
}
