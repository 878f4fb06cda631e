// The persisted chain's state on disk: anvil's dump of the current state (accounts, storage, blocks
// and receipts; no historical states), gzipped, written atomically beside the copy before it.
// anvil never writes these files itself: an in-place write cut short by a stop left a truncated
// 2 GB file that no later start could load.
import {
  closeSync,
  existsSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  writeSync,
} from 'node:fs';
import { basename, dirname } from 'node:path';
import { gunzipSync } from 'node:zlib';

/** The newest state is `<stateFile>`; the last good one before it, `<stateFile>.prev`. */
export function previousStateFile(stateFile: string): string {
  return `${stateFile}.prev`;
}

function temporaryFile(stateFile: string): string {
  return `${stateFile}.tmp`;
}

/** Removes every copy of a persisted chain's state (a fresh chain starts from none). */
export function removeChainState(stateFile: string): void {
  for (const file of [stateFile, previousStateFile(stateFile), temporaryFile(stateFile)]) rmSync(file, { force: true });
}

export function hasChainState(stateFile: string): boolean {
  return existsSync(stateFile) || existsSync(previousStateFile(stateFile));
}

function writeDurably(file: string, bytes: Uint8Array): void {
  const fd = openSync(file, 'w');
  try {
    let written = 0;
    while (written < bytes.length) written += writeSync(fd, bytes, written);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

function syncDirectory(dir: string): void {
  const fd = openSync(dir, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/**
 * Saves a gzipped state dump (the bytes of `anvil_dumpState`): written to a temporary file and
 * flushed, then the newest copy becomes the previous one and the new file the newest, each by a
 * rename. A kill at any moment leaves the newest or the previous copy whole.
 */
export function saveChainState(stateFile: string, gzipped: Uint8Array): void {
  decodeChainState(gzipped); // never replace a good copy with a bad one
  const temporary = temporaryFile(stateFile);
  mkdirSync(dirname(stateFile), { recursive: true });
  writeDurably(temporary, gzipped);
  if (existsSync(stateFile)) renameSync(stateFile, previousStateFile(stateFile));
  renameSync(temporary, stateFile);
  syncDirectory(dirname(stateFile));
}

/** The state's JSON, as anvil's `--load-state` reads it; throws saying what is wrong with the bytes. */
export function decodeChainState(gzipped: Uint8Array): Buffer {
  let json: Buffer;
  try {
    json = gunzipSync(gzipped);
  } catch (error) {
    throw new Error(`not a whole gzip file (${error instanceof Error ? error.message : error})`);
  }
  // A dump is one JSON object with the accounts and the best block; cheap to check at both ends.
  const head = json.subarray(0, 64).toString('utf8');
  const tail = json.subarray(-1).toString('utf8');
  if (!head.startsWith('{') || tail !== '}' || !json.includes('"best_block_number"')) {
    throw new Error('not an anvil state dump');
  }
  return json;
}

export interface LoadedChainState {
  json: Buffer;
  /** The file it came from: the newest copy, or the previous one when the newest is damaged. */
  file: string;
}

/**
 * The last good state: the newest copy, or the previous one when the newest is missing or damaged
 * (each refusal is logged with its reason). Undefined when neither can be used.
 */
export function loadChainState(stateFile: string, log: (message: string) => void): LoadedChainState | undefined {
  for (const file of [stateFile, previousStateFile(stateFile)]) {
    if (!existsSync(file)) continue;
    try {
      const loaded = { json: decodeChainState(readFileSync(file)), file };
      if (file !== stateFile) log(`devnet: loading the last good copy of the chain's state, ${basename(file)}`);
      return loaded;
    } catch (error) {
      log(`devnet: refusing the chain's state in ${file}: ${error instanceof Error ? error.message : error}`);
    }
  }
  return undefined;
}
