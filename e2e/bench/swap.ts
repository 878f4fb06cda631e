// Swap benchmark, in a real browser against a production build and a fresh devnet:
//  1. typing → quote: from the input event of the amount field to the quote rendering in the
//     other field (Performance API marks in the page; a MutationObserver sees the form's
//     data-quote attribute change), for 1-, 2- and 3-hop routes over the devnet's full pair set;
//  2. cold load → first quote: /swap opened with an amount in its URL, from navigation start to
//     the quote (JavaScript, reserves multicall and routing included);
//  3. the JavaScript /swap loads: every .js response of a cold load, gzipped with node:zlib.
// Writes bench/results/swap.json and bench/results/swap.md at the repository root.
//
//   npx tsx e2e/bench/swap.ts [--quick]      (BENCH_RPC_PORT, BENCH_APP_PORT, BENCH_INDEXER_PORT, BENCH_RUN_DIR)
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from '@playwright/test';
import { chromiumLaunchOptions, startAppStack } from '../support/appStack.ts';
import { kib, type PageJavaScript, pageJavaScript } from './javascript.ts';

const quick = process.argv.includes('--quick');
const RUNS = quick ? 5 : 25;
const COLD_RUNS = quick ? 3 : 20;
const RPC_PORT = Number(process.env.BENCH_RPC_PORT ?? 8691);
const APP_PORT = Number(process.env.BENCH_APP_PORT ?? 4691);
const INDEXER_PORT = Number(process.env.BENCH_INDEXER_PORT ?? 42691);
const APP_URL = `http://127.0.0.1:${APP_PORT}`;
const here = dirname(fileURLToPath(import.meta.url));
const repoRoot = join(here, '../..');
const resultsDir = join(repoRoot, 'bench/results');
const runDir = process.env.BENCH_RUN_DIR ?? join(tmpdir(), 'flaskswap-bench-swap');
/** The hand-written comparison below this heading in swap.md is kept across runs. */
const NOTES_HEADING = '## Before and after';

/** Routes of each length on the devnet seed (devnet/src/deploy/amm.ts). */
const ROUTES = [
  { name: 'BNB → FLASK (1 hop)', input: 'BNB', output: 'FLASK', hops: 1 },
  { name: 'DOT → BUSD (2 hops)', input: 'DOT', output: 'BUSD', hops: 2 },
  { name: 'LINK → BUSD (3 hops)', input: 'LINK', output: 'BUSD', hops: 3 },
] as const;

function stats(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  const round = (ms: number) => Math.round(ms * 100) / 100;
  return {
    runs: sorted.length,
    medianMs: round(at(0.5)),
    p90Ms: round(at(0.9)),
    minMs: round(sorted[0]!),
    maxMs: round(sorted[sorted.length - 1]!),
  };
}

/** Records, in the page, each input → quote interval with performance.mark/measure. */
async function instrument(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { __quoteTimes: number[] };
    w.__quoteTimes = [];
    const form = document.querySelector('[data-testid="swap-form"]')!;
    let marked = false;
    document.addEventListener(
      'input',
      () => {
        performance.mark('swap-input');
        marked = true;
      },
      true,
    );
    new MutationObserver(() => {
      if (!marked || !form.getAttribute('data-quote')) return;
      marked = false;
      const measure = performance.measure('swap-quote', 'swap-input');
      w.__quoteTimes.push(measure.duration);
    }).observe(form, { attributes: true, attributeFilter: ['data-quote'] });
  });
}

async function typingToQuote(page: Page, tokens: Record<string, string>, route: (typeof ROUTES)[number]) {
  const id = (symbol: string) => (symbol === 'BNB' ? 'BNB' : tokens[symbol]);
  await page.goto(`${APP_URL}/swap?inputCurrency=${id(route.input)}&outputCurrency=${id(route.output)}`);
  const field = page.locator('#swap-currency-input-amount');
  // Warm up: the pairs' reserves load once for this pair of currencies.
  await field.fill('1');
  await page.waitForSelector('[data-testid="swap-form"]:not([data-quote=""])');
  const routeText = (await page.getByTestId('swap-route').count())
    ? await page.getByTestId('swap-route').textContent()
    : null;
  const hops = routeText ? routeText.split('›').length - 1 : 1;
  if (hops !== route.hops) throw new Error(`${route.name}: the page routed through ${hops} hops`);
  await instrument(page);
  for (let i = 0; i < RUNS; i++) {
    await field.fill('');
    await page.waitForFunction(
      () => document.querySelector('[data-testid="swap-form"]')?.getAttribute('data-quote') === '',
    );
    await field.fill(String(1 + i / 10));
    await page.waitForFunction(
      (n) => (window as unknown as { __quoteTimes: number[] }).__quoteTimes.length >= n,
      i + 1,
    );
  }
  return page.evaluate(() => (window as unknown as { __quoteTimes: number[] }).__quoteTimes);
}

