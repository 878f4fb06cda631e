// A production build of the app and `vite preview` serving it, against a deployments folder and
// this run's services: the stack's one build (appStack.ts), and a spec's own when it announces a
// sale of its own in a manifest (ifoSupport.ts).
import { type ChildProcess, spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const appDir = join(dirname(fileURLToPath(import.meta.url)), '../../app');

export interface AppServices {
  rpcUrl: string;
  indexerUrl: string;
  hubUrl: string;
}

/** The environment the app is built and served with: the manifests and where the services answer. */
export function appEnv(deploymentsDir: string, services: AppServices): NodeJS.ProcessEnv {
  return {
    ...process.env,
    DEPLOYMENTS_DIR: deploymentsDir,
    VITE_DEVNET_RPC_URL: services.rpcUrl,
    VITE_DEVNET_INDEXER_URL: services.indexerUrl,
    VITE_DEVNET_HUB_URL: services.hubUrl,
    // E2E_STRICT_MODE=1 builds React's development runtime, where <StrictMode> renders twice and
    // mounts, unmounts and mounts again every effect: the suite then checks the app survives that.
    ...(process.env.E2E_STRICT_MODE === '1' ? { NODE_ENV: 'development' } : {}),
  };
}

/** `vite build` into `outDir`: `finished()` resolves once it built; `stop` ends it early (a set-up that failed meanwhile). */
export function buildApp(env: NodeJS.ProcessEnv, outDir: string) {
  const build = spawn('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: appDir,
    env,
    stdio: 'inherit',
    detached: true,
  });
  const exited = new Promise<number | null>((resolve) => build.once('exit', resolve));
  return {
    async finished() {
      if ((await exited) !== 0) throw new Error('vite build failed');
    },
    async stop() {
      if (build.pid && build.exitCode === null) process.kill(-build.pid, 'SIGTERM');
    },
  };
}

/** `vite preview` of the build in `outDir` on `port`, once it answers. */
export async function previewApp(env: NodeJS.ProcessEnv, outDir: string, port: number) {
  const preview: ChildProcess = spawn(
    'npx',
    ['vite', 'preview', '--outDir', outDir, '--port', String(port), '--strictPort', '--host', '127.0.0.1'],
    { cwd: appDir, env, stdio: 'ignore', detached: true },
  );
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (preview.pid && preview.exitCode === null) process.kill(-preview.pid, 'SIGTERM');
  };
  try {
    await waitForHttp(url);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}

async function waitForHttp(url: string, attempts = 1200) {
  for (let i = 0; i < attempts; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not come up`);
}
