// Cold-load JavaScript of every page (BUNDLE_ROUTES), against a production build and a fresh devnet.
// Writes bench/results/bundle.json and bench/results/bundle.md at the repository root.
//
//   npx tsx e2e/bench/bundle.ts          (BENCH_RPC_PORT, BENCH_APP_PORT, BENCH_INDEXER_PORT, BENCH_RUN_DIR)
//   BUNDLE_APP_URL=http://… BUNDLE_OUT_DIR=<build dir> npx tsx e2e/bench/bundle.ts   (an app already served)
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions, startAppStack } from '../support/appStack.ts';
import { kib, type RouteJavaScript, routesJavaScript } from './javascript.ts';

const NOTES_HEADING = '## What remains in /swap and why';
const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '../..');

async function main() {
  const served = process.env.BUNDLE_APP_URL;
  const appPort = Number(process.env.BENCH_APP_PORT ?? 4692);
  const stack = served
    ? undefined
    : await startAppStack({
        rpcPort: Number(process.env.BENCH_RPC_PORT ?? 8692),
        appPort,
        indexerPort: Number(process.env.BENCH_INDEXER_PORT ?? 42692),
        runDir: process.env.BENCH_RUN_DIR ?? join(tmpdir(), 'flaskswap-bench-bundle'),
      });
  const appUrl = served ?? `http://127.0.0.1:${appPort}`;
  const outDir = stack?.outDir ?? process.env.BUNDLE_OUT_DIR ?? '';
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const routes = await routesJavaScript(browser, appUrl, outDir);
    if (served) return;
    const result = { date: new Date().toISOString(), browser: `Chromium ${browser.version()}`, routes };
    const dir = join(repoRoot, 'bench/results');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'bundle.json'), `${JSON.stringify(result, null, 2)}\n`);
    // The hand-written analysis below the table ("What remains…") is kept across runs.
    const mdFile = join(dir, 'bundle.md');
    const previous = existsSync(mdFile) ? readFileSync(mdFile, 'utf8') : '';
    const notes = previous.indexOf(NOTES_HEADING);
    writeFileSync(mdFile, bundleTable(result) + (notes >= 0 ? `\n${previous.slice(notes)}` : ''));
  } finally {
    await browser.close();
    await stack?.stop();
  }
}

function bundleTable(result: { date: string; browser: string; routes: RouteJavaScript[] }): string {
  return [
    '# JavaScript per route',
    '',
    `${result.date}, ${result.browser}. Production build against a fresh devnet; \`npx tsx e2e/bench/bundle.ts\`.`,
    'Each page opened cold (new browser context) until the network is idle: every script of the app',
    'it downloaded, gzipped with node:zlib at the default level. Budgets (issue 28, React 19): /swap 175 KiB, every route 200 KiB.',
    '',
    '| Route | Files | Raw | Gzip |',
    '| --- | ---: | ---: | ---: |',
    ...result.routes.map((r) => `| ${r.path} | ${r.files} | ${kib(r.totalBytes)} | ${kib(r.totalGzipBytes)} |`),
    '',
  ].join('\n');
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
