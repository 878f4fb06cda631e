// `npm run keepers -- --rpc URL [--chain-id N]`: runs the keepers of a deployed chain
// (deployments/<chainId>.json) whose keys are in the environment, until Ctrl-C (docs/keepers.md).
import { parseArgs } from 'node:util';
import { DEVNET_CHAIN_ID } from '@flaskswap/sdk';
import { createPublicClient, type Hex, http, type LocalAccount } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { chainAt } from './chain.ts';
import { lotteryOperatorAccount, oracleKeeperAccount, predictionOperatorAccount } from './keepers/account.ts';
import { printableUrl } from './keepers/client.ts';
import { startLotteryKeepers } from './keepers/lottery.ts';
import { startPredictionKeepers } from './keepers/prediction.ts';
import { manifestPath, readManifest } from './manifest.ts';

const usage =
  'usage: npm run keepers -- --rpc URL [--chain-id N]   (keys in PREDICTION_OPERATOR_KEY, ORACLE_KEEPER_KEY, LOTTERY_OPERATOR_KEY)';

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

function keyAccount(name: string): LocalAccount | undefined {
  const key = process.env[name]?.trim();
  if (!key) return undefined;
  if (!/^0x[0-9a-fA-F]{64}$/.test(key)) fail(`${name} must hold a key as 0x followed by 64 hex digits.`);
  return privateKeyToAccount(key as Hex);
}

const { values } = parseArgs({ options: { rpc: { type: 'string' }, 'chain-id': { type: 'string' } } });
const rpc = values.rpc;
if (!rpc) fail(usage);
const actual = await createPublicClient({ transport: http(rpc, { retryCount: 0 }) })
  .getChainId()
  .catch(() => fail(`The RPC ${printableUrl(rpc)} does not answer.`));
const chainId = values['chain-id'] === undefined ? actual : Number(values['chain-id']);
if (!Number.isInteger(chainId) || chainId <= 0) fail(usage);
if (actual !== chainId) fail(`The RPC answers chain id ${actual}, not ${chainId}.`);
const manifest = readManifest(chainId);
if (!manifest) fail(`${manifestPath(chainId)} does not exist: deploy first (npm run deploy).`);

const devnet = chainId === DEVNET_CHAIN_ID;
const chain = chainAt(chainId, rpc);
// The devnet's keys are public: without keys in the environment, the devnet runs with them.
const operatorAccount = keyAccount('PREDICTION_OPERATOR_KEY') ?? (devnet ? predictionOperatorAccount : undefined);
const oracleAccount = keyAccount('ORACLE_KEEPER_KEY') ?? (devnet ? oracleKeeperAccount : undefined);
const lotteryAccount = keyAccount('LOTTERY_OPERATOR_KEY') ?? (devnet ? lotteryOperatorAccount : undefined);
if (!operatorAccount && !oracleAccount && !lotteryAccount) fail(`No keeper key in the environment.\n${usage}`);

const keepers = await startPredictionKeepers({ rpcUrl: rpc, chain, manifest, operatorAccount, oracleAccount });
const lottery = lotteryAccount
  ? await startLotteryKeepers({ rpcUrl: rpc, chain, manifest, account: lotteryAccount })
  : undefined;
const summary = [...keepers.summary, ...(lottery ? [lottery.summary] : [])];
console.log(`Keepers on chain ${chainId} (${printableUrl(rpc)}):\n${summary.map((line) => `  ${line}`).join('\n')}`);
console.log('Ctrl-C stops them.');

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  await Promise.all([keepers.stop(), lottery?.stop()]);
  process.exit(0); // viem's keep-alive sockets would keep the process alive
}
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
