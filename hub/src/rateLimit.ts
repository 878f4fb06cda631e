// An in-memory sliding-window limiter: at most `max` units per key in any `windowMs` (a hit is one
// unit unless it says how many, as a /verify of 1,000 addresses does). One hub process serves the
// devnet; behind several replicas this would move to the database.

export interface RateLimitOptions {
  max: number;
  windowMs: number;
}

export interface RateLimiter {
  /**
   * Records `units` (default 1) for `key`; returns 0 when allowed, else the milliseconds until they
   * would be. A refused hit records nothing; more units than `max` are never allowed (Infinity).
   */
  hit(key: string, now?: number, units?: number): number;
}

interface Hit {
  time: number;
  units: number;
}

export function createRateLimiter({ max, windowMs }: RateLimitOptions): RateLimiter {
  const hits = new Map<string, Hit[]>();
  let nextSweep = 0;

  // Drops keys with no hit inside the window, so the map stays the size of recent traffic.
  function sweep(now: number) {
    if (now < nextSweep) return;
    nextSweep = now + windowMs;
    for (const [key, times] of hits) {
      if (times[times.length - 1]!.time <= now - windowMs) hits.delete(key);
    }
  }

  return {
    hit(key, now = Date.now(), units = 1) {
      if (units > max) return Number.POSITIVE_INFINITY;
      sweep(now);
      const recent = (hits.get(key) ?? []).filter((hit) => hit.time > now - windowMs);
      hits.set(key, recent);
      let used = recent.reduce((sum, hit) => sum + hit.units, 0);
      if (used + units <= max) {
        recent.push({ time: now, units });
        return 0;
      }
      // Allowed once enough of the oldest hits leave the window.
      for (const hit of recent) {
        used -= hit.units;
        if (used + units <= max) return hit.time + windowMs - now;
      }
      return Number.POSITIVE_INFINITY;
    },
  };
}
