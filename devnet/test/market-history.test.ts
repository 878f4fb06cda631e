// A fresh devnet with market history: its clock ends near now, the traded pairs have swaps
// spread over the days, back at their seed prices, and the thin pairs were never traded.
import { flaskFactoryAbi, flaskPairAbi } from '@flaskswap/contracts';
import { type Address, parseAbiItem } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_PAIRS } from '../src/deploy/amm.seed.ts';
import { marketKeeperAccount } from '../src/keepers/account.ts';
import { resolveMarketPairs } from '../src/keepers/marketPairs.ts';
import { deviationFromReference } from '../src/keepers/tradeChoice.ts';
import { startTestDevnet, type TestDevnet } from '../src/testDevnet.ts';

const PORT = Number(process.env.MARKET_HISTORY_TEST_PORT ?? 8609);
const DAYS = 2;
const swapEvent = parseAbiItem(
  'event Swap(address indexed sender, uint256 amount0In, uint256 amount1In, uint256 amount0Out, uint256 amount1Out, address indexed to)',
);

let devnet: TestDevnet;
let startedAt: number;

beforeAll(async () => {
  startedAt = Math.floor(Date.now() / 1000);
  // Its own chain: the history's end at wall-clock time is what this file checks.
  devnet = await startTestDevnet(PORT, undefined, { historyDays: DAYS, newChain: true });
}, 180_000);

afterAll(() => devnet?.stop());

describe('market history', () => {
  it('ends with the chain clock at wall-clock time', async () => {
    const latest = await devnet.client.getBlock();
    const now = Math.floor(Date.now() / 1000);
    expect(Number(latest.timestamp)).toBeGreaterThanOrEqual(startedAt);
    expect(Number(latest.timestamp)).toBeLessThanOrEqual(now + 5);
    const genesis = await devnet.client.getBlock({ blockNumber: 0n });
    expect(Number(genesis.timestamp)).toBeLessThan(startedAt - DAYS * 86_400);
    expect(devnet.historySwaps).toBeGreaterThan(DAYS * 24);
  });

  it('gives every traded pair swaps spread over the days, ending at its seed price', async () => {
    const pairs = await resolveMarketPairs(devnet.client, devnet.manifest);
    expect(pairs.length).toBeGreaterThan(5);
    const logs = await devnet.client.getLogs({ event: swapEvent, fromBlock: 0n, toBlock: 'latest' });
    const blocks = new Map<bigint, number>();
    for (const pair of pairs) {
      const own = logs.filter((log) => log.address.toLowerCase() === pair.address.toLowerCase());
      const days = new Set<number>();
      for (const log of own) {
        if (!blocks.has(log.blockNumber)) {
          blocks.set(
            log.blockNumber,
            Number((await devnet.client.getBlock({ blockNumber: log.blockNumber })).timestamp),
          );
        }
        days.add(Math.floor((startedAt - blocks.get(log.blockNumber)!) / 86_400));
      }
      expect(own.length, pair.label).toBeGreaterThan(DAYS * 4);
      expect(days.size, pair.label).toBeGreaterThanOrEqual(DAYS);
      expect(own.every((log) => log.args.to === marketKeeperAccount.address)).toBe(true);
      const [reserve0, reserve1] = await devnet.client.readContract({
        address: pair.address,
        abi: flaskPairAbi,
        functionName: 'getReserves',
      });
      const deviation = deviationFromReference({ reserve0, reserve1, referencePrice: pair.referencePrice });
      expect(Math.abs(deviation), pair.label).toBeLessThan(1e-6);
    }
  });

  it('never trades the thin pairs', async () => {
    const traded = new Set((await resolveMarketPairs(devnet.client, devnet.manifest)).map((pair) => pair.address));
    for (const [x, y] of SEED_PAIRS) {
      const address = (await devnet.client.readContract({
        address: devnet.manifest.contracts.FlaskFactory!,
        abi: flaskFactoryAbi,
        functionName: 'getPair',
        args: [devnet.manifest.tokens[x]!, devnet.manifest.tokens[y]!],
      })) as Address;
      if (traded.has(address)) continue;
      const swaps = await devnet.client.getLogs({ address, event: swapEvent, fromBlock: 0n, toBlock: 'latest' });
      expect(swaps, `${x}-${y}`).toHaveLength(0);
    }
  });
});
