import { describe, expect, it } from 'vitest';
import { createRateLimiter } from '../src/rateLimit.ts';

describe('createRateLimiter', () => {
  it('allows max hits in any window, per key, sliding', () => {
    const limiter = createRateLimiter({ max: 2, windowMs: 1000 });
    expect(limiter.hit('a', 0)).toBe(0);
    expect(limiter.hit('a', 400)).toBe(0);
    // The third hit waits until the first leaves the window.
    expect(limiter.hit('a', 500)).toBe(500);
    expect(limiter.hit('b', 500)).toBe(0);
    expect(limiter.hit('a', 999)).toBe(1);
    expect(limiter.hit('a', 1000)).toBe(0);
    // Refused hits do not count: 400 and 1000 are in the window, so 1300 still waits for 400's end.
    expect(limiter.hit('a', 1300)).toBe(100);
    expect(limiter.hit('a', 1400)).toBe(0);
  });

  it('counts a hit of several units as that many, and never allows more than max at once', () => {
    const limiter = createRateLimiter({ max: 10, windowMs: 1000 });
    expect(limiter.hit('a', 0, 6)).toBe(0);
    expect(limiter.hit('a', 100, 3)).toBe(0);
    // 9 used: 2 more wait for the 6 to leave the window, 1 more passes.
    expect(limiter.hit('a', 200, 2)).toBe(800);
    expect(limiter.hit('a', 200, 1)).toBe(0);
    expect(limiter.hit('a', 1000, 2)).toBe(0);
    expect(limiter.hit('a', 1000, 11)).toBe(Number.POSITIVE_INFINITY);
  });
});
