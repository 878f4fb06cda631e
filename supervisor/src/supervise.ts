// A long-running service as a supervised child process: when it exits without being asked to, it
// is started again after a delay that doubles with each quick failure (1 s, 2 s, 4 s… up to 30 s)
// and falls back to the first once a run lasted a minute. Every exit and restart is logged.
import type { ChildProcess } from 'node:child_process';

/** Ponder's exit code for "a retryable error: start me again". */
export const EXIT_RETRY = 75;

export interface SuperviseOptions {
  /** For log lines: "indexer". */
  name: string;
  /**
   * Starts one run. Spawn it `detached` (its own process group): stop() and kill() then reach the
   * processes it starts too, and a terminal's Ctrl-C reaches only the supervisor, which stops
   * every service in order.
   */
  start(): ChildProcess;
  log(message: string): void;
  /** Called with each run's process (an orphan guard watches it). */
  onStart?(child: ChildProcess): void;
  /** Called when a run exits on its own, before the restart is scheduled. */
  onExit?(code: number | null, signal: NodeJS.Signals | null): void;
  minDelayMs?: number;
  maxDelayMs?: number;
  /** A run that lasted this long counts as healthy: the next delay is the first again. */
  stableMs?: number;
  /** Grace before SIGKILL when stopping. */
  stopTimeoutMs?: number;
}

export interface Supervised {
  /** The current run's process. */
  readonly child: ChildProcess;
  /** Runs started after the first. */
  readonly restarts: number;
  /** Stops for good: SIGTERM to the run's group, SIGKILL after the grace; no restart. */
  stop(): Promise<void>;
  /** Kills the run's group at once, for good (a second Ctrl-C). */
  kill(): void;
}

/** Sends `signal` to the child's process group (or the child alone when it has none). */
export function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    try {
      child.kill(signal);
    } catch {}
  }
}

export function exitDescription(code: number | null, signal: NodeJS.Signals | null): string {
  if (signal) return `killed by ${signal}`;
  if (code === EXIT_RETRY) return `exited with code ${code} (asks to be restarted)`;
  return `exited with code ${code}`;
}

export function supervise(options: SuperviseOptions): Supervised {
  const minDelayMs = options.minDelayMs ?? 1_000;
  const maxDelayMs = options.maxDelayMs ?? 30_000;
  const stableMs = options.stableMs ?? 60_000;
  const stopTimeoutMs = options.stopTimeoutMs ?? 10_000;
  let stopping = false;
  let restarts = 0;
  let delay = minDelayMs;
  let timer: NodeJS.Timeout | undefined;
  let child: ChildProcess;
  let exited: Promise<void>;

  function run(): void {
    const started = Date.now();
    child = options.start();
    options.onStart?.(child);
    const current = child;
    exited = new Promise((resolve) => {
      current.once('exit', (code, signal) => {
        resolve();
        if (stopping) return;
        options.onExit?.(code, signal);
        if (Date.now() - started >= stableMs) delay = minDelayMs;
        options.log(`${options.name}: ${exitDescription(code, signal)}; restarting in ${delay / 1000} s`);
        timer = setTimeout(() => {
          timer = undefined;
          if (stopping) return;
          restarts++;
          run();
          options.log(`${options.name}: restarted (restart ${restarts}, process ${child.pid})`);
        }, delay);
        delay = Math.min(delay * 2, maxDelayMs);
      });
      // A spawn failure (missing binary) arrives as 'error' followed by 'exit' or alone.
      current.once('error', (error) => {
        if (current.pid === undefined) {
          options.log(`${options.name}: could not start (${error.message})`);
          current.emit('exit', null, null);
        }
      });
    });
  }
  run();

  return {
    get child() {
      return child;
    },
    get restarts() {
      return restarts;
    },
    async stop() {
      stopping = true;
      if (timer) clearTimeout(timer);
      const current = child;
      signalGroup(current, 'SIGTERM');
      const force = setTimeout(() => signalGroup(current, 'SIGKILL'), stopTimeoutMs);
      await exited;
      clearTimeout(force);
    },
    kill() {
      stopping = true;
      if (timer) clearTimeout(timer);
      signalGroup(child, 'SIGKILL');
    },
  };
}
