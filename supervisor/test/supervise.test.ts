import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { isProcessAlive, LockHeldError, takePidLock } from '../src/pidLock.ts';
import { EXIT_RETRY, type Supervised, supervise } from '../src/supervise.ts';

const node = (script: string): ChildProcess =>
  spawn(process.execPath, ['-e', script], { detached: true, stdio: 'ignore' });

async function until(condition: () => boolean, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

let running: Supervised | undefined;
afterEach(async () => {
  await running?.stop();
  running = undefined;
});

describe('supervise', () => {
  it('restarts a run that exits, with doubling delays and a log line each time', async () => {
    const logs: string[] = [];
    const starts: number[] = [];
    running = supervise({
      name: 'flaky',
      start: () => {
        starts.push(Date.now());
        return node(`process.exit(${starts.length === 1 ? EXIT_RETRY : 1})`);
      },
      log: (line) => logs.push(line),
      minDelayMs: 100,
    });
    await until(() => starts.length >= 4);
    expect(logs[0]).toBe('flaky: exited with code 75 (asks to be restarted); restarting in 0.1 s');
    expect(logs).toContain('flaky: exited with code 1; restarting in 0.2 s');
    expect(logs).toContain('flaky: exited with code 1; restarting in 0.4 s');
    expect(logs.some((line) => /^flaky: restarted \(restart 1, process \d+\)$/.test(line))).toBe(true);
    expect(starts[2]! - starts[1]!).toBeGreaterThanOrEqual(200);
    expect(starts[3]! - starts[2]!).toBeGreaterThanOrEqual(400);
  });

  it('restarts a run killed with SIGKILL, and stop() ends it for good', async () => {
    const logs: string[] = [];
    running = supervise({
      name: 'service',
      start: () => node('setInterval(() => {}, 1000)'),
      log: (line) => logs.push(line),
      minDelayMs: 50,
    });
    const first = running.child;
    await until(() => first.pid !== undefined);
    process.kill(first.pid!, 'SIGKILL');
    await until(() => running!.restarts === 1);
    expect(logs[0]).toBe('service: killed by SIGKILL; restarting in 0.05 s');
    const second = running.child;
    await running.stop();
    expect(second.signalCode).toBe('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(running.restarts).toBe(1);
  });

  it('forces a run that ignores SIGTERM after the grace', async () => {
    let ready = false;
    running = supervise({
      name: 'stubborn',
      start: () => {
        const child = spawn(
          process.execPath,
          ['-e', "process.on('SIGTERM', () => {}); console.log('ready'); setInterval(() => {}, 1000)"],
          { detached: true, stdio: ['ignore', 'pipe', 'ignore'] },
        );
        child.stdout!.once('data', () => {
          ready = true;
        });
        return child;
      },
      log: () => {},
      stopTimeoutMs: 300,
    });
    await until(() => ready);
    const child = running.child;
    await running.stop();
    expect(child.signalCode).toBe('SIGKILL');
  });
});

describe('the orphan guard', () => {
  it('stops the services of a starter killed with SIGKILL', async () => {
    const starter = spawn(
      process.execPath,
      ['--import', 'tsx', fileURLToPath(new URL('./support/starter.ts', import.meta.url))],
      { stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, ORPHAN_GUARD_GRACE_MS: '2000' } },
    );
    let output = '';
    starter.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    await until(() => output.includes('\n'));
    const { guard, service } = JSON.parse(output) as { guard: number; service: number };
    expect(isProcessAlive(service)).toBe(true);
    starter.kill('SIGKILL');
    // The service's group (the shell and its sleep) and the guard are gone.
    await until(() => !isProcessAlive(service) && !isProcessAlive(guard), 10_000);
  });
});

describe('pid locks', () => {
  it('refuse a second holder while the first lives, and take over a dead one', () => {
    const dir = mkdtempSync(join(tmpdir(), 'flaskswap-pidlock-'));
    try {
      const file = join(dir, 'data.lock');
      const held = takePidLock(file);
      expect(() => takePidLock(file)).toThrow(LockHeldError);
      held.release();
      takePidLock(file).release();
      const dead = spawn(process.execPath, ['-e', ''], { stdio: 'ignore' });
      writeFileSync(file, String(dead.pid));
      return new Promise<void>((resolve) =>
        dead.once('exit', () => {
          takePidLock(file).release();
          resolve();
        }),
      );
    } finally {
      setTimeout(() => rmSync(dir, { recursive: true, force: true }), 1000);
    }
  });
});
