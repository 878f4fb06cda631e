// One hub process with its configuration from the environment (docs/hub.md): what the supervised
// runner (cli.ts, process.ts) starts and restarts. Exits 1 when it cannot start (a busy port, a data
// folder another hub holds, a database that does not open), after saying why.
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deploymentsDir as manifestsDir } from '@flaskswap/sdk/manifest-file';
import { type Address, isAddress } from 'viem';
import { DEFAULT_RATE_LIMITS, type HubRateLimits } from './app.ts';
import { startHub } from './service.ts';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const env = process.env;
const deploymentsDir = manifestsDir(env);

const admins = (env.HUB_VOTING_ADMINS ?? '')
  .split(',')
  .map((admin) => admin.trim())
  .filter((admin) => admin !== '');
const notAddress = admins.find((admin) => !isAddress(admin));
if (notAddress) throw new Error(`HUB_VOTING_ADMINS: "${notAddress}" is not an address`);
const minVotingPower = env.HUB_MIN_VOTING_POWER?.trim();
if (minVotingPower && !/^\d+$/.test(minVotingPower))
  throw new Error('HUB_MIN_VOTING_POWER must be wei, a whole number');

/** A whole number from the environment, or the default. */
function count(name: string, fallback: number): number {
  const value = env[name]?.trim();
  if (!value) return fallback;
  if (!/^\d+$/.test(value)) throw new Error(`${name} must be a whole number`);
  return Number(value);
}
const rateLimits: HubRateLimits = {
  perIp: count('HUB_RATE_LIMIT_PER_IP', DEFAULT_RATE_LIMITS.perIp),
  perAddress: count('HUB_RATE_LIMIT_PER_ADDRESS', DEFAULT_RATE_LIMITS.perAddress),
  powerReadsPerIp: count('HUB_RATE_LIMIT_POWER_READS_PER_IP', DEFAULT_RATE_LIMITS.powerReadsPerIp!),
  windowMs: DEFAULT_RATE_LIMITS.windowMs,
};

const hub = await startHub({
  port: Number(env.HUB_PORT ?? 8787),
  host: env.HUB_HOST ?? '127.0.0.1',
  rpcUrl: env.RPC_URL ?? 'http://127.0.0.1:8545',
  deploymentsDir,
  dataDir: env.DATABASE_URL ? undefined : resolve(repoRoot, env.HUB_DATA_DIR ?? '.devnet/hub'),
  databaseUrl: env.DATABASE_URL || undefined,
  contentDir: env.HUB_CONTENT_DIR ? resolve(repoRoot, env.HUB_CONTENT_DIR) : undefined,
  rateLimits,
  voting: {
    admins: admins as Address[],
    minVotingPower: minVotingPower ? BigInt(minVotingPower) : undefined,
  },
}).catch((error: unknown) => {
  console.error(`hub: cannot start: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
});
console.log(`hub: ${hub.url} (${env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}, manifests in ${deploymentsDir})`);

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
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
