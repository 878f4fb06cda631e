// Mutation check for the invariant suites: applies each mutation of mutations/*.json to its contract,
// runs the named invariant suite, and reports whether the suite caught it (a failing run).
// Usage: node scripts/mutations.mjs [filter]   (from contracts/; restores every file it touched)
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const filter = process.argv[2] ?? '';
const dir = new URL('../mutations/', import.meta.url).pathname;
const mutations = readdirSync(dir)
  .filter((name) => name.endsWith('.json'))
  .flatMap((name) => JSON.parse(readFileSync(join(dir, name), 'utf8')))
  .filter((m) => `${m.contract} ${m.invariant} ${m.description}`.includes(filter));

let restore = () => {};
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    restore();
    process.exit(130);
  });
}

const rows = [];
let missed = 0;
for (const m of mutations) {
  const path = join('src', m.contract);
  const original = readFileSync(path, 'utf8');
  const count = original.split(m.from).length - 1;
  if (count !== 1) throw new Error(`${m.contract}: "${m.from}" found ${count} times (need exactly 1)`);
  restore = () => writeFileSync(path, original);
  writeFileSync(path, original.replace(m.from, m.to));
  let caught = false;
  let output = '';
  try {
    output = execFileSync('npx', ['forge', 'test', '--match-path', m.suite, '--match-test', m.invariant], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
      // A caught mutation needs no minimal sequence: shrinking a long one can take many minutes.
      env: { ...process.env, FOUNDRY_INVARIANT_SHRINK_RUN_LIMIT: '0' },
    });
  } catch (error) {
    output = `${error.stdout ?? ''}${error.stderr ?? ''}`;
    caught = /\[FAIL/.test(output);
    if (!caught) {
      writeFileSync(path, original);
      throw new Error(`${m.contract}: the mutated build or run failed without a failing test:\n${output}`);
    }
  } finally {
    writeFileSync(path, original);
  }
  if (!caught) missed += 1;
  rows.push(`| ${m.contract} | ${m.description} | \`${m.invariant}\` | ${caught ? 'caught' : 'MISSED'} |`);
  process.stdout.write(`${rows.at(-1)}\n`);
}
console.log(`${mutations.length - missed} passed, ${missed} failed`);
process.exit(missed === 0 ? 0 : 1);
