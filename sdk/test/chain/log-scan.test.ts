import { describe, expect, it } from 'vitest';
import {
  type BlockRange,
  blockRanges,
  DEVNET_CHAIN_ID,
  DEVNET_LOG_RANGE,
  logRangeFor,
  PUBLIC_NODE_LOG_RANGE,
  scanLogs,
  scanResumePoint,
  scanSteps,
} from '../../src/index.ts';

describe('log scan chunks', () => {
  it('asks public BSC nodes 5,000 blocks at a time and the devnet any range', () => {
    expect(logRangeFor(56)).toBe(5_000n);
    expect(logRangeFor(97)).toBe(PUBLIC_NODE_LOG_RANGE);
    expect(logRangeFor(undefined)).toBe(PUBLIC_NODE_LOG_RANGE);
    expect(logRangeFor(DEVNET_CHAIN_ID)).toBe(DEVNET_LOG_RANGE);
  });

  it('splits a block range into bounded chunks that cover it exactly', () => {
    expect(blockRanges(0n, 9n, 5n)).toEqual([
      { fromBlock: 0n, toBlock: 4n },
      { fromBlock: 5n, toBlock: 9n },
    ]);
    expect(blockRanges(10n, 12n, 5n)).toEqual([{ fromBlock: 10n, toBlock: 12n }]);
    expect(blockRanges(12n, 12n, 5n)).toEqual([{ fromBlock: 12n, toBlock: 12n }]);
    expect(blockRanges(13n, 12n, 5n)).toEqual([]);
    expect(() => blockRanges(0n, 1n, 0n)).toThrow();
    const ranges = blockRanges(7n, 100_007n, 5_000n);
    expect(ranges).toHaveLength(21);
    expect(ranges.every((range) => range.toBlock - range.fromBlock < 5_000n)).toBe(true);
    expect(ranges.slice(1).every((range, i) => range.fromBlock === ranges[i]!.toBlock + 1n)).toBe(true);
    expect(ranges.at(-1)?.toBlock).toBe(100_007n);
  });

  it('groups the chunks into steps, each ending where its last chunk ends', () => {
    const steps = scanSteps(0n, 24n, 5n, 2);
    expect(steps.map(({ fromBlock, toBlock, ranges }) => [fromBlock, toBlock, ranges.length])).toEqual([
      [0n, 9n, 2],
      [10n, 19n, 2],
      [20n, 24n, 1],
    ]);
    expect(scanSteps(5n, 4n, 5n, 2)).toEqual([]);
    expect(() => scanSteps(0n, 1n, 5n, 0)).toThrow();
  });
});

describe('scan progress', () => {
  it('resumes after the saved block only while that block is still on the chain', () => {
    const saved = { scannedTo: 120n, blockHash: '0xaa' };
    expect(scanResumePoint(saved, '0xaa', 7n)).toEqual({ from: 121n, resumed: true });
    expect(scanResumePoint(saved, '0xbb', 7n)).toEqual({ from: 7n, resumed: false });
    expect(scanResumePoint(saved, undefined, 7n)).toEqual({ from: 7n, resumed: false });
    expect(scanResumePoint(undefined, undefined, 7n)).toEqual({ from: 7n, resumed: false });
  });

  it('resumes a progress saved without a hash, unless it ends before the start block', () => {
    expect(scanResumePoint({ scannedTo: 6n }, undefined, 7n)).toEqual({ from: 7n, resumed: true });
    expect(scanResumePoint({ scannedTo: 50n }, undefined, 7n)).toEqual({ from: 51n, resumed: true });
    expect(scanResumePoint({ scannedTo: 3n }, undefined, 7n)).toEqual({ from: 7n, resumed: false });
  });
});

describe('scanLogs', () => {
  /** Logs that name their block, one per block in the range asked. */
  const fetchRange = async ({ fromBlock, toBlock }: BlockRange) => {
    const logs: bigint[] = [];
    for (let block = fromBlock; block <= toBlock; block++) logs.push(block);
    return logs;
  };

  it('reads every block once, in order, saving after each step', async () => {
    const asked: BlockRange[] = [];
    const saved: bigint[] = [];
    const seen: bigint[] = [];
    const fetchCounted = (range: BlockRange) => {
      asked.push(range);
      return fetchRange(range);
    };
    const done = await scanLogs({
      from: 3n,
      to: 30n,
      span: 4n,
      rangesPerStep: 3,
      fetchRange: fetchCounted,
      onStep: (step, logs) => {
        saved.push(step.toBlock);
        seen.push(...logs);
        return undefined;
      },
    });
    expect(done).toBe(true);
    expect(asked).toHaveLength(7);
    expect(saved).toEqual([14n, 26n, 30n]);
    expect(seen).toEqual(Array.from({ length: 28 }, (_, i) => BigInt(i + 3)));
  });

  it('stops after the step whose handler says so', async () => {
    const saved: bigint[] = [];
    const done = await scanLogs({
      from: 0n,
      to: 99n,
      span: 10n,
      rangesPerStep: 1,
      fetchRange,
      onStep: async (step) => saved.push(step.toBlock) < 3,
    });
    expect(done).toBe(false);
    expect(saved).toEqual([9n, 19n, 29n]);
  });

  it('saves nothing past a chunk that failed, so the next scan resumes before it', async () => {
    const saved: bigint[] = [];
    const failAt30 = (range: BlockRange) =>
      range.fromBlock === 30n ? Promise.reject(new Error('limit exceeded')) : fetchRange(range);
    const scan = scanLogs({
      from: 0n,
      to: 49n,
      span: 10n,
      rangesPerStep: 2,
      fetchRange: failAt30,
      onStep: (step) => saved.push(step.toBlock) > 0,
    });
    await expect(scan).rejects.toThrow('limit exceeded');
    expect(saved).toEqual([19n]);
  });
});
