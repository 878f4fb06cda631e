import { startAppStack } from './support/appStack.ts';
import { E2E_APP_PORT, E2E_HUB_PORT, E2E_INDEXER_PORT, E2E_RPC_PORT, runDir } from './support/env.ts';

/**
 * A fresh devnet (1-second blocks, plus a block per transaction), its indexer, the hub, a
 * production build of the app pointed at them, and `vite preview` serving that build.
 */
export default async function globalSetup() {
  const stack = await startAppStack({
    rpcPort: E2E_RPC_PORT,
    appPort: E2E_APP_PORT,
    indexerPort: E2E_INDEXER_PORT,
    hubPort: E2E_HUB_PORT,
    runDir,
  });
  return () => stack.stop();
}
