// The hub as a supervised process (process.ts, server.ts) on a small profile chain: what a claim
// wrote survives a kill -9 (the hub is back by itself), and a second hub on the same data folder or
// port is refused without touching the live one.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '@flaskswap/devnet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type HubProcess, startHubProcess } from '../src/process.ts';
import { getJson, postClaim, signClaim } from './support/claims.ts';
import { type ProfileChain, startProfileChain } from './support/profileChain.ts';

let chain: ProfileChain;
let hub: HubProcess;
let dataDir: string;
const logs: string[] = [];

beforeAll(async () => {
  chain = await startProfileChain();
  dataDir = await mkdtemp(join(tmpdir(), 'hub-test-process-'));
  hub = await startHubProcess({
    port: await freePort(),
    rpcUrl: chain.rpcUrl,
    deploymentsDir: chain.deploymentsDir,
    dataDir: join(dataDir, 'hub'),
    stdio: 'ignore',
    log: (line) => logs.push(line),
  });
});
afterAll(async () => {
  await hub?.stop();
  await chain?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

/** Runs server.ts once more with `env`: its exit code and what it said. */
function secondHub(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(new URL('../src/server.ts', import.meta.url))],
    {
      env: { ...process.env, RPC_URL: chain.rpcUrl, DEPLOYMENTS_DIR: chain.deploymentsDir, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, output })));
}

describe('the supervised hub', () => {
  it('answers /health and /ready', async () => {
    expect(await getJson(`${hub.url}/health`)).toMatchObject({ status: 200, body: { ok: true } });
    expect(await getJson(`${hub.url}/ready`)).toMatchObject({ status: 200, body: { ready: true } });
  });

  it('is back by itself after a kill -9, with what it had written', async () => {
    const claim = await signClaim(chain.active[0]!, { username: 'Survivor1', chainId: chain.chainId });
    expect((await postClaim(hub.url, claim)).status).toBe(201);
    const killed = hub.process;
    process.kill(killed.pid!, 'SIGKILL');
    await new Promise((resolve) => killed.once('exit', resolve));
    await hub.ready(60_000);
    expect(hub.restarts).toBe(1);
    expect(logs).toContain('hub: killed by SIGKILL; restarting in 1 s');
    const saved = await getJson(`${hub.url}/api/users/${chain.active[0]!.address}`);
    expect(saved).toMatchObject({ status: 200, body: { username: 'Survivor1' } });
  });

  it('refuses a second hub on its data folder, which stays served', async () => {
    const second = await secondHub({ HUB_PORT: String(await freePort()), HUB_DATA_DIR: join(dataDir, 'hub') });
    expect(second.code).toBe(1);
    expect(second.output).toContain(`another hub (process ${hub.process.pid}) uses ${join(dataDir, 'hub')}`);
    expect((await getJson(`${hub.url}/api/users/${chain.active[0]!.address}`)).body).toMatchObject({
      username: 'Survivor1',
    });
  });

  it('refuses a second hub on its port before opening a database', async () => {
    const otherDir = join(dataDir, 'other');
    const second = await secondHub({ HUB_PORT: new URL(hub.url).port, HUB_DATA_DIR: otherDir });
    expect(second.code).toBe(1);
    expect(second.output).toContain('EADDRINUSE');
    expect(existsSync(otherDir)).toBe(false);
    expect((await getJson(`${hub.url}/ready`)).status).toBe(200);
  });
});
