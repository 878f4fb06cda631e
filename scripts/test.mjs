// `npm test`: every test layer in order, stopping at the first failure, with timings.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const CHROMIUM = '/usr/bin/chromium';

function run(command, args, options = {}) {
  return spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
}

// The e2e tests drive Debian's Chromium; the locale screenshots need real CJK, Arabic and Indic
// glyphs, so Debian's Noto fonts come with it.
const BROWSER_PACKAGES = [
  { name: 'chromium', present: () => existsSync(CHROMIUM) },
  { name: 'fonts-noto-core', present: () => existsSync('/usr/share/fonts/truetype/noto/NotoSansArabic-Regular.ttf') },
  { name: 'fonts-noto-cjk', present: () => existsSync('/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc') },
];

function ensureBrowserPackages() {
  const missing = BROWSER_PACKAGES.filter((pkg) => !pkg.present()).map((pkg) => pkg.name);
  if (missing.length === 0) return;
  console.log(`[flaskswap] installing Debian's ${missing.join(', ')} with apt-get`);
  const installed = aptGet(['update']).status === 0 && aptGet(['install', '-y', ...missing]).status === 0;
  if (!installed || !existsSync(CHROMIUM)) {
    console.error(
      `[flaskswap] Could not install ${missing.join(', ')}. The end-to-end tests need Debian's Chromium at ${CHROMIUM} and its Noto fonts.\n` +
        `  Install them as root with:  apt-get update && apt-get install -y ${missing.join(' ')}\n` +
        '  then run npm test again.',
    );
    process.exit(1);
  }
}

/** Runs apt-get (through sudo -n unless root) with the given arguments. */
function aptGet(args) {
  const asRoot = process.getuid?.() === 0;
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  return asRoot ? run('apt-get', args, { env }) : run('sudo', ['-n', 'apt-get', ...args], { env });
}

const POSTGRES_BIN = '/usr/lib/postgresql/15/bin';

// The indexer's Postgres path runs against a PostgreSQL 15 server the test starts itself
// (initdb, pg_ctl). Where it cannot be installed, that one test is skipped with a message.
function ensurePostgres() {
  if (existsSync(join(POSTGRES_BIN, 'pg_ctl')) && existsSync(join(POSTGRES_BIN, 'initdb'))) return;
  console.log(`[flaskswap] ${POSTGRES_BIN} is missing: installing Debian's postgresql package with apt-get`);
  const installed = aptGet(['update']).status === 0 && aptGet(['install', '-y', 'postgresql']).status === 0;
  if (!installed || !existsSync(join(POSTGRES_BIN, 'pg_ctl')))
    console.warn(
      "[flaskswap] Could not install PostgreSQL 15: the indexer's Postgres test will be skipped.\n" +
        '  Install it as root with:  apt-get update && apt-get install -y postgresql',
    );
}

const steps = [
  ['contracts: build and generate typed ABIs', 'npm', ['run', 'build:contracts']],
  ['typecheck (every workspace, two at a time)', 'node', ['scripts/typecheck.mjs']],
  ['lint (biome)', 'npm', ['run', 'lint']],
  ['contracts: forge test (unit, fuzz, invariant)', 'npm', ['test', '-w', '@flaskswap/contracts']],
  ['contracts: gas snapshot check', 'npm', ['run', 'gas:check', '-w', '@flaskswap/contracts']],
  // One vitest run over every workspace's tests (vitest.config.ts): the chain- and indexer-bound
  // files wait on their nodes most of the time, and the pure ones use the CPU meanwhile.
  [
    'vitest: sdk, supervisor, devnet, indexer, hub, app (one run, the workspaces side by side)',
    'npx',
    ['vitest', 'run'],
  ],
  ['e2e: playwright in Debian chromium', 'npm', ['test', '-w', '@flaskswap/e2e']],
];

ensureBrowserPackages();
ensurePostgres();
run('node', ['scripts/ensure-nginx.mjs']);
const only = process.argv.slice(2);
const timings = [];

/** Runs one step with its output passed through, keeping the last part to summarize a failure. */
function runStep(command, args) {
  const kept = [];
  let keptBytes = 0;
  const keep = (chunk) => {
    kept.push(chunk);
    keptBytes += chunk.length;
    while (keptBytes > 4_000_000 && kept.length > 1) keptBytes -= kept.shift().length;
  };
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: ['inherit', 'pipe', 'pipe'] });
    child.stdout.on('data', (chunk) => {
      process.stdout.write(chunk);
      keep(chunk);
    });
    child.stderr.on('data', (chunk) => {
      process.stderr.write(chunk);
      keep(chunk);
    });
    child.on('close', (status) => resolve({ status, output: Buffer.concat(kept).toString('utf8') }));
  });
}

// CI shows only the end of the log: repeat the lines that say what failed, after the timings.
const FAILURE_LINE = /FAIL|Error|✗|×|✘|Timed? ?out|timed out|expected|Expected|Received|❯ .*:\d+:\d+|\.spec\.ts:\d+/;
function failureDigest(output) {
  const plain = stripVTControlCharacters(output);
  const lines = plain
    .split('\n')
    .filter((line) => FAILURE_LINE.test(line) && !line.includes('npm error') && !line.trimStart().startsWith('✓'));
  return [...new Set(lines.map((line) => line.trim().slice(0, 300)))].slice(0, 60).join('\n');
}

for (const [name, command, args] of steps) {
  if (only.length && !only.some((filter) => name.includes(filter))) continue;
  console.log(`\n[flaskswap] ▶ ${name}`);
  const started = Date.now();
  const result = await runStep(command, args);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  timings.push(`${result.status === 0 ? 'ok  ' : 'FAIL'} ${seconds.padStart(7)} s  ${name}`);
  if (result.status !== 0) {
    console.error(`\n[flaskswap] what failed in "${name}":\n${failureDigest(result.output)}`);
    console.error(`\n[flaskswap] ✗ ${name} failed\n${timings.join('\n')}`);
    process.exit(result.status ?? 1);
  }
}
console.log(`\n[flaskswap] all tests passed\n${timings.join('\n')}`);
