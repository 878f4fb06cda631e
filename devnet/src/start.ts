// `npm start`: boots the devnet (anvil), deploys and seeds it when needed, serves the app.
import { type ChildProcess, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { type Hub, startHub } from '@flaskswap/hub/service';
import { DEFAULT_INDEXER_PORT, type Indexer, startIndexer } from '@flaskswap/indexer/launcher';
import { DEVNET_CHAIN_ID } from '@flaskswap/sdk';
import { formatEther } from 'viem';
import { deployerAccount, devnetAccounts } from './accounts.ts';
import { removeChainState } from './chainState.ts';
import { writeProfileContent } from './deploy/profile/content.ts';
import { seedUsernames } from './deploy/profile.seed.ts';
import { profileContentDir } from './deploy/profile.ts';
import { seedProposals } from './deploy/voting.seed.ts';
import { startDevnet } from './devnet.ts';
import {
  lotteryOperatorAccount,
  MARKET_KEEPER_ACCOUNT_INDEX,
  marketKeeperAccount,
  oracleKeeperAccount,
  predictionOperatorAccount,
} from './keepers/account.ts';
import { type LotteryKeeperHandle, lotteryKeeperEnabled, startLotteryKeepers } from './keepers/lottery.ts';
import { type MarketKeeper, MarketTrader, marketKeeperEnabled, startMarketKeeper } from './keepers/market.ts';
import { type PredictionKeepers, predictionKeepersEnabled, startPredictionKeepers } from './keepers/prediction.ts';
import { deploymentsDir, manifestPath, repoRoot } from './manifest.ts';

const port = Number(process.env.DEVNET_PORT ?? 8545);
const appPort = Number(process.env.APP_PORT ?? 5173);
const indexerPort = Number(process.env.INDEXER_PORT ?? DEFAULT_INDEXER_PORT);
const indexerUrl = `http://127.0.0.1:${indexerPort}`;
const hubPort = Number(process.env.HUB_PORT ?? 8787);
const hubUrl = `http://127.0.0.1:${hubPort}`;
const blockTime = Number(process.env.DEVNET_BLOCK_TIME ?? 3);
// DEVNET_STATE_DIR: another folder for the chain's state (a second devnet beside the usual one).
const stateDir = process.env.DEVNET_STATE_DIR ?? join(repoRoot, '.devnet');
const stateFile = join(stateDir, 'state.json.gz');
// The hub's usernames belong to the chain's profiles: a fresh chain starts with none.
const hubDataDir = join(stateDir, 'hub');
const historyDays = Number(process.env.DEVNET_HISTORY_DAYS ?? 7);

// The state anvil itself wrote in place before (up to GBs, with historical states): never loaded now.
for (const legacy of ['state.json', 'state.json.fingerprint']) rmSync(join(stateDir, legacy), { force: true });
if (process.argv.includes('--fresh')) {
  removeChainState(stateFile);
  rmSync(manifestPath(DEVNET_CHAIN_ID), { force: true });
}

const started = Date.now();
const devnet = await startDevnet({ port, blockTime, stateFile, historyDays });
if (devnet.deployed) rmSync(hubDataDir, { recursive: true, force: true });
// Regenerated on every start (the same bytes, so the same CIDs): a deleted content folder heals.
if (devnet.manifest.profile) await writeProfileContent(profileContentDir(DEVNET_CHAIN_ID));
// The app first: it needs only the chain and the services' addresses, and serves while they start.
const app: ChildProcess = spawn(
  'npm',
  ['run', 'dev', '-w', '@flaskswap/app', '--', '--port', String(appPort), '--strictPort', '--host', '127.0.0.1'],
  {
    cwd: repoRoot,
    stdio: ['ignore', 'inherit', 'inherit'],
    // Its own process group, stopped as a whole: killing npm alone left vite serving the port.
    detached: true,
    env: {
      ...process.env,
      DEPLOYMENTS_DIR: deploymentsDir(),
      VITE_DEVNET_RPC_URL: devnet.anvil.rpcUrl,
      VITE_DEVNET_INDEXER_URL: indexerUrl,
      VITE_DEVNET_HUB_URL: hubUrl,
    },
  },
);
function stopApp() {
  if (app.pid === undefined || app.exitCode !== null) return;
  try {
    process.kill(-app.pid, 'SIGTERM');
  } catch {}
}
process.on('exit', stopApp);

let stopping = false;
let keeper: MarketKeeper | undefined;
let prediction: PredictionKeepers | undefined;
let lottery: LotteryKeeperHandle | undefined;
let indexer: Indexer | undefined;
let hub: Hub | undefined;
async function stop(code: number) {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping the app, the hub, the indexer and the devnet (state saved to .devnet/)…');
  stopApp();
  await Promise.all([keeper?.stop(), prediction?.stop(), lottery?.stop(), hub?.stop()]);
  await indexer?.stop();
  await devnet.stop();
  process.exit(code);
}
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));
app.on('exit', (code) => void stop(code ?? 0));

keeper = marketKeeperEnabled()
  ? startMarketKeeper({ trader: new MarketTrader(devnet.anvil.rpcUrl, devnet.chain, devnet.manifest) })
  : undefined;
// Before the indexer: on the devnet the operator brings a stale run up to date first (mining a
// round's blocks at once), which the indexer then backfills instead of fetching block by block.
prediction = predictionKeepersEnabled()
  ? await startPredictionKeepers({
      rpcUrl: devnet.anvil.rpcUrl,
      chain: devnet.chain,
      manifest: devnet.manifest,
      operatorAccount: predictionOperatorAccount,
      oracleAccount: oracleKeeperAccount,
    })
  : undefined;
