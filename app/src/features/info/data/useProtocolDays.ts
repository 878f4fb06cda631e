import { useIndexerRest } from '@/indexer';
import { PROTOCOL_PATH } from './paths.ts';

export interface ProtocolDay {
  periodStart: number;
  tvlUsd: number;
  volumeUsd: number;
  feesUsd: number;
  txCount: number;
}

export interface ProtocolTotals {
  tvlUsd: number;
  volumeUsd: number;
  feesUsd: number;
  txCount: number;
  pairCount: number;
}

/** The exchange's totals and its days, newest first. */
export function useProtocolDays() {
  return useIndexerRest<{ protocol: ProtocolTotals | null; days: ProtocolDay[] }>('info-protocol', PROTOCOL_PATH);
}
