// One keeper per key and chain on a machine: two would race for the same nonces (each replacing
// the other's transactions). A lock file per (chain, key) holds the owner's pid; a lock whose
// process is gone is taken over. The chain is told apart by its genesis hash as well as its id, so
// two devnets (both 31337) each have their own keepers.
import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Address, Hex } from 'viem';

export interface KeyLock {
  release(): void;
}

export class KeyInUseError extends Error {
  constructor(address: Address, pid: number) {
    super(`another keeper (process ${pid}) already sends from ${address} on this chain: stop it first`);
    this.name = 'KeyInUseError';
  }
}

/** Where the locks are (overridable for tests). */
export function keyLockDir(): string {
  return process.env.KEEPER_LOCK_DIR ?? join(tmpdir(), 'flaskswap-keeper-locks');
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Held keys of this process: a second keeper in the same process is refused too. */
const heldHere = new Set<string>();

/** Takes the lock of `address` on the chain (`chainId`, `genesisHash`), or throws KeyInUseError. */
export function lockKeeperKey(chainId: number, genesisHash: Hex, address: Address): KeyLock {
  const dir = keyLockDir();
  mkdirSync(dir, { recursive: true });
  const name = `${chainId}-${genesisHash.slice(2, 18)}-${address.toLowerCase()}.lock`;
  const file = join(dir, name);
  if (heldHere.has(file)) throw new KeyInUseError(address, process.pid);
  for (let attempt = 0; attempt < 2; attempt++) {
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
    const owner = Number(readFileSync(file, 'utf8').trim());
    // An empty lock is being written right now, unless it has been empty for a while.
    const writing = !owner && Date.now() - statSync(file).mtimeMs < 10_000;
    if (writing || (owner > 0 && owner !== process.pid && isAlive(owner))) throw new KeyInUseError(address, owner);
    // The owner is gone (killed): its lock is stale.
    rmSync(file, { force: true });
  }
  throw new KeyInUseError(address, Number(readFileSync(file, 'utf8').trim()));
}
