// Lighthouse on a production build of /swap, /pools and /farms (a fresh devnet behind it): the
// Performance, Accessibility and Best Practices scores, each the median of RUNS runs, with the
// metrics behind Performance and the audits that cost points. Lighthouse's desktop preset (simulated
// 40 ms RTT and 10 Mbit/s, no CPU slowdown), in Debian's Chromium with the e2e suite's flags.
// Writes bench/results/lighthouse.json and bench/results/lighthouse.md at the repository root.
//
//   npx tsx e2e/bench/lighthouse.ts [--quick] [--url http://127.0.0.1:4173]
//   (--url audits a build already served, with its devnet; otherwise LH_RPC_PORT, LH_APP_PORT,
//    LH_INDEXER_PORT, LH_RUN_DIR place a fresh one; LH_PAGES=/pools,/farms audits only those;
//    LH_RAW_DIR keeps every full report)
import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromiumLaunchOptions, startAppStack } from '../support/appStack.ts';

const quick = process.argv.includes('--quick');
const RUNS = quick ? 1 : 5;
const PAGES = (process.env.LH_PAGES ?? '/swap,/pools,/farms').split(',');
const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;
const TARGET = 95;
const here = dirname(fileURLToPath(import.meta.url));
const resultsDir = join(here, '../../bench/results');

type Result = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

interface PageSummary {
  path: string;
  runs: number;
  scores: Record<(typeof CATEGORIES)[number], number>;
  metrics: Record<string, string>;
  /** Audits that cost points in one of the three categories, worst first. */
  failing: { id: string; title: string; score: number | null; display?: string }[];
  /** Performance opportunities with their estimated savings. */
  opportunities: { id: string; title: string; savingsMs: number; savingsKiB: number }[];
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** One Lighthouse run in a fresh Chromium (no cache or storage from the runs before). */
async function audit(url: string): Promise<Result> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumLaunchOptions.executablePath,
    chromeFlags: chromiumLaunchOptions.args,
  });
  try {
    const result = await lighthouse(
      url,
      { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] },
      desktopConfig,
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    return result.lhr;
  } finally {
    chrome.kill();
  }
}

function summarize(path: string, runs: Result[]): PageSummary {
  const score = (result: Result, category: string) => Math.round((result.categories[category]?.score ?? 0) * 100);
  const scores = Object.fromEntries(
    CATEGORIES.map((category) => [category, median(runs.map((result) => score(result, category)))]),
  ) as PageSummary['scores'];
  // The run whose Performance score is the median: its metrics and audits are the ones reported.
  const typical = runs.find((result) => score(result, 'performance') === scores.performance) ?? runs[0]!;
  const metricIds = [
    'first-contentful-paint',
    'largest-contentful-paint',
    'total-blocking-time',
    'cumulative-layout-shift',
    'speed-index',
  ];
  const metrics = Object.fromEntries(metricIds.map((id) => [id, typical.audits[id]?.displayValue ?? '-']));
  const failing = CATEGORIES.flatMap((category) =>
    (typical.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0)
      .map((ref) => typical.audits[ref.id]!)
      .filter((audit) => audit.score !== null && audit.score < 0.9)
      .map((audit) => ({ id: audit.id, title: audit.title, score: audit.score, display: audit.displayValue })),
  );
  const opportunities = Object.values(typical.audits)
    .map((audit) => {
      const details = audit.details as { overallSavingsMs?: number; overallSavingsBytes?: number } | undefined;
      return {
        id: audit.id,
        title: audit.title,
        savingsMs: Math.round(details?.overallSavingsMs ?? audit.metricSavings?.LCP ?? 0),
        savingsKiB: Math.round((details?.overallSavingsBytes ?? 0) / 1024),
      };
    })
    .filter((opportunity) => opportunity.savingsMs > 0 || opportunity.savingsKiB > 0)
    .sort((a, b) => b.savingsMs - a.savingsMs || b.savingsKiB - a.savingsKiB)
    .slice(0, 5);
  return { path, runs: runs.length, scores, metrics, failing, opportunities };
}

