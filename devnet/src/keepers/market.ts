// The market keeper: trades the deep seeded pairs around their seed prices, live beside
// `npm start` and fast-forwarded through past hours when a fresh devnet is deployed, so the
// indexer has volume, fees and candles to show. Trades come from tradeChoice.ts in both cases.
import { flaskPairAbi, flaskRouterAbi, flaskTradingCompetitionAbi } from '@flaskswap/contracts';
import type { PidLock } from '@flaskswap/supervisor';
import {
  type Address,
  type Chain,
  createWalletClient,
  erc20Abi,
  type Hex,
  http,
  isAddressEqual,
  type LocalAccount,
  maxUint256,
  type PublicClient,
  parseGwei,
  publicActions,
} from 'viem';
import { sendAndWait } from '../kit/receipt.ts';
import { anvilActions } from '../kit/testClient.ts';
import type { Manifest } from '../manifest.ts';
import { competitionTraderAccounts, marketKeeperAccount } from './account.ts';
import { type KeeperClient, lockKeeperAccount, shortReason } from './client.ts';
import { type MarketPair, resolveMarketPairs } from './marketPairs.ts';
import { createKeeperSender, type KeeperSender, type SenderClient } from './sender.ts';
import { chooseTrade, chooseTradeOn, type PairState, restoringTrade, type Trade } from './tradeChoice.ts';

/** A swap costs about 100k gas; a fixed limit and fee skip estimating before every trade. */
const SWAP_GAS = 250_000n;
/** A history swap still pending this long under automine is mined by hand (the kit's send-and-wait). */
const NUDGE_AFTER_MS = 5_000;
const MAX_FEE_PER_GAS = parseGwei('50');
/** A competition trader's swap is this fraction of a keeper trade (tens to hundreds of dollars): volume, not price moves. */
const COMPETITION_TRADE_DIVISOR = 200n;
/** FlaskTradingCompetition's Open status. */
const COMPETITION_OPEN = 1;

/** A swap a competition trader made (MarketTrader.competitionTrade). */
export interface CompetitionSwap {
  trader: Address;
  pair: Address;
  hash: Hex;
}

/** Sends the keeper's swaps on one devnet. */
export class MarketTrader {
  private readonly client;
  private pairs: MarketPair[] | undefined;
  private readonly senders = new Map<Address, KeeperSender>();

  constructor(
    rpcUrl: string,
    chain: Chain,
    private readonly manifest: Manifest,
    private readonly log: (message: string) => void = console.log,
  ) {
    this.client = createWalletClient({
      account: marketKeeperAccount,
      chain,
      transport: http(rpcUrl, { retryCount: 0, timeout: 10_000 }),
    })
      .extend(publicActions)
      .extend(anvilActions);
  }

  get publicClient(): PublicClient {
    return this.client as unknown as PublicClient;
  }

  async marketPairs(): Promise<MarketPair[]> {
    this.pairs ??= await resolveMarketPairs(this.publicClient, this.manifest);
    return this.pairs;
  }

  /** Reserves of every market pair, in one multicall. */
  async states(): Promise<PairState[]> {
    const pairs = await this.marketPairs();
    const reserves = await this.client.multicall({
      contracts: pairs.map(
        (pair) => ({ address: pair.address, abi: flaskPairAbi, functionName: 'getReserves' }) as const,
      ),
      allowFailure: false,
    });
    return pairs.map((pair, i) => ({
      reserve0: reserves[i]![0],
      reserve1: reserves[i]![1],
      referencePrice: pair.referencePrice,
    }));
  }

  private tokensOf(trade: Trade): readonly [`0x${string}`, `0x${string}`] {
    const pair = this.pairs![trade.pairIndex]!;
    return trade.zeroForOne ? [pair.token0, pair.token1] : [pair.token1, pair.token0];
  }

  /** The trade, shrunk to a quarter of what `holder` (the keeper) holds when it holds too little (or undefined when nothing). */
  async affordable(trade: Trade, holder: Address = marketKeeperAccount.address): Promise<Trade | undefined> {
    const [tokenIn] = this.tokensOf(trade);
    const balance = await this.client.readContract({
      address: tokenIn,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [holder],
    });
    if (balance >= trade.amountIn) return trade;
    return balance / 4n > 0n ? { ...trade, amountIn: balance / 4n } : undefined;
  }

