// `npm run start -w @flaskswap/hub`: the hub with its configuration from the environment (docs/hub.md).
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Address, isAddress } from 'viem';
import { startHub } from './service.ts';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const env = process.env;
const deploymentsDir = resolve(repoRoot, env.DEPLOYMENTS_DIR ?? 'deployments');

const admins = (env.HUB_VOTING_ADMINS ?? '')
  .split(',')
  .map((admin) => admin.trim())
  .filter((admin) => admin !== '');
const notAddress = admins.find((admin) => !isAddress(admin));
if (notAddress) throw new Error(`HUB_VOTING_ADMINS: "${notAddress}" is not an address`);
const minVotingPower = env.HUB_MIN_VOTING_POWER?.trim();
if (minVotingPower && !/^\d+$/.test(minVotingPower))
  throw new Error('HUB_MIN_VOTING_POWER must be wei, a whole number');

const hub = await startHub({
  port: Number(env.HUB_PORT ?? 8787),
  host: env.HUB_HOST ?? '127.0.0.1',
  rpcUrl: env.RPC_URL ?? 'http://127.0.0.1:8545',
  deploymentsDir,
  dataDir: env.DATABASE_URL ? undefined : resolve(repoRoot, env.HUB_DATA_DIR ?? '.devnet/hub'),
  databaseUrl: env.DATABASE_URL || undefined,
  contentDir: env.HUB_CONTENT_DIR ? resolve(repoRoot, env.HUB_CONTENT_DIR) : undefined,
  voting: {
    admins: admins as Address[],
    minVotingPower: minVotingPower ? BigInt(minVotingPower) : undefined,
  },
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
