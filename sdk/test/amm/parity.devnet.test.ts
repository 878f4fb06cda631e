// Parity with the contracts: the SDK's numbers must be the chain's numbers. A fresh devnet
// (port 8602, manifest in a temporary DEPLOYMENTS_DIR) runs the real factory, pairs and router;
// random reserves are written into fresh pairs (transfer + sync, reverted between runs with
// evm_snapshot), and the SDK's amounts, pair addresses and LP amounts are compared with what
// the router and pairs compute.
import { flaskFactoryAbi, flaskPairAbi, flaskRouterAbi, pairInitCodeHash } from '@flaskswap/contracts';
import { deployerAccount } from '@flaskswap/devnet';
import fc from 'fast-check';
import { type Address, erc20Abi } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bestTradeExactIn,
  bestTradeExactOut,
  type ChainConfig,
  CurrencyAmount,
  candidatePairTokens,
  chainConfigFromManifest,
  computePairAddress,
  getAmountOut,
  getAmountsIn,
  getAmountsOut,
  getLiquidityBurned,
  getLiquidityMinted,
  Pair,
  protocolFeeLiquidity,
  Route,
  Token,
  Trade,
} from '../../src/index.ts';
import { DevnetSession, type SessionClient } from '../support/devnetSession.ts';
import { createTestPairs, deployTestTokens, reserveWrites } from '../support/testPairs.ts';

const PORT = Number(process.env.SDK_PARITY_TEST_PORT ?? 8602);
const RUNS = 30;

let session: DevnetSession;
let client: SessionClient;
let config: ChainConfig;
let router: Address;
let factory: Address;
/** Four fresh tokens (18, 6, 8 and 18 decimals) and the chain of pairs t0-t1, t1-t2, t2-t3, all empty. */
let tokens: Token[];
let chainPairs: Address[];

const send = (requests: Parameters<DevnetSession['send']>[0]) => session.send(requests);
const revertToSetup = () => session.revertToSetup();

async function readChain<T>(read: () => Promise<T>): Promise<T | 'reverted'> {
  try {
    return await read();
  } catch {
    return 'reverted';
  }
}

function sdkOrReverted<T>(compute: () => T): T | 'reverted' {
  try {
    return compute();
  } catch {
    return 'reverted';
  }
}

/** The router's amounts along `addresses` (or 'reverted'), expected to equal the SDK's. */
async function expectRouterAmounts(
  functionName: 'getAmountsOut' | 'getAmountsIn',
  amount: bigint,
  addresses: Address[],
  sdk: () => bigint[],
): Promise<readonly bigint[] | 'reverted'> {
  const chain = await readChain(() =>
    client.readContract({ address: router, abi: flaskRouterAbi, functionName, args: [amount, addresses] }),
  );
  expect(sdkOrReverted(sdk)).toEqual(chain === 'reverted' ? chain : [...chain]);
  return chain;
}

async function onChainPair(address: Address, token0: Token, token1: Token): Promise<Pair> {
  const [reserve0, reserve1] = await client.readContract({ address, abi: flaskPairAbi, functionName: 'getReserves' });
  return new Pair(CurrencyAmount.fromRaw(token0, reserve0), CurrencyAmount.fromRaw(token1, reserve1));
}

beforeAll(async () => {
  session = await DevnetSession.start(PORT);
  client = session.client;
  const { manifest } = session.devnet;
  router = manifest.contracts.FlaskRouter!;
  factory = manifest.contracts.FlaskFactory!;
  const initCodeHash = await client.readContract({
    address: factory,
    abi: flaskFactoryAbi,
    functionName: 'INIT_CODE_PAIR_HASH',
  });
  config = chainConfigFromManifest(manifest, { initCodeHash });
  tokens = await deployTestTokens(session, [18, 6, 8, 18], 'PAR');
  chainPairs = await createTestPairs(session, factory, [
    [tokens[0]!, tokens[1]!],
    [tokens[1]!, tokens[2]!],
    [tokens[2]!, tokens[3]!],
  ]);
  await session.markSetup();
}, 180_000);

