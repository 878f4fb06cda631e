/// <reference path="./autocannon.d.ts" />
// A bounded load test of one request on loopback with autocannon (a GraphQL POST or a REST GET): a
// fixed number of connections for a fixed time, every response's latency kept to read p50/p95/p99.
// The indexer's benches and the reliability suite (e2e/bench/reliability.ts) use it.
import autocannon from 'autocannon';

export interface LoadResult {
  connections: number;
  requests: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
}

const percentile = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? Number.NaN;

/** `body`: a GraphQL POST to `url`; without it, a GET of `url`. */
export async function loadTest(
  url: string,
  body: string | undefined,
  connections: number,
  seconds: number,
): Promise<LoadResult> {
  const latencies: number[] = [];
  const instance = autocannon({
    url,
    ...(body === undefined
      ? { method: 'GET' as const }
      : { method: 'POST' as const, headers: { 'content-type': 'application/json' }, body }),
    connections,
    duration: seconds,
  });
  instance.on('response', (_client: unknown, _status: number, _bytes: number, responseTime: number) => {
    latencies.push(responseTime);
  });
  const result = await instance;
  latencies.sort((a, b) => a - b);
  return {
    connections,
    requests: latencies.length,
    perSecond: latencies.length / seconds,
    p50: percentile(latencies, 0.5),
    p95: percentile(latencies, 0.95),
    p99: percentile(latencies, 0.99),
    errors: result.errors + result.non2xx,
  };
}
