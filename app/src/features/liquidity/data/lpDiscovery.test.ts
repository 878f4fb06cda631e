import { describe, expect, it } from 'vitest';
import { emitters, lpScanKey, lpScanResumePoint, TRANSFER_TOPIC, transfersToTopics } from './lpDiscovery.ts';

describe('LP discovery helpers', () => {
  it('filters Transfer events by recipient', () => {
    expect(TRANSFER_TOPIC).toBe('0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef');
    expect(transfersToTopics('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')).toEqual([
      TRANSFER_TOPIC,
      null,
      '0x00000000000000000000000070997970c51812dc3a010c7d01b50e0d17dc79c8',
    ]);
  });
  it('lists each emitter once, after the ones already known', () => {
    const a = '0x2222222222222222222222222222222222222222';
    const b = '0xaAaAaAaaAaAaAaaAaAAAAAAAAaaaAaAaAaaAaaAa';
    expect(emitters([{ address: b.toLowerCase() }, { address: a }, { address: b }], [a])).toEqual([a, b]);
  });
  it('resumes after the saved block only while that block is still on the chain', () => {
    const contracts = ['0x2222222222222222222222222222222222222222' as const];
    const saved = { scannedTo: '120', blockHash: '0xaa' as const, contracts };
    expect(lpScanResumePoint(saved, '0xaa', 7n)).toEqual({ from: 121n, contracts });
    expect(lpScanResumePoint(saved, '0xbb', 7n)).toEqual({ from: 7n, contracts: [] });
    expect(lpScanResumePoint(saved, undefined, 7n)).toEqual({ from: 7n, contracts: [] });
    expect(lpScanResumePoint(undefined, undefined, 7n)).toEqual({ from: 7n, contracts: [] });
  });
  it('keys a scan by chain, deployment and account, whatever the case', () => {
    expect(
      lpScanKey(56, '0xAbCdEf0000000000000000000000000000000001', '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'),
    ).toBe('56:0xabcdef0000000000000000000000000000000001:0x70997970c51812dc3a010c7d01b50e0d17dc79c8');
  });
});