/** In every document: the time (since navigation start) the first quote rendered. */
function recordFirstQuote() {
  const w = window as unknown as { __firstQuote?: number };
  new MutationObserver((_records, observer) => {
    if (document.querySelector('[data-testid="swap-form"]')?.getAttribute('data-quote')) {
      w.__firstQuote = performance.now();
      observer.disconnect();
    }
  }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-quote'] });
}

async function coldLoadToQuote(page: Page, tokens: Record<string, string>) {
  const times: number[] = [];
  for (let i = 0; i < COLD_RUNS; i++) {
    await page.goto('about:blank');
    await page.goto(`${APP_URL}/swap?outputCurrency=${tokens.FLASK}&exactAmount=${1 + i / 10}`);
    await page.waitForFunction(() => (window as unknown as { __firstQuote?: number }).__firstQuote !== undefined);
    times.push(await page.evaluate(() => (window as unknown as { __firstQuote: number }).__firstQuote));
  }
  return times;
}

async function swapRouteJavaScript(page: Page, outDir: string) {
  return pageJavaScript(page, APP_URL, outDir, '/swap', (p) => p.getByRole('heading', { name: 'Exchange' }).waitFor());
}

async function main() {
  const stack = await startAppStack({ rpcPort: RPC_PORT, appPort: APP_PORT, indexerPort: INDEXER_PORT, runDir });
  const { outDir } = stack;
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const tokens = stack.manifest.tokens as Record<string, string>;

    const sizeContext = await browser.newContext();
    const javascript = await swapRouteJavaScript(await sizeContext.newPage(), outDir);
    await sizeContext.close();

    const context = await browser.newContext();
    const page = await context.newPage();
    const typing: Record<string, ReturnType<typeof stats>> = {};
    for (const route of ROUTES) {
      typing[route.name] = stats(await typingToQuote(page, tokens, route));
      console.log(`typing → quote, ${route.name}: median ${typing[route.name]!.medianMs} ms`);
    }
    const coldContext = await browser.newContext();
    await coldContext.addInitScript(recordFirstQuote);
    const coldLoad = stats(await coldLoadToQuote(await coldContext.newPage(), tokens));
    await coldContext.close();
    console.log(`cold load → first quote: median ${coldLoad.medianMs} ms`);
    console.log(
      `/swap JavaScript: ${(javascript.totalGzipBytes / 1024).toFixed(1)} KiB gzip in ${javascript.files.length} files`,
    );
    await context.close();

    const candidatePairs = 1 + 6 + 6 + 15;
    const result = {
      date: new Date().toISOString(),
      quick,
      environment: {
        node: process.version,
        browser: `Chromium ${browser.version()}`,
        devnetPools: 17,
        // The machine is shared: timings only compare at a similar load.
        loadAverage: loadavg().map((load) => Math.round(load * 10) / 10),
        candidatePairsAtMost: candidatePairs,
      },
      typingToQuote: typing,
      coldLoadToFirstQuote: coldLoad,
      swapRouteJavaScript: javascript,
    };
    mkdirSync(resultsDir, { recursive: true });
    writeFileSync(join(resultsDir, 'swap.json'), `${JSON.stringify(result, null, 2)}\n`);
    const mdFile = join(resultsDir, 'swap.md');
    const previous = existsSync(mdFile) ? readFileSync(mdFile, 'utf8') : '';
    const notes = previous.indexOf(NOTES_HEADING);
    writeFileSync(mdFile, markdown(result) + (notes >= 0 ? `\n${previous.slice(notes)}` : ''));
  } finally {
    await browser.close();
    await stack.stop();
  }
}

function markdown(result: {
  date: string;
  quick: boolean;
  environment: { node: string; browser: string; loadAverage: number[] };
  typingToQuote: Record<string, ReturnType<typeof stats>>;
  coldLoadToFirstQuote: ReturnType<typeof stats>;
  swapRouteJavaScript: PageJavaScript;
}): string {
  const lines = [
    '# Swap benchmark',
    '',
    `${result.date}${result.quick ? ' (quick run)' : ''}, ${result.environment.browser}, Node ${result.environment.node}, load average ${result.environment.loadAverage.join(' / ')} (1 / 5 / 15 min, 2 cores).`,
    'Production build of the app against a fresh devnet (17 pools); `npx tsx e2e/bench/swap.ts`.',
    '',
    '## Typing → quote',
    '',
    'From the amount field’s input event (`performance.mark`) to the quote rendering in the other field',
    '(MutationObserver on the form’s `data-quote`), reserves already loaded for the pair of currencies.',
    '',
    '| Route | Runs | Median | p90 | Min | Max |',
    '| --- | ---: | ---: | ---: | ---: | ---: |',
    ...Object.entries(result.typingToQuote).map(
      ([name, s]) => `| ${name} | ${s.runs} | ${s.medianMs} ms | ${s.p90Ms} ms | ${s.minMs} ms | ${s.maxMs} ms |`,
    ),
    '',
    '## Cold load → first quote',
    '',
    '`/swap?outputCurrency=FLASK&exactAmount=…` from navigation start to the quote: JavaScript, token list,',
    'reserves multicall and routing.',
    '',
    `Median ${result.coldLoadToFirstQuote.medianMs} ms, p90 ${result.coldLoadToFirstQuote.p90Ms} ms over ${result.coldLoadToFirstQuote.runs} loads.`,
    '',
    '## JavaScript loaded by /swap',
    '',
    `${kib(result.swapRouteJavaScript.totalGzipBytes)} gzip (${kib(result.swapRouteJavaScript.totalBytes)} raw) in ${result.swapRouteJavaScript.files.length} files, cold load, node:zlib default level.`,
    '',
    'The largest sources of each file come from the build’s source maps.',
    '',
    '| File | Raw | Gzip | Mostly |',
    '| --- | ---: | ---: | --- |',
    ...result.swapRouteJavaScript.files.map(
      (f) => `| ${f.url} | ${kib(f.bytes)} | ${kib(f.gzipBytes)} | ${f.contents} |`,
    ),
    '',
  ];
  return lines.join('\n');
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
