import { scanResumePoint } from '@flaskswap/sdk';
import { type Address, getAddress, type Hex, keccak256, pad, toHex } from 'viem';
import type { LpScan } from '@/state/slices/lpScans.ts';

/** keccak256('Transfer(address,address,uint256)'): the ERC-20 event every LP mint and transfer emits. */
export const TRANSFER_TOPIC = keccak256(toHex('Transfer(address,address,uint256)'));

/** Topics matching Transfer events to `account` from any contract. */
export function transfersToTopics(account: Address): [Hex, null, Hex] {
  return [TRANSFER_TOPIC, null, pad(account.toLowerCase() as Hex, { size: 32 })];
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

/** eth_getLogs ranges per scan step: progress is saved after each step, so a long scan resumes. */
export const RANGES_PER_STEP = 20;

/**
 * Where an LP scan resumes (the sdk's scanResumePoint): after the saved block with the contracts
 * found so far while that block is still on the chain, else from the start block with none.
 */
export function lpScanResumePoint(
  saved: LpScan | undefined,
  savedBlockHashNow: Hex | undefined,
  startBlock: bigint,
): { from: bigint; contracts: Address[] } {
  const progress = saved && { scannedTo: BigInt(saved.scannedTo), blockHash: saved.blockHash };
  const { from, resumed } = scanResumePoint(progress, savedBlockHashNow, startBlock);
  return { from, contracts: resumed && saved ? saved.contracts : [] };
}

/** The persisted store's key of a scan: per chain, deployment (factory) and account. */
export function lpScanKey(chainId: number, factory: Address, account: Address): string {
  return `${chainId}:${factory.toLowerCase()}:${account.toLowerCase()}`;
}
