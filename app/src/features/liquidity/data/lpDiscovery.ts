import { DEVNET_CHAIN_ID } from '@flaskswap/sdk';
import { type Address, getAddress, type Hex, keccak256, pad, toHex } from 'viem';
import type { LpScan } from '@/state/slices/lpScans.ts';

/** keccak256('Transfer(address,address,uint256)'): the ERC-20 event every LP mint and transfer emits. */
export const TRANSFER_TOPIC = keccak256(toHex('Transfer(address,address,uint256)'));

/** Topics matching Transfer events to `account` from any contract. */
export function transfersToTopics(account: Address): [Hex, null, Hex] {
  return [TRANSFER_TOPIC, null, pad(account.toLowerCase() as Hex, { size: 32 })];
}

/**
 * Splits [from, to] into ranges of at most `maxSpan` blocks, for nodes that limit eth_getLogs
 * (public BNB Smart Chain nodes answer at most a few thousand blocks per call).
 */
export function blockRanges(from: bigint, to: bigint, maxSpan: bigint): { fromBlock: bigint; toBlock: bigint }[] {
  if (maxSpan <= 0n) throw new Error('maxSpan must be positive');
  const ranges: { fromBlock: bigint; toBlock: bigint }[] = [];
  for (let start = from; start <= to; start += maxSpan) {
    const end = start + maxSpan - 1n;
    ranges.push({ fromBlock: start, toBlock: end < to ? end : to });
  }
  return ranges;
}

/** The distinct contracts that emitted the logs, checksummed, in first-seen order. */
export function emitters(logs: readonly { address: string }[], known: readonly Address[] = []): Address[] {
  const seen = new Set(known.map((address) => address.toLowerCase()));
  const found: Address[] = [...known];
  for (const log of logs) {
    const key = log.address.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    found.push(getAddress(log.address));
  }
  return found;
}

/** Blocks per eth_getLogs call by chain: the devnet answers any range, public BSC nodes about 5000. */
export function logRangeFor(chainId: number): bigint {
  return chainId === DEVNET_CHAIN_ID ? 1_000_000n : 5_000n;
}

/** eth_getLogs ranges per scan step: progress is saved after each step, so a long scan resumes. */
export const RANGES_PER_STEP = 20n;

/** The last block of the scan step starting at `from`. */
export function stepEnd(from: bigint, latest: bigint, span: bigint): bigint {
  const end = from + span * RANGES_PER_STEP - 1n;
  return end < latest ? end : latest;
}

/**
 * Where a scan resumes: after the saved block while that block is still on the chain (same hash),
 * from the deployment's start block with nothing known otherwise (a reset devnet, a deep reorg).
 */
export function scanResumePoint(
  saved: LpScan | undefined,
  savedBlockHashNow: Hex | undefined,
  startBlock: bigint,
): { from: bigint; contracts: Address[] } {
  if (saved && savedBlockHashNow === saved.blockHash) {
    return { from: BigInt(saved.scannedTo) + 1n, contracts: saved.contracts };
  }
  return { from: startBlock, contracts: [] };
}

/** The persisted store's key of a scan: per chain, deployment (factory) and account. */
export function lpScanKey(chainId: number, factory: Address, account: Address): string {
  return `${chainId}:${factory.toLowerCase()}:${account.toLowerCase()}`;
}