function markdown(result: { date: string; browser: string; pages: PageSummary[] }) {
  const mark = (value: number) => (value >= TARGET ? `${value}` : `**${value}**`);
  const lines = [
    '# Lighthouse: /swap, /pools, /farms',
    '',
    `${result.date}, ${result.browser}, Lighthouse ${lighthouseVersion}, desktop preset; each score is the`,
    `median of ${RUNS} runs in a fresh browser against a production build and a fresh devnet`,
    `(\`npm run bench -- lighthouse\`). Target: ${TARGET} or more in each column (below it in bold).`,
    '',
    '| Page | Performance | Accessibility | Best Practices | FCP | LCP | TBT | CLS |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...result.pages.map(
      (page) =>
        `| ${page.path} | ${mark(page.scores.performance)} | ${mark(page.scores.accessibility)} | ${mark(page.scores['best-practices'])} | ${page.metrics['first-contentful-paint']} | ${page.metrics['largest-contentful-paint']} | ${page.metrics['total-blocking-time']} | ${page.metrics['cumulative-layout-shift']} |`,
    ),
    '',
  ];
  for (const page of result.pages) {
    lines.push(`## ${page.path}`, '');
    lines.push('Top opportunities (estimated savings of the median run):', '');
    if (page.opportunities.length === 0) lines.push('- none', '');
    else {
      for (const opportunity of page.opportunities) {
        const savings = [
          opportunity.savingsMs ? `${opportunity.savingsMs} ms` : '',
          opportunity.savingsKiB ? `${opportunity.savingsKiB} KiB` : '',
        ].filter(Boolean);
        lines.push(`- ${opportunity.title} (\`${opportunity.id}\`): ${savings.join(', ')}`);
      }
      lines.push('');
    }
    lines.push('Audits scoring under 90 that count in a score:', '');
    if (page.failing.length === 0) lines.push('- none', '');
    else {
      for (const audit of page.failing) {
        lines.push(`- ${audit.title} (\`${audit.id}\`): ${audit.display ?? `score ${audit.score}`}`);
      }
      lines.push('');
    }
  }
  return `${lines.join('\n')}\n`;
}

let lighthouseVersion = '';

async function main() {
  const urlFlag = process.argv.indexOf('--url');
  const givenUrl = urlFlag >= 0 ? process.argv[urlFlag + 1] : undefined;
  const stack = givenUrl
    ? undefined
    : await startAppStack({
        rpcPort: Number(process.env.LH_RPC_PORT ?? 8692),
        appPort: Number(process.env.LH_APP_PORT ?? 4692),
        indexerPort: Number(process.env.LH_INDEXER_PORT ?? 42692),
        runDir: process.env.LH_RUN_DIR ?? join(tmpdir(), 'flaskswap-bench-lighthouse'),
      });
  const appUrl = givenUrl ?? `http://127.0.0.1:${process.env.LH_APP_PORT ?? 4692}`;
  try {
    const pages: PageSummary[] = [];
    let browser = '';
    for (const path of PAGES) {
      const runs: Result[] = [];
      for (let i = 0; i < RUNS; i++) runs.push(await audit(`${appUrl}${path}`));
      // LH_RAW_DIR keeps the full reports, for looking into a score.
      if (process.env.LH_RAW_DIR) {
        const name = path.replaceAll('/', '_');
        for (const [i, run] of runs.entries()) {
          writeFileSync(join(process.env.LH_RAW_DIR, `${name}-${i}.json`), JSON.stringify(run));
        }
      }
      lighthouseVersion = runs[0]!.lighthouseVersion;
      browser = runs[0]!.environment.hostUserAgent.match(/(HeadlessChrome|Chrome)\/[\d.]+/)?.[0] ?? 'Chromium';
      const summary = summarize(path, runs);
      pages.push(summary);
      console.log(
        `${path}: performance ${summary.scores.performance}, accessibility ${summary.scores.accessibility}, best practices ${summary.scores['best-practices']}`,
      );
    }
    const result = { date: new Date().toISOString(), browser, pages };
    mkdirSync(resultsDir, { recursive: true });
    writeFileSync(join(resultsDir, 'lighthouse.json'), `${JSON.stringify(result, null, 2)}\n`);
    writeFileSync(join(resultsDir, 'lighthouse.md'), markdown(result));
  } finally {
    await stack?.stop();
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
