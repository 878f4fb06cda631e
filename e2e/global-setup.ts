import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { APP_URL, deploymentsDir, E2E_APP_PORT, E2E_RPC_PORT, e2eRoot, RPC_URL, runDir } from './support/env.ts';

const repoRoot = join(e2eRoot, '..');

async function waitForHttp(url: string, attempts = 300) {
  for (let i = 0; i < attempts; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not come up`);
}

/**
 * A fresh devnet (1-second blocks, plus a block per transaction), a production build of the app
 * pointed at it, and `vite preview` serving that build.
 */
export default async function globalSetup() {
  rmSync(runDir, { recursive: true, force: true });
  mkdirSync(deploymentsDir, { recursive: true });
  process.env.DEPLOYMENTS_DIR = deploymentsDir;
  const { startDevnet } = await import('@flaskswap/devnet');
  const devnet = await startDevnet({ port: E2E_RPC_PORT, blockTime: 1, mixedMining: true, log: () => {} });

  const env = { ...process.env, DEPLOYMENTS_DIR: deploymentsDir, VITE_DEVNET_RPC_URL: RPC_URL };
  const build = spawnSync(
    'npx',
    ['vite', 'build', '--outDir', join(runDir, 'app'), '--emptyOutDir', '--logLevel', 'warn'],
    {
      cwd: join(repoRoot, 'app'),
      env,
      stdio: 'inherit',
    },
  );
  if (build.status !== 0) {
    await devnet.stop();
    throw new Error('vite build failed');
  }
  const preview: ChildProcess = spawn(
    'npx',
    [
      'vite',
      'preview',
      '--outDir',
      join(runDir, 'app'),
      '--port',
      String(E2E_APP_PORT),
      '--strictPort',
      '--host',
      '127.0.0.1',
    ],
    { cwd: join(repoRoot, 'app'), env, stdio: 'ignore', detached: true },
  );
  await waitForHttp(APP_URL);

  return async () => {
    if (preview.pid) process.kill(-preview.pid, 'SIGTERM');
    await devnet.stop();
  };
}
