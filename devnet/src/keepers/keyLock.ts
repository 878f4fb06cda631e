// One keeper per key and chain on a machine: two would race for the same nonces (each replacing
// the other's transactions). A pid lock per (chain, key); the chain is told apart by its genesis
// hash as well as its id, so two devnets (both 31337) each have their own keepers.
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LockHeldError, type PidLock, takePidLock } from '@flaskswap/supervisor';
import type { Address, Hex } from 'viem';

export class KeyInUseError extends Error {
  constructor(address: Address, pid: number) {
    super(`another keeper (process ${pid}) already sends from ${address} on this chain: stop it first`);
    this.name = 'KeyInUseError';
  }
}

/** Where the locks are (KEEPER_LOCK_DIR moves them, for tests). */
export function keyLockDir(): string {
  return process.env.KEEPER_LOCK_DIR ?? join(tmpdir(), 'flaskswap-keeper-locks');
}

/** Takes the lock of `address` on the chain (`chainId`, `genesisHash`), or throws KeyInUseError. */
export function lockKeeperKey(chainId: number, genesisHash: Hex, address: Address): PidLock {
  const file = join(keyLockDir(), `${chainId}-${genesisHash.slice(2, 18)}-${address.toLowerCase()}.lock`);
  try {
    return takePidLock(file);
  } catch (error) {
    if (error instanceof LockHeldError) throw new KeyInUseError(address, error.pid);
    throw error;
  }
}
