// Routing benchmark: our bestTradeExactIn / bestTradeExactOut against @pancakeswap/sdk's V2
// Trade.bestTradeExactIn / bestTradeExactOut on the same synthetic pairs. Every query's answers
// must be identical (same routes, same amounts, same order); the bench fails otherwise.
// Writes bench/results/routing.json and bench/results/routing.md at the repository root.
//
//   npx tsx sdk/bench/routing.ts [--quick]
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as Pancake from '@pancakeswap/sdk';
import {
  bestTradeExactIn,
  bestTradeExactOut,
  CurrencyAmount,
  type PairsOrIndex,
  type Trade,
  type TradeType,
} from '../src/index.ts';
import { buildMarket, type Market, type Runner, timeRunners } from './benchKit.ts';
import { describeOurs, describeTheirs } from './pancake.ts';
import { runSplitBench } from './split.ts';
import { SPLIT_METHOD, SPLIT_TARGETS, splitMarkdown, splitTargetMisses } from './splitReport.ts';

const quick = process.argv.includes('--quick');
const resultsDir = join(dirname(fileURLToPath(import.meta.url)), '../../bench/results');

/** Pair-set sizes and the token universe each is drawn from (denser sets have more 3-hop routes). */
const PAIR_SETS = [
  { pairs: 10, tokens: 8 },
  { pairs: 30, tokens: 14 },
  { pairs: 100, tokens: 24 },
] as const;
const MAX_HOPS = [1, 2, 3] as const;
const TRADE_TYPES: readonly TradeType[] = ['exactIn', 'exactOut'];
/** Whole tokens (18 decimals): a small, a medium and a pool-moving trade. */
const AMOUNTS = [10n ** 15n, 10n ** 19n, 10n ** 23n] as const;
const TOKEN_PAIRS_PER_SET = quick ? 4 : 12;
const SAMPLES = quick ? 5 : 21;
const MAX_NUM_RESULTS = 3;

function ours(market: Market, tradeType: TradeType, maxHops: number, pairs: PairsOrIndex): Runner {
  const options = { maxHops, maxNumResults: MAX_NUM_RESULTS };
  // Amounts are built outside the timed calls, for both implementations.
  const amounts = market.queries.map(({ tokenIn, tokenOut, amount }) =>
    CurrencyAmount.fromRaw(tradeType === 'exactIn' ? tokenIn : tokenOut, amount),
  );
  return {
    run: (q) => {
      const { tokenIn, tokenOut } = market.queries[q]!;
      return tradeType === 'exactIn'
        ? bestTradeExactIn(pairs, amounts[q]!, tokenOut, options)
        : bestTradeExactOut(pairs, tokenIn, amounts[q]!, options);
    },
    describe: (result) => describeOurs(result as Trade[]),
  };
}

function theirs(market: Market, tradeType: TradeType, maxHops: number): Runner {
  const options = { maxHops, maxNumResults: MAX_NUM_RESULTS };
  const { pairs, token } = market.theirs;
  const amounts = market.queries.map(({ tokenIn, tokenOut, amount }) =>
    Pancake.CurrencyAmount.fromRawAmount(token(tradeType === 'exactIn' ? tokenIn : tokenOut), amount),
  );
  return {
    run: (q) => {
      const { tokenIn, tokenOut } = market.queries[q]!;
      return tradeType === 'exactIn'
        ? Pancake.Trade.bestTradeExactIn(pairs, amounts[q]!, token(tokenOut), options)
        : Pancake.Trade.bestTradeExactOut(pairs, token(tokenIn), amounts[q]!, options);
    },
    describe: (result) => describeTheirs(result as Parameters<typeof describeTheirs>[0]),
  };
}

/** A timed sample lasts at least this long: a single pass of the small sets is tens of µs, where timer and GC noise dominate. */
const MIN_SAMPLE_US = quick ? 500 : 2_000;

interface Row {
  pairs: number;
  tokens: number;
  maxHops: number;
  tradeType: TradeType;
  queries: number;
  tradesFound: number;
  mismatches: number;
  oursMedianUsPerQuery: number;
  /** With one PairIndex kept across calls, as the app can do while the user types. */
  oursIndexReusedUsPerQuery: number;
  pancakeMedianUsPerQuery: number;
  speedup: number;
}

interface Configuration {
  set: (typeof PAIR_SETS)[number];
  market: Market;
  maxHops: number;
  tradeType: TradeType;
  runners: [ours: Runner, oursIndexReused: Runner, pancake: Runner];
}

const configurations: Configuration[] = [];
for (const [setIndex, set] of PAIR_SETS.entries()) {
  const market = buildMarket(set.pairs, set.tokens, 1000 + setIndex, TOKEN_PAIRS_PER_SET, AMOUNTS);
  for (const maxHops of MAX_HOPS) {
    for (const tradeType of TRADE_TYPES) {
      const runners: Configuration['runners'] = [
        ours(market, tradeType, maxHops, market.pairs),
        ours(market, tradeType, maxHops, market.index),
        theirs(market, tradeType, maxHops),
      ];
      configurations.push({ set, market, maxHops, tradeType, runners });
    }
  }
}

// Pass 1, every configuration: the answers must be identical. This also warms the JIT up on all
// shapes before anything is timed.
const mismatchExamples: string[] = [];
const checks = configurations.map(({ set, market, maxHops, tradeType, runners: [runOurs, , runTheirs] }) => {
  let mismatches = 0;
  let tradesFound = 0;
  for (let q = 0; q < market.queries.length; q++) {
    const a = runOurs.describe(runOurs.run(q));
    const b = runTheirs.describe(runTheirs.run(q));
    tradesFound += a.length;
    if (JSON.stringify(a) !== JSON.stringify(b)) {
      mismatches++;
      if (mismatchExamples.length < 5) {
        mismatchExamples.push(`${set.pairs} pairs, ${maxHops} hops, ${tradeType}: ours ${a} / theirs ${b}`);
      }
    }
  }
  return { mismatches, tradesFound };
});

