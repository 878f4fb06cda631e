import { describe, expect, it } from 'vitest';
import { BLOCKS_PER_YEAR, blocksIn, blocksToSeconds, measuredBlockSeconds } from '../../src/index.ts';

describe('block time', () => {
  it('turns durations into blocks and back at 3 s a block (SPEC.md §9: 10,512,000 a year)', () => {
    expect(BLOCKS_PER_YEAR).toBe(10_512_000);
    expect(blocksIn(24 * 60 * 60)).toBe(28_800n);
    expect(blocksIn(5)).toBe(1n);
    expect(blocksToSeconds(25n)).toBe(75n);
  });

  it('places past blocks at the chain measured rate', () => {
    expect(measuredBlockSeconds(56)).toBe(0.75);
    expect(measuredBlockSeconds(97)).toBe(0.75);
    expect(measuredBlockSeconds(31337)).toBe(1);
  });
});
