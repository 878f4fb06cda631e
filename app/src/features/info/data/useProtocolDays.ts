import { useIndexerQuery } from '@/indexer';
import { PROTOCOL_QUERY } from './queries.ts';
import type { Items } from './types.ts';

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
  return useIndexerQuery<{ protocol: ProtocolTotals | null; protocolDayDatas: Items<ProtocolDay> }>(
    'info-protocol',
    PROTOCOL_QUERY,
  );
}
