import { describe, expect, it } from 'vitest';
import {
  blockRanges,
  emitters,
  lpScanKey,
  RANGES_PER_STEP,
  scanResumePoint,
  stepEnd,
  TRANSFER_TOPIC,
  transfersToTopics,
} from './lpDiscovery.ts';

describe('LP discovery helpers', () => {
  it('filters Transfer events by recipient', () => {
    expect(TRANSFER_TOPIC).toBe('0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef');
    expect(transfersToTopics('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')).toEqual([
      TRANSFER_TOPIC,
      null,
      '0x00000000000000000000000070997970c51812dc3a010c7d01b50e0d17dc79c8',
    ]);
  });
  it('splits block ranges into bounded chunks', () => {
    expect(blockRanges(0n, 9n, 5n)).toEqual([
      { fromBlock: 0n, toBlock: 4n },
      { fromBlock: 5n, toBlock: 9n },
    ]);
    expect(blockRanges(10n, 12n, 5n)).toEqual([{ fromBlock: 10n, toBlock: 12n }]);
    expect(blockRanges(13n, 12n, 5n)).toEqual([]);
    expect(() => blockRanges(0n, 1n, 0n)).toThrow();
  });
  it('lists each emitter once, after the ones already known', () => {
    const a = '0x2222222222222222222222222222222222222222';
    const b = '0xaAaAaAaaAaAaAaaAaAAAAAAAAaaaAaAaAaaAaaAa';
    expect(emitters([{ address: b.toLowerCase() }, { address: a }, { address: b }], [a])).toEqual([a, b]);
  });
  it('scans in steps of RANGES_PER_STEP ranges, the last one ending at the head', () => {
    expect(stepEnd(0n, 1_000_000n, 5_000n)).toBe(5_000n * RANGES_PER_STEP - 1n);
    expect(stepEnd(100n, 150n, 5_000n)).toBe(150n);
  });
  it('resumes after the saved block only while that block is still on the chain', () => {
    const contracts = ['0x2222222222222222222222222222222222222222' as const];
    const saved = { scannedTo: '120', blockHash: '0xaa' as const, contracts };
    expect(scanResumePoint(saved, '0xaa', 7n)).toEqual({ from: 121n, contracts });
    expect(scanResumePoint(saved, '0xbb', 7n)).toEqual({ from: 7n, contracts: [] });
    expect(scanResumePoint(saved, undefined, 7n)).toEqual({ from: 7n, contracts: [] });
    expect(scanResumePoint(undefined, undefined, 7n)).toEqual({ from: 7n, contracts: [] });
  });
  it('keys a scan by chain, deployment and account, whatever the case', () => {
    expect(
      lpScanKey(56, '0xAbCdEf0000000000000000000000000000000001', '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'),
    ).toBe('56:0xabcdef0000000000000000000000000000000001:0x70997970c51812dc3a010c7d01b50e0d17dc79c8');
  });
});
