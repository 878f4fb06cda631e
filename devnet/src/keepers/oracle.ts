// The devnet's oracle keeper: moves the BNB/USD DevnetPriceFeed it owns with a random walk that
// stays near the seeded BNB price, and answers the operator keeper's "fresh answer now" before a lock.
import { devnetPriceFeedAbi } from '@flaskswap/contracts';
import { type Address, type Chain, isAddressEqual, type LocalAccount } from 'viem';
import { createKeeperClient, type Keeper, type KeeperClient, runEvery } from './client.ts';
import { createKeeperSender } from './sender.ts';

/** Each step moves at most this share of the anchor, and is pulled back by `REVERSION` of the gap. */
const STEP_VOLATILITY = 0.003;
const REVERSION = 0.05;
/** A hard guard: the walk never leaves anchor ± 10%. */
export const ORACLE_WALK_BAND = 0.1;

/**
 * The walk's next answer: a uniform step around the current answer, pulled towards the anchor
 * (mean reversion keeps it within about ±1% most of the time), clamped to the band.
 */
export function nextOracleAnswer(current: bigint, anchor: bigint, random: () => number): bigint {
  const anchorValue = Number(anchor);
  const value = Number(current);
  const next = value + (anchorValue - value) * REVERSION + anchorValue * STEP_VOLATILITY * (2 * random() - 1);
  const low = anchorValue * (1 - ORACLE_WALK_BAND);
  const high = anchorValue * (1 + ORACLE_WALK_BAND);
  return BigInt(Math.round(Math.min(high, Math.max(low, next))));
}

/** True when `feed` is a DevnetPriceFeed owned by `account` (never Chainlink's feed). */
export async function ownsDevnetFeed(client: KeeperClient, feed: Address, account: Address): Promise<boolean> {
  try {
    const owner = await client.readContract({ address: feed, abi: devnetPriceFeedAbi, functionName: 'owner' });
    return isAddressEqual(owner, account);
  } catch {
    return false;
  }
}

export interface OracleKeeper extends Keeper {
  /** Publishes the walk's next answer now (the operator keeper calls it right before a lock). */
  submitNow(): Promise<void>;
}

export function startOracleKeeper(options: {
  rpcUrl: string;
  chain: Chain;
  feed: Address;
  account: LocalAccount;
  /** The walk's centre, in the feed's decimals (the seeded BNB price). */
  anchor: bigint;
  intervalMs?: number;
  random?: () => number;
  log?: (message: string) => void;
}): OracleKeeper {
  const { feed, anchor } = options;
  const random = options.random ?? Math.random;
  const client = createKeeperClient(options.rpcUrl, options.chain, options.account);
  const sender = createKeeperSender(client, { name: 'oracle keeper', log: options.log ?? console.log });
  // One submission at a time: the timer and the operator's request share the account's nonce.
  let queue: Promise<void> = Promise.resolve();

  async function submit(): Promise<void> {
    const [, current] = await client.readContract({
      address: feed,
      abi: devnetPriceFeedAbi,
      functionName: 'latestRoundData',
    });
    await sender.write('submit', {
      address: feed,
      abi: devnetPriceFeedAbi,
      functionName: 'submit',
      args: [nextOracleAnswer(current, anchor, random)],
    });
  }
  function submitNow(): Promise<void> {
    const next = queue.then(submit);
    queue = next.catch(() => {});
    return next;
  }

  const loop = runEvery({
    name: 'oracle keeper',
    intervalMs: options.intervalMs ?? 5_000,
    step: submitNow,
    log: options.log ?? console.log,
  });
  return {
    submitNow,
    async stop() {
      await loop.stop();
      await queue;
    },
  };
}
