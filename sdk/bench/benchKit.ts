// What the routing benches share: the synthetic markets (the same every run), and timing a
// runner's passes over its queries (samples of a minimum length, median per query).
import { seededRandom } from '@flaskswap/devnet';
import { CurrencyAmount, Pair, PairIndex, Token } from '../src/index.ts';
import { type PancakePair, type PancakeToken, toPancake } from './pancake.ts';

/** Reserves spread over six orders of magnitude: 10^3 to 10^9 whole tokens. */
function randomReserve(next: () => number): bigint {
  const wholeTokens = 10 ** (3 + next() * 6);
  return BigInt(Math.floor(wholeTokens * 1e6)) * 10n ** 12n;
}

export interface Market {
  tokens: Token[];
  pairs: Pair[];
  index: PairIndex;
  theirs: { pairs: PancakePair[]; token: (token: Token) => PancakeToken };
  queries: { tokenIn: Token; tokenOut: Token; amount: bigint }[];
}

/** `pairCount` random pairs over `tokenCount` tokens; `queryPairs` token pairs, each with every amount. */
export function buildMarket(
  pairCount: number,
  tokenCount: number,
  seed: number,
  queryPairs: number,
  amounts: readonly bigint[],
): Market {
  // Deterministic (mulberry32): every run benches the same markets.
  const next = seededRandom(seed);
  const tokens = Array.from(
    { length: tokenCount },
    (_, i) =>
      new Token({
        chainId: 56,
        address: `0x${Math.floor(next() * 2 ** 48)
          .toString(16)
          .padStart(12, '0')}${i.toString(16).padStart(28, '0')}`,
        decimals: 18,
        symbol: `TK${i}`,
      }),
  );
  const taken = new Set<string>();
  const pairs: Pair[] = [];
  while (pairs.length < pairCount) {
    const a = Math.floor(next() * tokenCount);
    const b = Math.floor(next() * tokenCount);
    const key = a < b ? `${a}-${b}` : `${b}-${a}`;
    if (a === b || taken.has(key)) continue;
    taken.add(key);
    pairs.push(
      new Pair(
        CurrencyAmount.fromRaw(tokens[a]!, randomReserve(next)),
        CurrencyAmount.fromRaw(tokens[b]!, randomReserve(next)),
      ),
    );
  }
  const queries: Market['queries'] = [];
  for (let q = 0; q < queryPairs; q++) {
    const a = Math.floor(next() * tokenCount);
    let b = Math.floor(next() * tokenCount);
    if (b === a) b = (a + 1) % tokenCount;
    for (const amount of amounts) queries.push({ tokenIn: tokens[a]!, tokenOut: tokens[b]!, amount });
  }
  return { tokens, pairs, index: new PairIndex(pairs), theirs: toPancake(pairs), queries };
}

/** One implementation's answer to one query; `describe` turns it into comparable strings. */
export interface Runner {
  run: (query: number) => unknown;
  describe: (result: unknown) => string[];
}

/** Per runner, the median time per query in microseconds: by the clock on the wall, and in CPU
 * time of this process (what the work costs where other processes share the cores). */
export interface RunnerTimes {
  wall: number[];
  cpu: number[];
}

/** Times runners over the same queries: warm-up passes, then `samples` alternating samples (so
 * drift in machine load hits all alike), each as many passes as last `minSampleUs`. */
export function timeRunners(
  runners: readonly Pick<Runner, 'run'>[],
  queryCount: number,
  { samples, minSampleUs }: { samples: number; minSampleUs: number },
): RunnerTimes {
  for (let i = 0; i < 5; i++) for (const runner of runners) timePasses(runner, queryCount);
  const repeats = runners.map((runner) => repeatsFor(runner, queryCount, minSampleUs));
  const wall: number[][] = runners.map(() => []);
  const cpu: number[][] = runners.map(() => []);
  for (let i = 0; i < samples; i++) {
    for (let r = 0; r < runners.length; r++) {
      const sample = timePasses(runners[r]!, queryCount, repeats[r]);
      wall[r]!.push(sample.wallUs);
      cpu[r]!.push(sample.cpuUs);
    }
  }
  const perQuery = (samplesUs: number[], r: number) => median(samplesUs) / repeats[r]! / queryCount;
  return { wall: wall.map(perQuery), cpu: cpu.map(perQuery) };
}

/** Wall and CPU time of `repeats` passes over all queries, in microseconds. */
function timePasses(runner: Pick<Runner, 'run'>, queryCount: number, repeats = 1) {
  const cpuBefore = process.cpuUsage();
  const started = process.hrtime.bigint();
  for (let i = 0; i < repeats; i++) for (let q = 0; q < queryCount; q++) runner.run(q);
  const wallUs = Number(process.hrtime.bigint() - started) / 1000;
  const { user, system } = process.cpuUsage(cpuBefore);
  return { wallUs, cpuUs: user + system };
}

/** How many passes make one sample of at least `minSampleUs`. */
function repeatsFor(runner: Pick<Runner, 'run'>, queryCount: number, minSampleUs: number): number {
  return Math.max(1, Math.ceil(minSampleUs / Math.max(timePasses(runner, queryCount).wallUs, 1)));
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
