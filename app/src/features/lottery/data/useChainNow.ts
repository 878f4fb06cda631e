import { useEffect, useState } from 'react';

/** Chain time now: the last read's block timestamp plus the seconds since it was read, every second. */
export function useChainNow(chainTime: bigint | undefined, readAt: number): bigint | undefined {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  if (chainTime === undefined) return undefined;
  return chainTime + BigInt(Math.max(0, Math.floor((now - readAt) / 1000)));
}
