// Parity of the split search with the split router: every split the SDK finds, sent to the
// devnet's FlaskSplitRouter, must pay and take exactly the SDK's amounts, part by part, to the wei,
// and leave the pairs with the reserves the SDK's simulation predicts. A fresh devnet (port 8604)
// with random reserves written into fresh pairs (transfer + sync, reverted between runs).
import { flaskPairAbi, flaskSplitRouterAbi, wbnbAbi } from '@flaskswap/contracts';
import { deployerAccount } from '@flaskswap/devnet';
import fc from 'fast-check';
import { type Address, erc20Abi, maxUint256 } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bestSplitTradeExactIn,
  bestSplitTradeExactOut,
  type Currency,
  CurrencyAmount,
  NativeCurrency,
  Pair,
  type SplitTrade,
  Token,
} from '../../src/index.ts';
import { DevnetSession, type SessionClient } from '../support/devnetSession.ts';
import { createTestPairs, deployTestTokens, reserveWrites } from '../support/testPairs.ts';
import { runSplitWithPairs } from './split-brute-force.ts';

const PORT = Number(process.env.SDK_SPLIT_PARITY_TEST_PORT ?? 8604);
const RUNS = 30;
/** Receives the BNB of BNB-out trades: an account without gas costs of its own. */
const BNB_RECIPIENT: Address = '0x00000000000000000000000000000000005b1175';

let session: DevnetSession;
let client: SessionClient;
let splitRouter: Address;
let wbnb: Token;
let bnb: NativeCurrency;
/** t0 (the input), t1, t2 and t3 (the output), of 18, 6, 8 and 18 decimals. */
let tokens: Token[];
/** t0-t1, t1-t3, t0-t2, t2-t3, t1-t2, and WBNB-t1, WBNB-t2: several routes to t3, sharing pairs. */
let pairTokens: [Token, Token][];
let chainPairs: Address[];

beforeAll(async () => {
  session = await DevnetSession.start(PORT);
  client = session.client;
  const { manifest } = session.devnet;
  splitRouter = manifest.contracts.FlaskSplitRouter!;
  wbnb = new Token({ chainId: session.devnet.chain.id, address: manifest.tokens.WBNB!, decimals: 18, symbol: 'WBNB' });
  bnb = new NativeCurrency({ wrapped: wbnb });
  tokens = await deployTestTokens(session, [18, 6, 8, 18], 'SPL');
  const [t0, t1, t2, t3] = tokens as [Token, Token, Token, Token];
  pairTokens = [
    [t0, t1],
    [t1, t3],
    [t0, t2],
    [t2, t3],
    [t1, t2],
    [wbnb, t1],
    [wbnb, t2],
  ];
  chainPairs = await createTestPairs(session, manifest.contracts.FlaskFactory!, pairTokens);
  await client.setBalance({ address: deployerAccount.address, value: 10n ** 31n });
  await session.send([
    { address: wbnb.address, abi: wbnbAbi, functionName: 'deposit', value: 10n ** 30n },
    ...[...tokens, wbnb].map((token) => ({
      address: token.address,
      abi: erc20Abi,
      functionName: 'approve',
      args: [splitRouter, maxUint256],
    })),
  ]);
  await session.markSetup();
}, 180_000);

// Stopping removes the node's state cache, which can take a while on a loaded machine.
afterAll(() => session?.stop(), 60_000);

async function chainPairsNow(): Promise<Pair[]> {
  return Promise.all(
    chainPairs.map(async (address, i) => {
      const [a, b] = pairTokens[i]!;
      const [token0, token1] = a.sortsBefore(b) ? [a, b] : [b, a];
      const [reserve0, reserve1] = await client.readContract({
        address,
        abi: flaskPairAbi,
        functionName: 'getReserves',
      });
      return new Pair(CurrencyAmount.fromRaw(token0, reserve0), CurrencyAmount.fromRaw(token1, reserve1));
    }),
  );
}

type Kind = 'tokens' | 'bnbIn' | 'bnbOut';

/** The split router's function, its arguments and value for a trade of this kind. */
function splitCall(trade: SplitTrade, kind: Kind, to: Address) {
  const exactIn = trade.tradeType === 'exactIn';
  const amounts = trade.parts.map((part) => (exactIn ? part.inputAmount.raw : part.outputAmount.raw));
  const paths = trade.parts.map((part) => part.route.path.map((token) => token.address));
  const bound = exactIn ? trade.outputAmount.raw : trade.inputAmount.raw;
  const value = kind === 'bnbIn' ? trade.inputAmount.raw : 0n;
  if (exactIn) {
    const name = {
      tokens: 'swapExactTokensForTokensSplit',
      bnbIn: 'swapExactETHForTokensSplit',
      bnbOut: 'swapExactTokensForETHSplit',
    } as const;
    return { functionName: name[kind], args: [amounts, paths, bound, to, maxUint256] as const, value };
  }
  if (kind === 'bnbIn') {
    return {
      functionName: 'swapETHForExactTokensSplit' as const,
      args: [amounts, paths, to, maxUint256] as const,
      value,
    };
  }
  const name = kind === 'bnbOut' ? 'swapTokensForExactETHSplit' : 'swapTokensForExactTokensSplit';
  return { functionName: name, args: [amounts, paths, bound, to, maxUint256] as const, value };
}

