// Runs `npm ci` when node_modules is missing or older than package-lock.json.
// Uses only Node built-ins: it runs before any dependency exists.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const lock = join(root, 'package-lock.json');
const installed = join(root, 'node_modules', '.package-lock.json');

// npm writes node_modules/.package-lock.json and package-lock.json moments apart at the end of
// an install; a lock more than a few seconds newer than node_modules means someone changed it.
const TOLERANCE_MS = 5000;
const stale =
  !existsSync(installed) || (existsSync(lock) && statSync(installed).mtimeMs + TOLERANCE_MS < statSync(lock).mtimeMs);
if (stale) {
  console.log('[flaskswap] node_modules missing or older than package-lock.json: running npm ci');
  const result = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
  });
  if (result.status !== 0) {
    console.error('[flaskswap] npm ci failed; see the output above.');
    process.exit(result.status ?? 1);
  }
}