// Stopping removes the node's state cache, which can take a while on a loaded machine.
afterAll(() => session?.stop(), 60_000);

describe('parity with the devnet contracts', () => {
  it("uses the factory's init code hash, the one exported by the contracts package", () => {
    expect(config.initCodeHash).toBe(pairInitCodeHash);
  });

  it('computes every pair address the factory created', async () => {
    const count = await client.readContract({ address: factory, abi: flaskFactoryAbi, functionName: 'allPairsLength' });
    expect(count).toBeGreaterThan(10n);
    for (let i = 0n; i < count; i++) {
      const pair = await client.readContract({
        address: factory,
        abi: flaskFactoryAbi,
        functionName: 'allPairs',
        args: [i],
      });
      const [token0, token1] = await Promise.all([
        client.readContract({ address: pair, abi: flaskPairAbi, functionName: 'token0' }),
        client.readContract({ address: pair, abi: flaskPairAbi, functionName: 'token1' }),
      ]);
      const computed = computePairAddress({
        factory,
        initCodeHash: config.initCodeHash,
        tokenA: token1,
        tokenB: token0,
      });
      expect(computed).toBe(pair);
      expect(
        await client.readContract({
          address: factory,
          abi: flaskFactoryAbi,
          functionName: 'getPair',
          args: [token1, token0],
        }),
      ).toBe(computed);
    }
  });

  it("quotes exactly the router's getAmountsOut and getAmountsIn for random reserves (property)", async () => {
    const reserve = fc.bigInt({ min: 1000n, max: 10n ** 30n });
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(reserve, reserve), { minLength: 3, maxLength: 3 }),
        fc.integer({ min: 0, max: 3 }),
        fc.integer({ min: 0, max: 3 }),
        fc.bigInt({ min: 1n, max: 10n ** 30n }),
        fc.bigInt({ min: 1n, max: 10n ** 28n }),
        async (reserves, from, to, amountIn, amountOut) => {
          fc.pre(from !== to);
          await revertToSetup();
          await send(
            reserves.flatMap(([reserveA, reserveB], i) =>
              reserveWrites(chainPairs[i]!, [tokens[i]!, reserveA], [tokens[i + 1]!, reserveB]),
            ),
          );

          const pairs = await Promise.all(
            chainPairs.map((address, i) => {
              const [a, b] = [tokens[i]!, tokens[i + 1]!];
              return a.sortsBefore(b) ? onChainPair(address, a, b) : onChainPair(address, b, a);
            }),
          );
          for (const [i, pair] of pairs.entries()) expect(pair.reserveOf(tokens[i]!).raw).toBe(reserves[i]![0]);

          const step = from < to ? 1 : -1;
          const path: Token[] = [];
          for (let i = from; i !== to + step; i += step) path.push(tokens[i]!);
          const routePairs = path
            .slice(1)
            .map((_, hop) => pairs[Math.min(from + hop * step, from + (hop + 1) * step)]!);
          const hopReserves = routePairs.map(
            (pair, hop) => [pair.reserveOf(path[hop]!).raw, pair.reserveOf(path[hop + 1]!).raw] as const,
          );
          const addresses = path.map((token) => token.address);

          const chainOut = await expectRouterAmounts('getAmountsOut', amountIn, addresses, () =>
            getAmountsOut(amountIn, hopReserves),
          );
          const chainIn = await expectRouterAmounts('getAmountsIn', amountOut, addresses, () =>
            getAmountsIn(amountOut, hopReserves),
          );

          // Trades and the best-trade search over the same pairs agree with the router too.
          const route = new Route(routePairs, path[0]!, path[path.length - 1]!);
          if (chainOut !== 'reverted' && chainOut.every((amount) => amount > 0n)) {
            expect(Trade.exactIn(route, CurrencyAmount.fromRaw(path[0]!, amountIn)).outputAmount.raw).toBe(
              chainOut.at(-1),
            );
            const [best] = bestTradeExactIn(pairs, CurrencyAmount.fromRaw(path[0]!, amountIn), path.at(-1)!);
            expect(best?.outputAmount.raw).toBe(chainOut.at(-1));
          }
          if (chainIn !== 'reverted') {
            expect(Trade.exactOut(route, CurrencyAmount.fromRaw(path.at(-1)!, amountOut)).inputAmount.raw).toBe(
              chainIn[0],
            );
            const [best] = bestTradeExactOut(pairs, path[0]!, CurrencyAmount.fromRaw(path.at(-1)!, amountOut));
            expect(best?.inputAmount.raw).toBe(chainIn[0]);
          }
        },
      ),
      // Shrinking replays chain writes: report the first counterexample as found.
      { numRuns: RUNS, endOnFailure: true },
    );
  }, 120_000);

  it("finds trades over the seeded pools whose amounts are the router's (property)", async () => {
    await revertToSetup();
    // Cases with a trade to check: a generator that stops finding routes fails instead of passing.
    let routed = 0;
    const symbols = Object.keys(session.devnet.manifest.tokens).filter((symbol) => symbol !== 'BURN');
    const decimalsOf = async (address: Address) =>
      client.readContract({ address, abi: erc20Abi, functionName: 'decimals' });
    const known = new Map<string, Token>();
    for (const symbol of symbols) {
      const address = session.devnet.manifest.tokens[symbol]!;
      known.set(symbol, new Token({ chainId: config.chainId, address, decimals: await decimalsOf(address), symbol }));
    }
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...symbols),
        fc.constantFrom(...symbols),
        fc.integer({ min: -3, max: 4 }),
        async (symbolIn, symbolOut, magnitude) => {
          fc.pre(symbolIn !== symbolOut);
          const [tokenIn, tokenOut] = [known.get(symbolIn)!, known.get(symbolOut)!];
          const pairs: Pair[] = [];
          for (const [a, b] of candidatePairTokens(config, tokenIn, tokenOut)) {
            const address = computePairAddress({
              factory,
              initCodeHash: config.initCodeHash,
              tokenA: a.address,
              tokenB: b.address,
            });
            const code = await client.getCode({ address });
            if (!code || code === '0x') continue;
            const [token0, token1] = a.sortsBefore(b) ? [a, b] : [b, a];
            // Base tokens come from the config: use their real decimals from the chain.
            const real0 = known.get(token0.symbol) ?? token0;
            const real1 = known.get(token1.symbol) ?? token1;
            pairs.push(await onChainPair(address, real0, real1));
          }
          const amountIn = 10n ** BigInt(tokenIn.decimals + magnitude);
          const [best] = bestTradeExactIn(pairs, CurrencyAmount.fromRaw(tokenIn, amountIn), tokenOut);
          if (!best) return;
          routed++;
          const amounts = await client.readContract({
            address: router,
            abi: flaskRouterAbi,
            functionName: 'getAmountsOut',
            args: [amountIn, best.route.path.map((token) => token.address)],
          });
          expect(amounts.at(-1)).toBe(best.outputAmount.raw);
        },
      ),
      // Shrinking replays chain writes: report the first counterexample as found.
      { numRuns: RUNS, endOnFailure: true },
    );
    // About 25 of 30 have one (the largest amounts find no route); under half means a broken generator.
    expect(routed).toBeGreaterThanOrEqual(RUNS / 2);
  }, 120_000);

  it('mints and burns LP exactly as the pair does, protocol fee included (property)', async () => {
    const [tokenA, tokenB] = [tokens[0]!, tokens[1]!];
    const [token0, token1] = tokenA.sortsBefore(tokenB) ? [tokenA, tokenB] : [tokenB, tokenA];
    const pair = chainPairs[0]!;
    const feeTo = await client.readContract({ address: factory, abi: flaskFactoryAbi, functionName: 'feeTo' });
    const lpBalance = (owner: Address) =>
      client.readContract({ address: pair, abi: flaskPairAbi, functionName: 'balanceOf', args: [owner] });
    const state = async () => {
      const [[reserve0, reserve1], totalSupply, kLast] = await Promise.all([
        client.readContract({ address: pair, abi: flaskPairAbi, functionName: 'getReserves' }),
        client.readContract({ address: pair, abi: flaskPairAbi, functionName: 'totalSupply' }),
        client.readContract({ address: pair, abi: flaskPairAbi, functionName: 'kLast' }),
      ]);
      return { reserve0, reserve1, totalSupply, kLast, feeOn: true };
    };
    const deposit = (amount0: bigint, amount1: bigint) => [
      { address: token0.address, abi: erc20Abi, functionName: 'transfer', args: [pair, amount0] },
      { address: token1.address, abi: erc20Abi, functionName: 'transfer', args: [pair, amount1] },
      { address: pair, abi: flaskPairAbi, functionName: 'mint', args: [deployerAccount.address] },
    ];
    const amount = fc.bigInt({ min: 10n ** 6n, max: 10n ** 28n });
    await fc.assert(
      fc.asyncProperty(
        amount,
        amount,
        amount,
        amount,
        amount,
        fc.integer({ min: 1, max: 100 }),
        async (a0, a1, swapIn, b0, b1, burnPercent) => {
          await revertToSetup();
          // First mint: sqrt(a0 × a1) − MINIMUM_LIQUIDITY.
          await send(deposit(a0, a1));
          expect(await lpBalance(deployerAccount.address)).toBe(
            getLiquidityMinted({ reserve0: 0n, reserve1: 0n, totalSupply: 0n }, a0, a1),
          );

          // A swap grows k, so the next mint first pays the protocol its 8/25 of the fee.
          const out = getAmountOut(swapIn, a0, a1);
          fc.pre(out > 0n);
          await send([
            { address: token0.address, abi: erc20Abi, functionName: 'transfer', args: [pair, swapIn] },
            { address: pair, abi: flaskPairAbi, functionName: 'swap', args: [0n, out, deployerAccount.address, '0x'] },
          ]);
          const beforeMint = await state();
          const expectedFee = protocolFeeLiquidity(beforeMint);
          let expectedMinted: bigint;
          try {
            expectedMinted = getLiquidityMinted(beforeMint, b0, b1);
          } catch {
            return;
          }
          const lpBefore = await lpBalance(deployerAccount.address);
          const feeBefore = await lpBalance(feeTo);
          await send(deposit(b0, b1));
          expect(await lpBalance(deployerAccount.address)).toBe(lpBefore + expectedMinted);
          expect(await lpBalance(feeTo)).toBe(feeBefore + expectedFee);

          // Burn part of it: pro rata of the reserves (no fee mint: k has not grown since).
          const liquidity = ((lpBefore + expectedMinted) * BigInt(burnPercent)) / 100n;
          const beforeBurn = await state();
          const expected = sdkOrReverted(() => getLiquidityBurned(beforeBurn, liquidity));
          const balance = (token: Token) =>
            client.readContract({
              address: token.address,
              abi: erc20Abi,
              functionName: 'balanceOf',
              args: [deployerAccount.address],
            });
          const [before0, before1] = [await balance(token0), await balance(token1)];
          const burned = await readChain(() =>
            send([
              { address: pair, abi: flaskPairAbi, functionName: 'transfer', args: [pair, liquidity] },
              { address: pair, abi: flaskPairAbi, functionName: 'burn', args: [deployerAccount.address] },
            ]),
          );
          if (expected === 'reverted') {
            expect(burned).toBe('reverted');
            return;
          }
          expect({ amount0: (await balance(token0)) - before0, amount1: (await balance(token1)) - before1 }).toEqual(
            expected,
          );
        },
      ),
      // Shrinking replays chain writes: report the first counterexample as found.
      { numRuns: RUNS, endOnFailure: true },
    );
  }, 120_000);
});