const counts = { runs: 0, routed: 0, split: 0, sharedPair: 0 };

describe('split parity with the devnet split router', () => {
  it("pays and takes the SDK's amounts part by part, and leaves the reserves it predicts (property)", async () => {
    // Markets as arbitrage keeps them: a price per token (t0..t3, WBNB), a depth per pair in value
    // (10^20 to 10^26 units), reserves at those prices within ±1%. Large trades then split often.
    const market = fc
      .record({
        prices: fc.array(fc.integer({ min: 1, max: 1000 }), { minLength: 5, maxLength: 5 }),
        depths: fc.array(
          fc.tuple(fc.bigInt({ min: 10n ** 20n, max: 10n ** 26n }), fc.integer({ min: -100, max: 100 })),
          {
            minLength: 7,
            maxLength: 7,
          },
        ),
      })
      .map(({ prices, depths }) =>
        depths.map(([depth, noiseBips], i) => {
          const [a, b] = pairTokens[i]!.map((token) => prices[token === wbnb ? 4 : tokens.indexOf(token)]!);
          return [
            (depth * 1000n) / BigInt(a!),
            (depth * BigInt(1000 * (10_000 + noiseBips))) / 10_000n / BigInt(b!),
          ] as const;
        }),
      );
    await fc.assert(
      fc.asyncProperty(
        market,
        fc.constantFrom<Kind>('tokens', 'tokens', 'bnbIn', 'bnbOut'),
        fc.boolean(),
        fc.integer({ min: 10, max: 3000 }),
        async (reserves, kind, exactIn, bips) => {
          counts.runs++;
          await session.revertToSetup();
          await session.send(
            reserves.flatMap(([reserveA, reserveB], i) =>
              reserveWrites(chainPairs[i]!, [pairTokens[i]![0], reserveA], [pairTokens[i]![1], reserveB]),
            ),
          );
          const pairs = await chainPairsNow();
          const [t0, t3] = [tokens[0]!, tokens[3]!];
          const currencyIn: Currency = kind === 'bnbIn' ? bnb : t0;
          const currencyOut: Currency = kind === 'bnbOut' ? bnb : t3;
          const typed = exactIn ? currencyIn : currencyOut;
          // A trade of 0.1% to 30% of the deepest reserve of the typed token.
          let deepest = 0n;
          for (const p of pairs) {
            if (p.involvesToken(typed.wrapped) && p.reserveOf(typed.wrapped).raw > deepest) {
              deepest = p.reserveOf(typed.wrapped).raw;
            }
          }
          const amount = CurrencyAmount.fromRaw(typed, (deepest * BigInt(bips)) / 10_000n);
          const trade = exactIn
            ? bestSplitTradeExactIn(pairs, amount, currencyOut)
            : bestSplitTradeExactOut(pairs, currencyIn, amount);
          if (!trade) return;
          counts.routed++;
          if (trade.isSplit) counts.split++;
          const used = trade.parts.flatMap((part) => part.route.pairs);
          if (new Set(used).size < used.length) counts.sharedPair++;

          const to = kind === 'bnbOut' ? BNB_RECIPIENT : deployerAccount.address;
          const call = splitCall(trade, kind, to);
          const request = { address: splitRouter, abi: flaskSplitRouterAbi, ...call };
          const { result } = await client.simulateContract({ ...request, account: deployerAccount } as never);
          const sdkParts = trade.parts.map((part) => (exactIn ? part.outputAmount.raw : part.inputAmount.raw));
          expect([...(result as readonly bigint[])]).toEqual(sdkParts);

          const received = () =>
            kind === 'bnbOut'
              ? client.getBalance({ address: to })
              : client.readContract({ address: t3.address, abi: erc20Abi, functionName: 'balanceOf', args: [to] });
          const before = await received();
          await session.send([request as never]);
          expect((await received()) - before).toBe(trade.outputAmount.raw);

          const predicted = runSplitWithPairs(
            pairs,
            trade.tradeType,
            currencyIn.wrapped,
            trade.parts.map((part) => part.route.pairs.map((p) => pairs.indexOf(p))),
            trade.parts.map((part) => (exactIn ? part.inputAmount.raw : part.outputAmount.raw)),
          );
          const after = await chainPairsNow();
          expect(after.map((p) => [p.reserve0.raw, p.reserve1.raw])).toEqual(
            predicted!.pairs.map((p) => [p.reserve0.raw, p.reserve1.raw]),
          );
        },
      ),
      // Shrinking replays chain writes: report the first counterexample as found.
      { numRuns: RUNS, endOnFailure: true },
    );
    // Not vacuous: most runs find a trade (about 90%), many of them split (about 60%), some over a
    // shared pair; the floors sit far enough below those shares that a random run never misses them.
    expect(counts.runs).toBe(RUNS);
    expect(counts.routed).toBeGreaterThanOrEqual(RUNS * 0.6);
    expect(counts.split).toBeGreaterThanOrEqual(RUNS / 6);
    expect(counts.sharedPair).toBeGreaterThanOrEqual(2);
  }, 300_000);
});