// Pass 2: timing. Warm up, then alternate passes so drift in machine load hits all alike.
const rows: Row[] = configurations.map(({ set, market, maxHops, tradeType, runners }, c) => {
  const queryCount = market.queries.length;
  const [oursUs, oursReusedUs, theirUs] = timeRunners(runners, queryCount, {
    samples: SAMPLES,
    minSampleUs: MIN_SAMPLE_US,
  }).wall as [number, number, number];
  const { mismatches, tradesFound } = checks[c]!;
  const row: Row = {
    pairs: set.pairs,
    tokens: set.tokens,
    maxHops,
    tradeType,
    queries: queryCount,
    tradesFound,
    mismatches,
    oursMedianUsPerQuery: Math.round(oursUs * 10) / 10,
    oursIndexReusedUsPerQuery: Math.round(oursReusedUs * 10) / 10,
    pancakeMedianUsPerQuery: Math.round(theirUs * 10) / 10,
    speedup: Math.round((theirUs / oursUs) * 10) / 10,
  };
  console.log(
    `${String(set.pairs).padStart(3)} pairs  maxHops ${maxHops}  ${tradeType.padEnd(8)}  ours ${row.oursMedianUsPerQuery} µs  pancake ${row.pancakeMedianUsPerQuery} µs  ×${row.speedup}  mismatches ${mismatches}`,
  );
  return row;
});

// In the same run, on the same markets: the split routing rows.
const split = runSplitBench({ samples: SAMPLES, minSampleUs: MIN_SAMPLE_US });
const splitMisses = splitTargetMisses(split);

const TARGET = 5;
const totalMismatches = rows.reduce((sum, row) => sum + row.mismatches, 0);
const slowest = Math.min(...rows.map((row) => row.speedup));
const summary = {
  benchmark: 'routing',
  generatedAt: new Date().toISOString(),
  node: process.version,
  pancakeswapSdk: '@pancakeswap/sdk 5.9.2 (V2 Trade from @pancakeswap/v2-sdk)',
  method:
    `Per configuration: ${TOKEN_PAIRS_PER_SET} token pairs × ${AMOUNTS.length} amounts (0.001, 10, 100000 tokens), ` +
    `maxNumResults ${MAX_NUM_RESULTS}; after a correctness pass over every configuration and 5 warm-up passes, ${SAMPLES} alternating timed samples, ` +
    `each as many passes over the queries as last at least ${MIN_SAMPLE_US / 1000} ms; median per query. ` +
    'The speed-up column compares calls given the same pair list, so our time includes indexing the pairs on ' +
    'every call; the last column is ours with one PairIndex kept across calls.',
  targetSpeedup: TARGET,
  minimumSpeedup: slowest,
  totalMismatches,
  mismatchExamples,
  rows,
  split: { method: SPLIT_METHOD, targets: SPLIT_TARGETS, misses: splitMisses, ...split },
};
mkdirSync(resultsDir, { recursive: true });
writeFileSync(join(resultsDir, 'routing.json'), `${JSON.stringify(summary, null, 2)}\n`);

const table = [
  '| pairs | tokens | maxHops | trade type | queries | trades found | identical | PancakeSwap (µs/query) | ours (µs/query) | speed-up | ours, PairIndex reused (µs/query) |',
  '| ---: | ---: | ---: | --- | ---: | ---: | --- | ---: | ---: | ---: | ---: |',
  ...rows.map(
    (row) =>
      `| ${row.pairs} | ${row.tokens} | ${row.maxHops} | ${row.tradeType} | ${row.queries} | ${row.tradesFound} | ${row.mismatches === 0 ? 'yes' : `**no (${row.mismatches})**`} | ${row.pancakeMedianUsPerQuery} | ${row.oursMedianUsPerQuery} | ${row.speedup}× | ${row.oursIndexReusedUsPerQuery} |`,
  ),
];
const markdown = [
  '# Routing benchmark',
  '',
  `Our \`bestTradeExactIn\` / \`bestTradeExactOut\` against ${summary.pancakeswapSdk}, on the same synthetic pairs; then split routing against PancakeSwap's best single route.`,
  '',
  summary.method,
  '',
  ...table,
  '',
  `Identical results: ${totalMismatches === 0 ? 'all queries' : `**${totalMismatches} mismatching queries**`}. ` +
    `Slowest speed-up: ${slowest}× (target ≥ ${TARGET}×). Node ${process.version}, ${summary.generatedAt}.`,
  '',
  ...splitMarkdown(split),
].join('\n');
writeFileSync(join(resultsDir, 'routing.md'), markdown);
console.log(`\nwritten ${join(resultsDir, 'routing.md')} and routing.json`);

if (totalMismatches > 0) {
  console.error(
    `routing bench: ${totalMismatches} queries differ from @pancakeswap/sdk\n${mismatchExamples.join('\n')}`,
  );
  process.exit(1);
}
if (splitMisses.length) {
  console.error(`routing bench: split routing misses its targets:\n${splitMisses.join('\n')}`);
  process.exit(1);
}
if (slowest < TARGET) console.warn(`routing bench: slowest speed-up ${slowest}× is below the ${TARGET}× target`);
