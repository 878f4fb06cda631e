// `npm start`: boots the devnet (anvil), deploys and seeds it when needed, then runs the app, the
// keepers, the hub and the indexer beside it. The app, the hub and the indexer are supervised child
// processes (restarted with backoff when they exit); if anvil exits, the whole stack stops rather
// than serve a dead chain. A failed start stops whatever had started; nothing outlives it (runningStack.ts).
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { startHubProcess } from '@flaskswap/hub/process';
import { startHub } from '@flaskswap/hub/service';
import { DEFAULT_INDEXER_PORT, startIndexer } from '@flaskswap/indexer/launcher';
import { BLOCK_SECONDS, DEVNET_CHAIN_ID } from '@flaskswap/sdk';
import { assertPortsFree, exitDescription, supervise, waitForHttp } from '@flaskswap/supervisor';
import { deployerAccount } from './accounts.ts';
import { removeChainState } from './chainState.ts';
import { writeProfileContent } from './deploy/profile/content.ts';
import { seedUsernames } from './deploy/profile.seed.ts';
import { profileContentDir } from './deploy/profile.ts';
import { seedProposals } from './deploy/voting.seed.ts';
import { type Devnet, startDevnet } from './devnet.ts';
import { lotteryOperatorAccount, oracleKeeperAccount, predictionOperatorAccount } from './keepers/account.ts';
import { shortReason } from './keepers/client.ts';
import { lotteryKeeperEnabled, startLotteryKeepers } from './keepers/lottery.ts';
import { MarketTrader, marketKeeperEnabled, startMarketKeeper } from './keepers/market.ts';
import { predictionKeepersEnabled, startPredictionKeepers } from './keepers/prediction.ts';
import { deploymentsDir, manifestPath, repoRoot } from './manifest.ts';
import { RunningStack } from './runningStack.ts';
import { marketLine, startBanner } from './startBanner.ts';

const port = Number(process.env.DEVNET_PORT ?? 8545);
const appPort = Number(process.env.APP_PORT ?? 5173);
const appUrl = `http://127.0.0.1:${appPort}`;
const indexerPort = Number(process.env.INDEXER_PORT ?? DEFAULT_INDEXER_PORT);
const indexerUrl = `http://127.0.0.1:${indexerPort}`;
const hubPort = Number(process.env.HUB_PORT ?? 8787);
const blockTime = Number(process.env.DEVNET_BLOCK_TIME ?? BLOCK_SECONDS);
// DEVNET_STATE_DIR: another folder for the chain's state (a second devnet beside the usual one).
const stateDir = process.env.DEVNET_STATE_DIR ?? join(repoRoot, '.devnet');
const stateFile = join(stateDir, 'state.json.gz');
// The hub's usernames belong to the chain's profiles: a fresh chain starts with none.
const hubDataDir = join(stateDir, 'hub');
const historyDays = Number(process.env.DEVNET_HISTORY_DAYS ?? 7);

const stack = new RunningStack();
const failedStart = (error: unknown) =>
  stack.stop(1, `npm start failed: ${error instanceof Error ? error.message : error}`);

// The state anvil itself wrote in place before (up to GBs, with historical states): never loaded now.
for (const legacy of ['state.json', 'state.json.fingerprint']) rmSync(join(stateDir, legacy), { force: true });
if (process.argv.includes('--fresh')) {
  removeChainState(stateFile);
  rmSync(manifestPath(DEVNET_CHAIN_ID), { force: true });
}

const started = Date.now();
const devnet: Devnet = await assertPortsFree({ anvil: port, app: appPort, indexer: indexerPort, hub: hubPort })
  .then(() => startDevnet({ port, blockTime, stateFile, historyDays, onAnvilSpawn: stack.watch }))
  .catch(failedStart);
stack.add({
  name: 'the devnet (state saved to .devnet/)',
  stop: devnet.stop,
  kill: () => devnet.anvil.process.kill('SIGKILL'),
});
devnet.anvil.process.once('exit', (code, signal) => {
  void stack.stop(
    1,
    `devnet: anvil ${exitDescription(code, signal)}: stopping everything rather than serve a dead chain`,
  );
});
const rpcUrl = devnet.anvil.rpcUrl;

try {
  if (devnet.deployed) rmSync(hubDataDir, { recursive: true, force: true });
  // Regenerated on every start (the same bytes, so the same CIDs): a deleted content folder heals.
  if (devnet.manifest.profile) await writeProfileContent(profileContentDir(DEVNET_CHAIN_ID));
} catch (error) {
  await failedStart(error);
}

// The app first: it needs only the chain and the services' addresses, and serves while they start.
const app = supervise({
  name: 'app',
  start: () =>
    spawn(
      join(repoRoot, 'node_modules', '.bin', 'vite'),
      ['--port', String(appPort), '--strictPort', '--host', '127.0.0.1'],
      {
        cwd: join(repoRoot, 'app'),
        stdio: ['ignore', 'inherit', 'inherit'],
        detached: true,
        env: {
          ...process.env,
          DEPLOYMENTS_DIR: deploymentsDir(),
          VITE_DEVNET_RPC_URL: rpcUrl,
          VITE_DEVNET_INDEXER_URL: indexerUrl,
          VITE_DEVNET_HUB_URL: `http://127.0.0.1:${hubPort}`,
        },
      },
    ),
  onStart: stack.watch,
  log: console.error,
});
stack.add({ name: 'the app', stop: app.stop, kill: app.kill });

