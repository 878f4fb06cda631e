import { useIndexedStatus } from '@/indexer';

/**
 * "Now" for charts and 24h figures: the last indexed block's time (the devnet fast-forwards
 * its clock), or the wall clock while the indexer has not answered.
 */
export function useIndexedTime(): number {
  return useIndexedStatus().data?.timestamp ?? Math.floor(Date.now() / 1000);
}

/** The start of the hour a day before `now`: the window 24h figures read hourly rows from. */
export function dayWindowStart(now: number): number {
  const hourStart = now - (now % 3_600);
  return hourStart - 24 * 3_600;
}
