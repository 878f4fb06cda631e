// `npm run bench`: runs every benchmark script, `<workspace>/bench/*.ts`, one after the other with
// tsx; each writes its own results under bench/results/. Skipped: files starting with `_`
// (scratch) and helper modules that another bench file imports. Stops at the first failure.
// `npm run bench -- gas` runs only the benches whose path contains "gas".
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const workspaces = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).workspaces;
const only = process.argv.slice(2);

const benches = [];
for (const workspace of workspaces) {
  const dir = join(root, workspace, 'bench');
  if (!existsSync(dir)) continue;
  const files = readdirSync(dir).filter((file) => file.endsWith('.ts') && !file.startsWith('_'));
  const imported = new Set(
    files.flatMap((file) =>
      [...readFileSync(join(dir, file), 'utf8').matchAll(/from '\.\/([^']+\.ts)'/g)].map((match) => match[1]),
    ),
  );
  for (const file of files.sort()) {
    if (!imported.has(file)) benches.push(join(workspace, 'bench', file));
  }
}

const tsx = join(root, 'node_modules', '.bin', 'tsx');
const timings = [];
for (const bench of benches) {
  if (only.length && !only.some((filter) => bench.includes(filter))) continue;
  const workspace = bench.split('/')[0];
  console.log(`\n[flaskswap] ▶ bench ${bench}`);
  const started = Date.now();
  const result = spawnSync(tsx, [join(root, bench)], { cwd: join(root, workspace), stdio: 'inherit' });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  timings.push(`${result.status === 0 ? 'ok  ' : 'FAIL'} ${seconds.padStart(7)} s  ${bench}`);
  if (result.status !== 0) {
    console.error(`\n[flaskswap] ✗ ${bench} failed\n${timings.join('\n')}`);
    process.exit(result.status ?? 1);
  }
}
console.log(`\n[flaskswap] benches done, results in bench/results/\n${timings.join('\n')}`);