  /**
   * A live swap from the keeper or `account`, sent and confirmed like every keeper transaction
   * (sender.ts: replaced with higher fees when it stays unmined).
   */
  async swap(trade: Trade, account: LocalAccount = marketKeeperAccount): Promise<Hex> {
    let sender = this.senders.get(account.address);
    if (!sender) {
      sender = createKeeperSender(this.client as unknown as SenderClient, {
        name: 'market keeper',
        log: this.log,
        account,
      });
      this.senders.set(account.address, sender);
    }
    const receipt = await sender.write('swap', {
      address: this.manifest.contracts.FlaskRouter!,
      abi: flaskRouterAbi,
      functionName: 'swapExactTokensForTokens',
      args: [trade.amountIn, 0n, this.tokensOf(trade), account.address, maxUint256],
      gas: SWAP_GAS,
    });
    return receipt.transactionHash;
  }

  /** Sends a history swap from the keeper or `account` (the seeds approved the router for every token they hold). */
  async send(trade: Trade, nonce?: number, account: LocalAccount = marketKeeperAccount): Promise<Hex> {
    return this.client.writeContract({
      account,
      address: this.manifest.contracts.FlaskRouter!,
      abi: flaskRouterAbi,
      functionName: 'swapExactTokensForTokens',
      args: [trade.amountIn, 0n, this.tokensOf(trade), account.address, maxUint256],
      gas: SWAP_GAS,
      maxFeePerGas: MAX_FEE_PER_GAS,
      maxPriorityFeePerGas: 0n,
      nonce,
    });
  }

  /**
   * While the manifest's trading competition is Open: a small swap from a random seeded competition trader
   * (registered by the competition seed) on a random eligible pair, leaning back to the seed price
   * like the keeper's own trades, so the leaderboard moves. Undefined when there is no competition, it
   * is not open, or the trader holds none of the token to sell.
   */
  async competitionTrade(random: () => number): Promise<CompetitionSwap | undefined> {
    const competition = this.manifest.competition;
    if (!competition) return undefined;
    const status = await this.client.readContract({
      address: competition.address,
      abi: flaskTradingCompetitionAbi,
      functionName: 'currentStatus',
    });
    if (status !== COMPETITION_OPEN) return undefined;
    const pairs = await this.marketPairs();
    const eligible = pairs.flatMap((pair, index) =>
      competition.eligiblePairs.some((entry) => isAddressEqual(entry.address, pair.address)) ? [index] : [],
    );
    if (eligible.length === 0) return undefined;
    const pick = <T>(items: readonly T[]) => items[Math.min(items.length - 1, Math.floor(random() * items.length))]!;
    const pairIndex = pick(eligible);
    const account = pick(competitionTraderAccounts);
    const chosen = chooseTradeOn((await this.states())[pairIndex]!, pairIndex, random);
    const trade = await this.affordable(
      { ...chosen, amountIn: chosen.amountIn / COMPETITION_TRADE_DIVISOR },
      account.address,
    );
    if (!trade) return undefined;
    const hash = await this.swap(trade, account);
    return { trader: account.address, pair: pairs[pairIndex]!.address, hash };
  }

  /** The keeper key's lock on this chain (keyLock.ts). */
  lockKey(): Promise<PidLock> {
    return lockKeeperAccount(this.client as unknown as KeeperClient, marketKeeperAccount.address);
  }

  async nonce(): Promise<number> {
    return this.client.getTransactionCount({ address: marketKeeperAccount.address, blockTag: 'pending' });
  }

  /** Waits for the receipt, at block pace. */
  async waitMined(hash: Hex): Promise<void> {
    await sendAndWait(this.client, hash, { label: `swap ${hash}`, pollingInterval: 250, stallMs: 60_000 });
  }

  /**
   * Waits for a history swap under automine, polling often. anvil 1.7.1 now and then leaves one
   * pending (seen on a loaded machine while it dumps its state every 5 s), so the wait mines a
   * block by hand after a while; it keeps the timestamp set for it.
   */
  async waitMinedNudging(hash: Hex): Promise<void> {
    await sendAndWait(this.client, hash, { label: `swap ${hash}`, pollingInterval: 5, stallMs: NUDGE_AFTER_MS });
  }

