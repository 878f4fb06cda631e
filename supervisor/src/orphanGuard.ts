// No orphan whatever happens to the process that starts the services: a small guard process
// (guard.mjs) holds the list of their process groups and stops them when its pipe from the starter
// closes, which happens even when the starter is killed with SIGKILL and runs no code at all.
import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export interface OrphanGuard {
  /** Looks after `child`'s process group (spawn it `detached`) from now on. */
  watch(child: ChildProcess): void;
  /** The guard's own process (tests kill the starter and check the guard did its job). */
  readonly pid: number | undefined;
}

const guardScript = fileURLToPath(new URL('./guard.mjs', import.meta.url));

/** Starts the guard. It lives as long as this process (and its grace after), never longer. */
export function startOrphanGuard(): OrphanGuard {
  const guard = spawn(process.execPath, [guardScript], {
    stdio: ['pipe', 'ignore', 'inherit'],
    // Its own group: a Ctrl-C in the terminal is not for it.
    detached: true,
  });
  guard.unref();
  const input = guard.stdin!;
  (input as unknown as { unref?: () => void }).unref?.();
  input.on('error', () => {});
  return {
    pid: guard.pid,
    watch(child) {
      if (child.pid === undefined) return;
      input.write(`watch ${child.pid}\n`);
      child.once('exit', () => {
        if (!input.destroyed) input.write(`forget ${child.pid}\n`);
      });
    },
  };
}
