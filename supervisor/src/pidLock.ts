// A lock held by a live process: a file holding the owner's pid, created only if absent. A lock
// whose process is gone (killed with SIGKILL, the machine restarted) is stale and taken over. The
// hub locks its PGlite folder with it, a keeper its key.
import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

export interface PidLock {
  release(): void;
}

export class LockHeldError extends Error {
  constructor(
    readonly file: string,
    /** The process holding the lock (0 when it is still writing it). */
    readonly pid: number,
  ) {
    super(`${file} is held by process ${pid}`);
    this.name = 'LockHeldError';
  }
}

export function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Locks held by this process: a second taker in the same process is refused too. */
const heldHere = new Set<string>();

/** Takes the lock `file` for this process, or throws LockHeldError while a live process holds it. */
export function takePidLock(file: string): PidLock {
  mkdirSync(dirname(file), { recursive: true });
  if (heldHere.has(file)) throw new LockHeldError(file, process.pid);
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      writeFileSync(file, String(process.pid), { flag: 'wx' });
      heldHere.add(file);
      let released = false;
      return {
        release() {
          if (released) return;
          released = true;
          heldHere.delete(file);
          rmSync(file, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    let owner: number;
    try {
      owner = Number(readFileSync(file, 'utf8').trim());
      // An empty lock is being written right now, unless it has been empty for a while.
      if (!owner && Date.now() - statSync(file).mtimeMs < 10_000) throw new LockHeldError(file, 0);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue; // released meanwhile
      throw error;
    }
    if (owner > 0 && owner !== process.pid && isProcessAlive(owner)) throw new LockHeldError(file, owner);
    rmSync(file, { force: true }); // the owner is gone: a stale lock
  }
  throw new LockHeldError(file, 0);
}
