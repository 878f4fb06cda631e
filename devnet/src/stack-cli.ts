// `npm run stack [-- --replicas N] [--rpc URL --chain-id ID]` (docs/deploy.md, "Serving"): Postgres,
// the indexer's writer and N API replicas, N hubs, nginx in front. Without --rpc it serves a devnet
// of its own (state in .devnet/stack/, one-second blocks, the market keeper trading).
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { DEVNET_CHAIN_ID } from '@flaskswap/sdk';
import { deployerAccount } from './accounts.ts';
import { startDevnet } from './devnet.ts';
import { shortReason } from './keepers/client.ts';
import { type MarketKeeper, MarketTrader, marketKeeperEnabled, startMarketKeeper } from './keepers/market.ts';
import { repoRoot } from './manifest.ts';
import { startStack } from './stack/stack.ts';

const { values } = parseArgs({
  options: {
    replicas: { type: 'string', default: '2' },
    rpc: { type: 'string' },
    'chain-id': { type: 'string' },
  },
});
const replicas = Number(values.replicas);
if (values.rpc && !values['chain-id'])
  throw new Error('--rpc needs --chain-id (its manifest is deployments/<id>.json)');

const devnet = values.rpc
  ? undefined
  : await startDevnet({
      port: Number(process.env.DEVNET_PORT ?? 8545),
      blockTime: 1,
      stateFile: join(repoRoot, '.devnet', 'stack', 'state.json.gz'),
      historyDays: Number(process.env.DEVNET_HISTORY_DAYS ?? 7),
      log: console.log,
    });
const rpcUrl = values.rpc ?? devnet!.anvil.rpcUrl;
// Off (and the stack goes on) when another keeper holds its key.
const keeper: MarketKeeper | undefined =
  devnet && marketKeeperEnabled()
    ? await startMarketKeeper({ trader: new MarketTrader(rpcUrl, devnet.chain, devnet.manifest) }).catch(
        (error: unknown) => {
          console.error(`market keeper: off (${shortReason(error)})`);
          return undefined;
        },
      )
    : undefined;

let stack: Awaited<ReturnType<typeof startStack>> | undefined;
async function stop(code: number) {
  await keeper?.stop();
  await stack?.stop();
  await devnet?.stop();
  process.exit(code);
}
process.once('SIGINT', () => void stop(0));
process.once('SIGTERM', () => void stop(0));

try {
  stack = await startStack({
    rpcUrl,
    chainId: Number(values['chain-id'] ?? DEVNET_CHAIN_ID),
    replicas,
    databaseUrl: process.env.DATABASE_URL || undefined,
    votingAdmins: devnet ? [deployerAccount.address] : undefined,
    log: console.log,
  });
} catch (error) {
  console.error(`stack: ${error instanceof Error ? error.message : error}`);
  await stop(1);
}
console.log(`
FlaskSwap stack is up: ${replicas} indexer API replicas and ${replicas} hubs behind nginx
  Indexer  ${stack!.indexerUrl}   (GETs cached for one block; replicas ${stack!.indexerReplicas.join(', ')})
  Writer   ${stack!.writer.url}   (ponder start; /ready once caught up)
  Hub      ${stack!.hubUrl}   (replicas ${stack!.hubReplicas.join(', ')})
  Postgres ${stack!.databaseUrl}
  RPC      ${rpcUrl}
Ctrl-C stops everything.`);
