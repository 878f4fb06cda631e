// `npm run typecheck`: every workspace's tsc, two at a time (tsc uses one core), each one's
// output printed whole when it ends. Exits non-zero when any fails.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const workspaces = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).workspaces.filter(
  (workspace) => JSON.parse(readFileSync(join(root, workspace, 'package.json'), 'utf8')).scripts?.typecheck,
);

function typecheck(workspace) {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', 'typecheck', '--silent', '-w', workspace], { cwd: root });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (status) => {
      console.log(
        `${status === 0 ? 'ok  ' : 'FAIL'} typecheck ${workspace}${output.trim() ? `\n${output.trimEnd()}` : ''}`,
      );
      resolve(status === 0);
    });
  });
}

const queue = [...workspaces];
const results = await Promise.all(
  [1, 2].map(async () => {
    let passed = true;
    for (let next = queue.shift(); next; next = queue.shift()) passed = (await typecheck(next)) && passed;
    return passed;
  }),
);
process.exit(results.every(Boolean) ? 0 : 1);
