// The prediction's operator keeper: starts, locks and executes rounds on time (docs/keepers.md).
import { flaskPredictionAbi } from '@flaskswap/contracts';
import type { Address, Chain, LocalAccount } from 'viem';
import { mineTo } from '../kit/chainTime.ts';
import { createKeeperClient, type Keeper, runEvery } from './client.ts';
import { createKeeperSender, type SenderOptions } from './sender.ts';

type OperatorAction = 'genesisStartRound' | 'genesisLockRound' | 'executeRound';

/** What one look at the chain did: for tests and logs. */
export type OperatorStep = 'paused' | 'waiting' | 'started' | 'restarted' | 'locked' | 'executed';

export interface PredictionOperatorOptions {
  rpcUrl: string;
  chain: Chain;
  prediction: Address;
  account: LocalAccount;
  /** How often it looks at the chain (default 1 s: a 3-second block is never missed). */
  pollMs?: number;
  /**
   * Devnet only: after (re)starting a run, mine the first round's blocks at once (anvil_mine) so a
   * live round and an open one exist within seconds instead of a whole interval.
   */
  fastForward?: boolean;
  /** Called right before the oracle is read (the devnet's oracle keeper submits a fresh answer). */
  beforeOracleRead?: () => Promise<void>;
  log?: (message: string) => void;
  /** Called after each successful step (tests follow the keeper with it). */
  onStep?: (step: OperatorStep) => void;
  /** How long a transaction may wait unmined before it is sent again with higher fees (sender.ts). */
  replaceAfterMs?: SenderOptions['replaceAfterMs'];
}

/**
 * Looks at the chain every `pollMs` and does what the round schedule asks: genesisStartRound when
 * there is no run or the current round missed its lock window, genesisLockRound then executeRound
 * as soon as the current round's lock block is reached. Skips while the contract is paused.
 * Failures (RPC down, a stale oracle) are logged once per streak; it never throws.
 */
export function startPredictionOperator(options: PredictionOperatorOptions): Keeper {
  const log = options.log ?? console.log;
  const { step } = predictionOperator(options);
  return runEvery({
    name: 'operator keeper',
    intervalMs: options.pollMs ?? 1_000,
    step: async () => {
      // Not `onStep?.(await step())`: an absent onStep would skip evaluating its argument.
      const done = await step();
      options.onStep?.(done);
    },
    log,
  });
}

/**
 * Devnet: brings the run up to date at once (restart, fast-forward, first lock) before `npm start`
 * starts the indexer, so the indexer backfills those blocks instead of fetching a burst of mined
 * blocks live. Returns the steps taken; a failure is left to the keeper's loop.
 */
export async function catchUpPredictionRun(options: PredictionOperatorOptions): Promise<OperatorStep[]> {
  const { step } = predictionOperator(options);
  const steps: OperatorStep[] = [];
  try {
    for (let i = 0; i < 4; i++) {
      const done = await step();
      steps.push(done);
      if (done === 'waiting' || done === 'paused') break;
    }
  } catch {
    // The loop started next logs it and retries.
  }
  return steps;
}

/** One look at the chain and the action it calls for. */
function predictionOperator(options: PredictionOperatorOptions): { step(): Promise<OperatorStep> } {
  const log = options.log ?? console.log;
  const client = createKeeperClient(options.rpcUrl, options.chain, options.account);
  const address = options.prediction;
  const read = <F extends 'paused' | 'currentEpoch' | 'genesisLockOnce' | 'bufferBlocks'>(functionName: F) =>
    client.readContract({ address, abi: flaskPredictionAbi, functionName });

  const sender = createKeeperSender(client, { name: 'operator keeper', log, replaceAfterMs: options.replaceAfterMs });
  async function send(functionName: OperatorAction): Promise<void> {
    await sender.write(functionName, { address, abi: flaskPredictionAbi, functionName });
  }

  async function lockBlockOf(epoch: bigint): Promise<bigint> {
    const [, , lockBlock] = await client.readContract({
      address,
      abi: flaskPredictionAbi,
      functionName: 'rounds',
      args: [epoch],
    });
    return BigInt(lockBlock);
  }

  async function step(): Promise<OperatorStep> {
    if (await read('paused')) return 'paused';
    const [epoch, lockedOnce, bufferBlocks, block] = await Promise.all([
      read('currentEpoch'),
      read('genesisLockOnce'),
      read('bufferBlocks'),
      client.getBlockNumber({ cacheTime: 0 }),
    ]);
    if (epoch === 0n) {
      await send('genesisStartRound');
      return 'started';
    }
    const lockBlock = await lockBlockOf(epoch);
    if (block > lockBlock + bufferBlocks) {
      await send('genesisStartRound');
      log(`operator keeper: round ${epoch} missed its lock window; started a new run at round ${epoch + 1n}`);
      return 'restarted';
    }
    if (block < lockBlock) {
      if (lockedOnce || !options.fastForward) return 'waiting';
      await mineTo(client, lockBlock);
    }
    await options.beforeOracleRead?.();
    await send(lockedOnce ? 'executeRound' : 'genesisLockRound');
    return lockedOnce ? 'executed' : 'locked';
  }

  return { step };
}
