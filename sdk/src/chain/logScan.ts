// Walking eth_getLogs over a block range, spelled once for the app's LP discovery and approvals
// and the hub's snapshot capture: the chunk size a node accepts, the chunks, the steps after
// which progress is saved, and where a saved scan resumes. Plain functions: the caller brings
// the request for one chunk.
import { DEVNET_CHAIN_ID } from './constants.ts';

export interface BlockRange {
  fromBlock: bigint;
  toBlock: bigint;
}

/** Public BNB Smart Chain nodes refuse eth_getLogs over wider ranges. */
export const PUBLIC_NODE_LOG_RANGE = 5_000n;
/** Anvil answers any range: one chunk covers a devnet's whole history. */
export const DEVNET_LOG_RANGE = 1_000_000n;

/** Blocks per eth_getLogs call on `chainId`. */
export function logRangeFor(chainId: number | undefined): bigint {
  return chainId === DEVNET_CHAIN_ID ? DEVNET_LOG_RANGE : PUBLIC_NODE_LOG_RANGE;
}

/** [from, to] split into ranges of at most `span` blocks, in order (none when from > to). */
export function blockRanges(from: bigint, to: bigint, span: bigint): BlockRange[] {
  if (span <= 0n) throw new Error('span must be positive');
  const ranges: BlockRange[] = [];
  for (let start = from; start <= to; start += span) {
    const end = start + span - 1n;
    ranges.push({ fromBlock: start, toBlock: end < to ? end : to });
  }
  return ranges;
}

/** A scan step: its ranges are asked together, and progress is saved up to `toBlock` after it. */
export interface ScanStep extends BlockRange {
  ranges: BlockRange[];
}

/** [from, to] as steps of at most `rangesPerStep` ranges of `span` blocks each. */
export function scanSteps(from: bigint, to: bigint, span: bigint, rangesPerStep: number): ScanStep[] {
  if (!Number.isInteger(rangesPerStep) || rangesPerStep <= 0)
    throw new Error('rangesPerStep must be a positive integer');
  const ranges = blockRanges(from, to, span);
  const steps: ScanStep[] = [];
  for (let i = 0; i < ranges.length; i += rangesPerStep) {
    const part = ranges.slice(i, i + rangesPerStep);
    steps.push({ fromBlock: part[0]!.fromBlock, toBlock: part[part.length - 1]!.toBlock, ranges: part });
  }
  return steps;
}

/** How far a scan got: the last block read, and that block's hash when it was read. */
export interface ScanProgress {
  scannedTo: bigint;
  blockHash?: string | undefined;
}

/**
 * The first block a scan reads: after the saved progress while its last block is still the same
 * on the chain (its hash now is the saved one, when one was saved), else `startBlock` (nothing
 * saved, a reset devnet, a reorg deeper than the saved block). `resumed` says which.
 */
export function scanResumePoint(
  saved: ScanProgress | undefined,
  savedBlockHashNow: string | undefined,
  startBlock: bigint,
): { from: bigint; resumed: boolean } {
  const stillThere = saved?.blockHash === undefined || saved.blockHash === savedBlockHashNow;
  if (saved && stillThere && saved.scannedTo >= startBlock - 1n) return { from: saved.scannedTo + 1n, resumed: true };
  return { from: startBlock, resumed: false };
}

/**
 * Reads the logs of [from, to] step by step: each step's ranges through `fetchRange` at once, then
 * `onStep` with that step and its logs in block order (to save progress). `onStep` returning false
 * stops the scan there. Resolves true when the whole range was read.
 */
export async function scanLogs<Log>({
  from,
  to,
  span,
  rangesPerStep,
  fetchRange,
  onStep,
}: {
  from: bigint;
  to: bigint;
  span: bigint;
  rangesPerStep: number;
  fetchRange(range: BlockRange): Promise<readonly Log[]>;
  onStep(step: ScanStep, logs: Log[]): boolean | undefined | Promise<boolean | undefined>;
}): Promise<boolean> {
  for (const step of scanSteps(from, to, span, rangesPerStep)) {
    const logs = (await Promise.all(step.ranges.map(fetchRange))).flat();
    if ((await onStep(step, logs)) === false) return false;
  }
  return true;
}