  /** The next block (a history swap's) is stamped `timestamp`. */
  async setNextBlockTimestamp(timestamp: number): Promise<void> {
    await this.client.setNextBlockTimestamp({ timestamp: BigInt(timestamp) });
  }
}

export interface MarketKeeper {
  stop(): Promise<void>;
}

/** MARKET_KEEPER=off (or 0/false/no) switches the live keeper off. */
export function marketKeeperEnabled(env: NodeJS.ProcessEnv = process.env): boolean {
  return !['off', '0', 'false', 'no'].includes((env.MARKET_KEEPER ?? '').trim().toLowerCase());
}

/**
 * Trades one swap every `intervalMs` until stopped. An RPC error (node restarting, busy) is
 * logged once, and the keeper keeps trying at its pace: it never throws once started. Starting
 * throws KeyInUseError when another keeper trades from its key on this chain.
 */
export async function startMarketKeeper(options: {
  trader: MarketTrader;
  intervalMs?: number;
  random?: () => number;
  log?: (message: string) => void;
}): Promise<MarketKeeper> {
  const { trader } = options;
  const lock = await trader.lockKey();
  const intervalMs = options.intervalMs ?? 4_000;
  const random = options.random ?? Math.random;
  const log = options.log ?? console.log;
  let stopped = false;
  let failing = false;
  let timer: NodeJS.Timeout | undefined;
  let inFlight: Promise<void> = Promise.resolve();

  async function tradeOnce(): Promise<void> {
    const trade = await trader.affordable(chooseTrade(await trader.states(), random));
    if (trade) await trader.swap(trade);
    await trader.competitionTrade(random);
  }

  function schedule() {
    if (stopped) return;
    timer = setTimeout(() => {
      inFlight = tradeOnce()
        .then(() => {
          if (failing) log('market keeper: trading again');
          failing = false;
        })
        .catch((error: unknown) => {
          if (!failing && !stopped) {
            log(`market keeper: a trade failed (${shortReason(error)}); retrying every ${intervalMs / 1000} s`);
          }
          failing = true;
        })
        .finally(schedule);
    }, intervalMs);
  }
  schedule();

  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await inFlight;
      lock.release();
    },
  };
}

export interface HistoryOptions {
  /** Unix seconds of the first and last hour to trade in. */
  from: number;
  to: number;
  /** Swaps per hour, each on a different pair. */
  tradesPerHour?: number;
  random: () => number;
  /** Ends with one trade per pair back to its seed price (deterministic test chains). */
  restoreReferencePrices?: boolean;
}

const HOUR = 3600;

/** 0..count-1 in random order (Fisher–Yates). */
function shuffled(count: number, random: () => number): number[] {
  const order = Array.from({ length: count }, (_, i) => i);
  for (let i = count - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  return order;
}

/**
 * Trades hour by hour from `from` to `to`, each swap in its own block stamped with a time in
 * that hour (evm_setNextBlockTimestamp), so the chain's clock ends at `to`. Needs blocks mined
 * per transaction (automine or mixed mining). Returns the number of swaps.
 */
export async function generateHistory(trader: MarketTrader, options: HistoryOptions): Promise<number> {
  const pairs = await trader.marketPairs();
  const perHour = Math.min(options.tradesPerHour ?? 6, pairs.length);
  let nonce = await trader.nonce();
  let swaps = 0;
  const trade = async (chosen: Trade, timestamp: number) => {
    await trader.setNextBlockTimestamp(timestamp);
    await trader.waitMinedNudging(await trader.send(chosen, nonce++));
    swaps++;
  };
  for (let hour = options.from; hour + HOUR <= options.to; hour += HOUR) {
    const states = await trader.states();
    const order = shuffled(states.length, options.random);
    for (let slot = 0; slot < perHour; slot++) {
      const pairIndex = order[slot]!;
      const chosen = chooseTrade([states[pairIndex]!], options.random);
      await trade({ ...chosen, pairIndex }, hour + Math.floor(((slot + 1) * HOUR) / (perHour + 1)));
    }
  }
  if (options.restoreReferencePrices) {
    const states = await trader.states();
    let timestamp = options.to - states.length;
    for (const [i, state] of states.entries()) {
      const back = restoringTrade(state, i);
      if (back) await trade(back, timestamp);
      timestamp++;
    }
  }
  return swaps;
}
