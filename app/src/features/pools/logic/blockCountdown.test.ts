import { describe, expect, it } from 'vitest';
import { blockCountdown } from './blockCountdown.ts';

describe('blockCountdown', () => {
  it("'Starts in' before the start block, then 'Ends in', then finished", () => {
    expect(blockCountdown(100n, 200n, 40n)).toEqual({ kind: 'startsIn', blocks: 60n, targetBlock: 100n });
    expect(blockCountdown(100n, 200n, 100n)).toEqual({ kind: 'endsIn', blocks: 100n, targetBlock: 200n });
    expect(blockCountdown(100n, 200n, 200n)).toEqual({ kind: 'finished' });
  });
});
