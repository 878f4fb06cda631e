// The prediction's keepers together, as `npm start` and `npm run keepers` run them.
import { flaskPredictionAbi } from '@flaskswap/contracts';
import { DEVNET_CHAIN_ID } from '@flaskswap/sdk';
import type { PidLock } from '@flaskswap/supervisor';
import { type Chain, isAddressEqual, type LocalAccount } from 'viem';
import { DEVNET_BNB_USD_ANSWER } from '../deploy/prediction.ts';
import type { Manifest } from '../manifest.ts';
import { createKeeperClient, type Keeper, lockKeeperAccount, shortReason } from './client.ts';
import { catchUpPredictionRun, type OperatorStep, startPredictionOperator } from './operator.ts';
import { type OracleKeeper, ownsDevnetFeed, startOracleKeeper } from './oracle.ts';

/** PREDICTION_KEEPER=off (or 0/false/no) switches both prediction keepers off. */
export function predictionKeepersEnabled(env: NodeJS.ProcessEnv = process.env): boolean {
  return !['off', '0', 'false', 'no'].includes((env.PREDICTION_KEEPER ?? '').trim().toLowerCase());
}

export interface PredictionKeepers extends Keeper {
  /** One line per keeper: what runs (or why it does not). */
  summary: string[];
}

/**
 * Starts the oracle keeper when `oracleAccount` owns the manifest's DevnetPriceFeed, and the
 * operator keeper when `operatorAccount` is the contract's operator. On the devnet (31337) the
 * operator fast-forwards a new run's first round and asks the oracle keeper for a fresh answer
 * before each lock.
 */
export async function startPredictionKeepers(options: {
  rpcUrl: string;
  chain: Chain;
  manifest: Manifest;
  operatorAccount?: LocalAccount;
  oracleAccount?: LocalAccount;
  log?: (message: string) => void;
  pollMs?: number;
  oracleIntervalMs?: number;
  onOperatorStep?: (step: OperatorStep) => void;
}): Promise<PredictionKeepers> {
  const { rpcUrl, chain, manifest, operatorAccount, oracleAccount } = options;
  const log = options.log ?? console.log;
  const prediction = manifest.contracts.FlaskPrediction;
  const feed = manifest.contracts.BnbUsdPriceFeed;
  const summary: string[] = [];
  const keepers: Keeper[] = [];
  if (!prediction || !feed) {
    return { summary: ['prediction: not deployed on this chain'], stop: async () => {} };
  }

  const locks: PidLock[] = [];
  /** The account's key lock, or the reason it is refused (another keeper on this key). */
  const lock = async (account: LocalAccount): Promise<string | undefined> => {
    try {
      locks.push(await lockKeeperAccount(createKeeperClient(rpcUrl, chain, account), account.address));
      return undefined;
    } catch (error) {
      return shortReason(error);
    }
  };

  let oracle: OracleKeeper | undefined;
  if (oracleAccount) {
    const client = createKeeperClient(rpcUrl, chain, oracleAccount);
    const owns = await ownsDevnetFeed(client, feed, oracleAccount.address);
    const refused = owns ? await lock(oracleAccount) : undefined;
    if (refused) summary.push(`oracle keeper: off (${refused})`);
    else if (owns) {
      oracle = startOracleKeeper({
        rpcUrl,
        chain,
        feed,
        account: oracleAccount,
        anchor: DEVNET_BNB_USD_ANSWER,
        log,
        intervalMs: options.oracleIntervalMs,
      });
      keepers.push(oracle);
      summary.push(`oracle keeper: moves the BNB/USD feed ${feed} every few seconds from ${oracleAccount.address}`);
    } else {
      summary.push(`oracle keeper: off (${feed} is not a devnet feed owned by ${oracleAccount.address})`);
    }
  }

  if (operatorAccount) {
    const client = createKeeperClient(rpcUrl, chain, operatorAccount);
    let operator: string | undefined;
    try {
      operator = await client.readContract({ address: prediction, abi: flaskPredictionAbi, functionName: 'operator' });
    } catch (error) {
      summary.push(`operator keeper: off (cannot read the operator: ${shortReason(error)})`);
    }
    const isOperator = operator !== undefined && isAddressEqual(operator as `0x${string}`, operatorAccount.address);
    const refused = isOperator ? await lock(operatorAccount) : undefined;
    if (refused) summary.push(`operator keeper: off (${refused})`);
    else if (isOperator) {
      const operatorOptions = {
        rpcUrl,
        chain,
        prediction,
        account: operatorAccount,
        fastForward: chain.id === DEVNET_CHAIN_ID,
        beforeOracleRead: oracle?.submitNow,
        log,
        pollMs: options.pollMs,
        onStep: options.onOperatorStep,
      };
      // On the devnet a live round and an open one exist before this returns.
      if (operatorOptions.fastForward) await catchUpPredictionRun(operatorOptions);
      keepers.push(startPredictionOperator(operatorOptions));
      summary.push(
        `operator keeper: starts, locks and executes rounds of ${prediction} from ${operatorAccount.address}`,
      );
    } else if (operator) {
      summary.push(`operator keeper: off (${operatorAccount.address} is not the operator ${operator})`);
    }
  }

  return {
    summary,
    async stop() {
      await Promise.all(keepers.map((keeper) => keeper.stop()));
      for (const held of locks) held.release();
    },
  };
}
