// Where the indexer reads its chain from: the chain id, its RPC and deployments/<chainId>.json.
// One deployment manifest is all it needs, so chain 97 or 56 is a matter of configuration.
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEVNET_CHAIN_ID, type Manifest } from '@flaskswap/sdk';
import { deploymentsDir, manifestPath, readManifestFile } from '@flaskswap/sdk/manifest-file';

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

export interface IndexerSettings {
  chainId: number;
  rpcUrls: string[];
  manifest: Manifest;
  /** PGlite folder, used unless DATABASE_URL points at Postgres. */
  pgliteDirectory: string;
  databaseUrl: string | undefined;
}

export function readSettings(env: NodeJS.ProcessEnv = process.env): IndexerSettings {
  const chainId = Number(env.INDEXER_CHAIN_ID ?? DEVNET_CHAIN_ID);
  if (!Number.isInteger(chainId) || chainId <= 0)
    throw new Error(`INDEXER_CHAIN_ID is not a chain id: ${env.INDEXER_CHAIN_ID}`);
  const rpc =
    env[`PONDER_RPC_URL_${chainId}`] ??
    env.INDEXER_RPC_URL ??
    (chainId === DEVNET_CHAIN_ID ? 'http://127.0.0.1:8545' : undefined);
  if (!rpc) throw new Error(`Set INDEXER_RPC_URL (or PONDER_RPC_URL_${chainId}) to an RPC of chain ${chainId}`);
  const manifestFile = manifestPath(chainId, deploymentsDir(env));
  const manifest = readManifestFile(manifestFile);
  if (manifest.chainId !== chainId) throw new Error(`${manifestFile} is for chain ${manifest.chainId}, not ${chainId}`);
  return {
    chainId,
    rpcUrls: rpc
      .split(',')
      .map((url) => url.trim())
      .filter(Boolean)
      .map(normalizedUrl),
    manifest,
    pgliteDirectory: resolve(repoRoot, env.INDEXER_DATA_DIR ?? join('.devnet', 'indexer', String(chainId))),
    databaseUrl: env.DATABASE_URL || undefined,
  };
}

/**
 * A checked URL in its normal form ("http://127.0.0.1:8545/"). The devnet's URL then no longer
 * equals viem's anvil default character for character, which Ponder takes for a public RPC and
 * warns about on every start.
 */
function normalizedUrl(url: string): string {
  try {
    return new URL(url).href;
  } catch {
    throw new Error(`Not an RPC URL: ${url}`);
  }
}