lottery = lotteryKeeperEnabled()
  ? await startLotteryKeepers({
      rpcUrl: devnet.anvil.rpcUrl,
      chain: devnet.chain,
      manifest: devnet.manifest,
      account: lotteryOperatorAccount,
    })
  : undefined;

// The hub's seeds: a failure only leaves the seeded profiles unnamed or the voting page empty.
async function seedHub(hub: Hub): Promise<void> {
  const failed = (what: string) => (error: unknown) => {
    console.error(`hub: could not seed ${what}: ${error instanceof Error ? error.message : error}`);
  };
  await seedUsernames(hub.url).catch(failed('the usernames'));
  // Only into a hub without proposals (a fresh chain drops the hub's data): a warm start asks once.
  const seeding = Date.now();
  await seedProposals(hub, { rpcUrl: devnet.anvil.rpcUrl, manifest: devnet.manifest }).then((seeded) => {
    if (!seeded) return;
    const seconds = ((Date.now() - seeding) / 1000).toFixed(1);
    console.log(`hub: ${Object.keys(seeded).length} voting proposals seeded with their votes (${seconds} s)`);
  }, failed('the voting proposals'));
}

// The indexer drops its data by itself when the chain is new (its first block's hash changed).
// The hub starts and is seeded meanwhile (its database opens in-process while the indexer boots).
[indexer, hub] = await Promise.all([
  startIndexer({
    port: indexerPort,
    rpcUrl: devnet.anvil.rpcUrl,
    // Beside the chain it indexes, so a second devnet (DEVNET_STATE_DIR) has its own index.
    dataDir: join(stateDir, 'indexer', String(DEVNET_CHAIN_ID)),
    logLevel: (process.env.INDEXER_LOG_LEVEL as 'info' | undefined) ?? 'warn',
    log: console.log,
  }),
  startHub({
    port: hubPort,
    rpcUrl: devnet.anvil.rpcUrl,
    deploymentsDir: deploymentsDir(),
    dataDir: hubDataDir,
    // The deployer publishes core proposals; anyone else community ones, with enough voting power.
    voting: { admins: [deployerAccount.address] },
  }).then(async (hub) => {
    await seedHub(hub);
    return hub;
  }),
]);

indexer.process.on('exit', (code) => {
  if (!stopping) console.error(`indexer exited (code ${code}); the app keeps working from the chain alone`);
});

/** The IFO, competition and auction playgrounds: where to look and what to run (README's playground). */
function playgroundLines(app: string): string {
  const { ifo, competition, auction } = devnet.manifest;
  const live = ifo?.sales.find((sale) => sale.isActive);
  const finished = (ifo?.sales.length ?? 0) - (live ? 1 : 0);
  return [
    ifo &&
      `  IFO      ${app}/ifo: ${live ? `${live.name} (${live.token.symbol}) for FLASK-BNB LP` : 'no live sale'}; ${finished} finished sales at /ifo/history`,
    competition &&
      `  Battle   ${app}/competition: FlaskTradingCompetition ${competition.address}\n           npm run competition:results -w @flaskswap/devnet posts the results (docs/competition.md)`,
    auction &&
      `  Auction  ${app}/farms/auction: FlaskFarmAuction ${auction.address}\n           npm run auction:farms -w @flaskswap/devnet adds the winners' farms (docs/auction.md)`,
  ]
    .filter(Boolean)
    .join('\n');
}

const balance = 10000n * 10n ** 18n;
console.log(`
FlaskSwap devnet is up (${((Date.now() - started) / 1000).toFixed(1)} s, ${devnet.deployed ? `fresh deploy, ${devnet.historySwaps} swaps of history` : 'persisted chain'})
  App      http://127.0.0.1:${appPort}
  Indexer  ${indexerUrl}/graphql   (REST ${indexerUrl}/amm/pairs…, status ${indexerUrl}/status)
  Hub      ${hub.url}   (usernames /api/users, voting /api/voting and /verify, IPFS stand-in /ipfs/<cid>)
  RPC      ${devnet.anvil.rpcUrl}   chain id ${DEVNET_CHAIN_ID}, ${blockTime}-second blocks
  Manifest ${manifestPath(DEVNET_CHAIN_ID)}
  Market   ${keeper ? `a keeper trades the deep pairs every few seconds from account #${MARKET_KEEPER_ACCOUNT_INDEX} ${marketKeeperAccount.address}; MARKET_KEEPER=off stops it` : 'keeper off (MARKET_KEEPER=off)'}
  Predict  ${prediction ? `${prediction.summary.join('\n           ')}\n           PREDICTION_KEEPER=off stops them (docs/keepers.md)` : 'keepers off (PREDICTION_KEEPER=off)'}
  Lottery  ${lottery ? `${lottery.summary}\n           LOTTERY_KEEPER=off stops it (docs/keepers.md)` : 'keeper off (LOTTERY_KEEPER=off)'}
${playgroundLines(`http://127.0.0.1:${appPort}`)}

Test accounts (public keys of anvil's test mnemonic; ${formatEther(balance)} BNB each at genesis):
${devnetAccounts
  .map((account, i) => {
    const key = account.getHdKey().privateKey;
    const hex = key ? `0x${Buffer.from(key).toString('hex')}` : '';
    return `  (${i}) ${account.address}  ${hex}${i === 0 ? '  deployer, voting admin' : i === 1 ? '  "Local test wallet" in the app' : ''}`;
  })
  .join('\n')}

Ctrl-C stops everything; \`npm start -- --fresh\` starts over from an empty chain.
`);
