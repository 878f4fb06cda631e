// `npm run start -w @flaskswap/hub`: the hub with its configuration from the environment (docs/hub.md).
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startHub } from './service.ts';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const env = process.env;
const deploymentsDir = resolve(repoRoot, env.DEPLOYMENTS_DIR ?? 'deployments');

const hub = await startHub({
  port: Number(env.HUB_PORT ?? 8787),
  host: env.HUB_HOST ?? '127.0.0.1',
  rpcUrl: env.RPC_URL ?? 'http://127.0.0.1:8545',
  deploymentsDir,
  dataDir: env.DATABASE_URL ? undefined : resolve(repoRoot, env.HUB_DATA_DIR ?? '.devnet/hub'),
  databaseUrl: env.DATABASE_URL || undefined,
  contentDir: env.HUB_CONTENT_DIR ? resolve(repoRoot, env.HUB_CONTENT_DIR) : undefined,
});
console.log(`hub: ${hub.url} (${env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}, manifests in ${deploymentsDir})`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    hub.stop().then(
      () => process.exit(0),
      (error) => {
        console.error('hub: stop failed', error);
        process.exit(1);
      },
    );
  });
}