// Keepers: in this process, each refused (and the stack goes on) if another keeper holds its key.
const keepersOff = (name: string) => (error: unknown) => {
  console.error(`${name}: off (${shortReason(error)})`);
  return undefined;
};
const market = marketKeeperEnabled()
  ? await startMarketKeeper({ trader: new MarketTrader(rpcUrl, devnet.chain, devnet.manifest) }).catch(
      keepersOff('market keeper'),
    )
  : undefined;
if (market) stack.add({ name: 'the market keeper', stop: market.stop });
// Before the indexer: on the devnet the operator brings a stale run up to date first (mining a
// round's blocks at once), which the indexer then backfills instead of fetching block by block.
const prediction = predictionKeepersEnabled()
  ? await startPredictionKeepers({
      rpcUrl,
      chain: devnet.chain,
      manifest: devnet.manifest,
      operatorAccount: predictionOperatorAccount,
      oracleAccount: oracleKeeperAccount,
    })
  : undefined;
if (prediction) stack.add({ name: 'the prediction keepers', stop: prediction.stop });
const lottery = lotteryKeeperEnabled()
  ? await startLotteryKeepers({
      rpcUrl,
      chain: devnet.chain,
      manifest: devnet.manifest,
      account: lotteryOperatorAccount,
    })
  : undefined;
if (lottery) stack.add({ name: 'the lottery keeper', stop: lottery.stop });

/**
 * The hub's seeds, in this process on the hub's data folder before the supervised hub opens it:
 * the voting history is replayed with the hub's clock set back. A failure only leaves the seeded
 * profiles unnamed or the voting page empty.
 */
async function seedHub(): Promise<void> {
  const failed = (what: string) => (error: unknown) => {
    console.error(`hub: could not seed ${what}: ${error instanceof Error ? error.message : error}`);
  };
  const seeding = await startHub({
    port: 0,
    rpcUrl,
    deploymentsDir: deploymentsDir(),
    dataDir: hubDataDir,
    voting: { admins: [deployerAccount.address] },
  });
  try {
    await seedUsernames(seeding.url).catch(failed('the usernames'));
    // Only into a hub without proposals (a fresh chain drops the hub's data).
    const at = Date.now();
    await seedProposals(seeding, { rpcUrl, manifest: devnet.manifest }).then((seeded) => {
      if (!seeded) return;
      const seconds = ((Date.now() - at) / 1000).toFixed(1);
      console.log(`hub: ${Object.keys(seeded).length} voting proposals seeded with their votes (${seconds} s)`);
    }, failed('the voting proposals'));
  } finally {
    await seeding.stop();
  }
}

// The indexer drops its data by itself when the chain is new (its first block's hash changed).
// The hub is seeded and started meanwhile.
const [indexer, hub] = await Promise.all([
  startIndexer({
    port: indexerPort,
    rpcUrl,
    // Beside the chain it indexes, so a second devnet (DEVNET_STATE_DIR) has its own index.
    dataDir: join(stateDir, 'indexer', String(DEVNET_CHAIN_ID)),
    logLevel: (process.env.INDEXER_LOG_LEVEL as 'info' | undefined) ?? 'warn',
    log: console.log,
    onStart: stack.watch,
  }).then((indexer) => {
    stack.add({ name: 'the indexer', stop: indexer.stop, kill: indexer.kill });
    return indexer;
  }),
  seedHub()
    .then(() =>
      startHubProcess({
        port: hubPort,
        rpcUrl,
        deploymentsDir: deploymentsDir(),
        dataDir: hubDataDir,
        // The deployer publishes core proposals; anyone else community ones, with enough voting power.
        voting: { admins: [deployerAccount.address] },
        log: console.error,
        onStart: stack.watch,
      }),
    )
    .then((hub) => {
      stack.add({ name: 'the hub', stop: hub.stop, kill: hub.kill });
      return hub;
    }),
  waitForHttp(appUrl, {
    gaveUp: () => (app.restarts > 0 ? 'the app exited (is the port in use?)' : undefined),
  }),
]).catch(failedStart);

console.log(
  startBanner({
    seconds: (Date.now() - started) / 1000,
    chainOrigin: devnet.deployed ? `fresh deploy, ${devnet.historySwaps} swaps of history` : 'persisted chain',
    appUrl,
    indexerUrl: indexer.url,
    hubUrl: hub.url,
    rpcUrl,
    blockTime,
    manifest: devnet.manifest,
    market: marketLine(
      market !== undefined,
      marketKeeperEnabled() ? 'keeper off (another keeper holds its key)' : undefined,
    ),
    prediction: prediction
      ? `${prediction.summary.join('\n           ')}\n           PREDICTION_KEEPER=off stops them (docs/keepers.md)`
      : 'keepers off (PREDICTION_KEEPER=off)',
    lottery: lottery
      ? `${lottery.summary}\n           LOTTERY_KEEPER=off stops it (docs/keepers.md)`
      : 'keeper off (LOTTERY_KEEPER=off)',
  }),
);
