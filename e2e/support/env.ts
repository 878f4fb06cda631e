import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEVNET_CHAIN_ID, type Manifest } from '@flaskswap/sdk';
import { manifestPath, readManifestFile } from '@flaskswap/sdk/manifest-file';

/** Where this run's devnet and app live: ports apart from `npm start` so both can run at once. */
export const E2E_RPC_PORT = Number(process.env.E2E_RPC_PORT ?? 8546);
export const E2E_APP_PORT = Number(process.env.E2E_APP_PORT ?? 4174);
// Below 32768, outside Linux's ephemeral range: an outgoing connection holding the port as its
// local end would make Ponder quietly serve on the next one (docs/testing.md, Ports).
export const E2E_INDEXER_PORT = Number(process.env.E2E_INDEXER_PORT ?? 32070);
export const E2E_HUB_PORT = Number(process.env.E2E_HUB_PORT ?? 8788);
export const INDEXER_URL = `http://127.0.0.1:${E2E_INDEXER_PORT}`;
/** The hub: usernames (/api/users) and the IPFS gateway stand-in (/ipfs/<cid>). */
export const HUB_URL = `http://127.0.0.1:${E2E_HUB_PORT}`;
export const RPC_URL = `http://127.0.0.1:${E2E_RPC_PORT}`;
/** viem's default is 4 s: the devnet mines on every transaction, so receipts wait far less. */
export const POLLING_MS = 100;
export const APP_URL = `http://127.0.0.1:${E2E_APP_PORT}`;

export const e2eRoot = dirname(dirname(fileURLToPath(import.meta.url)));
/** Build output, deployments and test results of one run; E2E_RUN_DIR lets several runs coexist. */
export const runDir = process.env.E2E_RUN_DIR ?? join(e2eRoot, '.run');
export const deploymentsDir = join(runDir, 'deployments');

/** The manifest the global setup deployed for this run. */
export function runManifest(): Manifest {
  return readManifestFile(manifestPath(DEVNET_CHAIN_ID, deploymentsDir));
}
