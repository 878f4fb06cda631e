// An in-memory sliding-window limiter: at most `max` hits per key in any `windowMs`. One hub process
// serves the devnet; behind several replicas this would move to the database.

export interface RateLimitOptions {
  max: number;
  windowMs: number;
}

export interface RateLimiter {
  /** Records a hit for `key`; returns 0 when allowed, else the milliseconds until one is allowed. */
  hit(key: string, now?: number): number;
}

export function createRateLimiter({ max, windowMs }: RateLimitOptions): RateLimiter {
  const hits = new Map<string, number[]>();
  let nextSweep = 0;

  // Drops keys with no hit inside the window, so the map stays the size of recent traffic.
  function sweep(now: number) {
    if (now < nextSweep) return;
    nextSweep = now + windowMs;
    for (const [key, times] of hits) {
      if (times[times.length - 1]! <= now - windowMs) hits.delete(key);
    }
  }

  return {
    hit(key, now = Date.now()) {
      sweep(now);
      const recent = (hits.get(key) ?? []).filter((time) => time > now - windowMs);
      if (recent.length >= max) {
        hits.set(key, recent);
        return recent[0]! + windowMs - now;
      }
      recent.push(now);
      hits.set(key, recent);
      return 0;
    },
  };
}
