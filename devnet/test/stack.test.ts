// `npm run stack`'s topology on a test devnet (docs/deploy.md, "Serving"): Postgres 15, one
// `ponder start` and two `ponder serve` replicas, two hubs, Debian's nginx in front. Reads through
// the balancer reach both replicas of each service, the replicas answer alike from one database,
// and the balancer keeps the indexer's GETs for one block.
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nginxInstalled } from '../src/stack/nginx.ts';
import { type Stack, startStack } from '../src/stack/stack.ts';
import { startTestDevnet, type TestDevnet } from '../src/testDevnet.ts';
import { findPostgresBin } from '../src/testing/postgres.ts';

const PORT = Number(process.env.STACK_TEST_PORT ?? 8691);
// Below 32768, outside the ephemeral range (indexer/test/support/stack.ts).
const INDEXER_PORT = 32691;
const HUB_PORT = 8792;
const FIRST_REPLICA_PORT = 32692;

const ready = nginxInstalled() && findPostgresBin() !== undefined;
if (!ready)
  console.warn(
    '[devnet tests] SKIPPED the stack test: it needs Debian’s nginx and PostgreSQL 15 ' +
      '(node scripts/ensure-nginx.mjs; apt-get install -y postgresql).',
  );

async function get(url: string, headers: Record<string, string> = {}) {
  const response = await fetch(url, { headers });
  return { response, body: await response.text() };
}

describe.skipIf(!ready)('npm run stack', () => {
  let devnet: TestDevnet;
  let stack: Stack;

  beforeAll(async () => {
    devnet = await startTestDevnet(PORT);
    stack = await startStack({
      rpcUrl: devnet.anvil.rpcUrl,
      deploymentsDir: process.env.DEPLOYMENTS_DIR,
      replicas: 2,
      indexerPort: INDEXER_PORT,
      hubPort: HUB_PORT,
      firstReplicaPort: FIRST_REPLICA_PORT,
      // STACK_TEST_LOGS=1 shows the children's output.
      stdio: process.env.STACK_TEST_LOGS ? 'inherit' : 'ignore',
    });
    await stack.writer.ready();
    // No new block from here on: every replica serves the same indexed block.
    await devnet.client.request({ method: 'evm_setIntervalMining' as never, params: [0] as never });
    const head = Number(await devnet.client.getBlockNumber({ cacheTime: 0 }));
    for (const url of stack.indexerReplicas) {
      for (;;) {
        const status = (await (await fetch(`${url}/status`)).json()) as Record<string, { block?: { number: number } }>;
        if ((Object.values(status)[0]?.block?.number ?? -1) >= head) break;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    }
  });
  afterAll(async () => {
    await stack?.stop();
    await devnet?.stop();
  });

  it('spreads reads over the replicas, which answer alike from one Postgres', async () => {
    const replicaPorts = stack.indexerReplicas.map((url) => new URL(url).port);
    const answers = await Promise.all(stack.indexerReplicas.map((url) => get(`${url}/amm/pairs?first=10`)));
    expect(answers[0]!.response.status).toBe(200);
    expect(JSON.parse(answers[0]!.body).pairs.length).toBeGreaterThan(0);
    expect(answers[1]!.body).toBe(answers[0]!.body);
    expect(answers[1]!.response.headers.get('etag')).toBe(answers[0]!.response.headers.get('etag'));

    // URLs the cache has not seen go to a replica each, in turn within each nginx worker: both serve
    // (a worker answering two of them has used both; a few requests suffice, 50 is the bound).
    const upstreams = new Set<string>();
    for (let first = 1; first <= 50 && upstreams.size < replicaPorts.length; first++) {
      const { response } = await get(`${stack.indexerUrl}/amm/pairs?first=${first}`);
      expect(response.status).toBe(200);
      upstreams.add(response.headers.get('x-upstream')!.split(':').pop()!);
    }
    expect([...upstreams].sort()).toEqual(replicaPorts.sort());

    const hubPorts = stack.hubReplicas.map((url) => new URL(url).port);
    const hubs = new Set<string>();
    for (let i = 0; i < 50 && hubs.size < hubPorts.length; i++) {
      const { response } = await get(`${stack.hubUrl}/health`);
      expect(response.status).toBe(200);
      hubs.add(response.headers.get('x-upstream')!.split(':').pop()!);
    }
    expect([...hubs].sort()).toEqual(hubPorts.sort());
  });

  it('keeps a GET for one block: one request per URL reaches a replica, the rest come from the cache', async () => {
    const path = '/amm/tokens?first=5';
    const answers = await Promise.all(Array.from({ length: 20 }, () => get(`${stack.indexerUrl}${path}`)));
    const statuses = answers.map(({ response }) => response.headers.get('x-cache-status'));
    for (const { response, body } of answers) {
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('public, max-age=1');
      expect(body).toBe(answers[0]!.body);
    }
    // The cache lock sends one request upstream while the others wait for its answer.
    expect(statuses.filter((status) => status === 'HIT').length).toBeGreaterThan(0);

    const etag = answers[0]!.response.headers.get('etag')!;
    const head = Number(await devnet.client.getBlockNumber({ cacheTime: 0 }));
    expect(etag).toMatch(new RegExp(`^"31337-${head}-\\d+"$`));
    const again = await get(`${stack.indexerUrl}${path}`, { 'if-none-match': etag });
    expect(again.response.status).toBe(304);
    expect(again.body).toBe('');
    // POSTs (GraphQL) are never cached.
    const graphql = await fetch(`${stack.indexerUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ pairs(limit: 1) { items { address } } }' }),
    });
    expect(graphql.status).toBe(200);
    expect(graphql.headers.get('x-cache-status')).toBeNull();
  });

  it("counts the hubs' per-IP limits by the client nginx saw, not by nginx's address", async () => {
    // Loopback answers on all of 127.0.0.0/8: two clients with addresses of their own.
    const post = (from: string) =>
      new Promise<number>((resolve, reject) => {
        const request = httpRequest(
          { host: '127.0.0.1', port: HUB_PORT, path: '/api/users', method: 'POST', localAddress: from, agent: false },
          (response) => {
            response.resume();
            resolve(response.statusCode!);
          },
        );
        request.once('error', reject);
        request.end('not json');
      });
    // 30 POSTs a minute per IP on each hub: 200 from one client, spread by nginx, exhaust both hubs'
    // budget for it (were every client seen as nginx's address, for everyone).
    const statuses: number[] = [];
    for (let i = 0; i < 200; i++) statuses.push(await post('127.0.0.2'));
    expect(statuses.filter((status) => status === 400).length).toBeLessThanOrEqual(60);
    expect(statuses.filter((status) => status !== 429 && status !== 400)).toEqual([]);
    expect(statuses.at(-1)).toBe(429);
    // Another client still has its own budget on both hubs.
    for (let i = 0; i < 4; i++) expect(await post('127.0.0.3')).toBe(400);
  });

  it('stops every process it started', async () => {
    await stack.stop();
    for (const url of [
      stack.indexerUrl,
      stack.hubUrl,
      ...stack.indexerReplicas,
      ...stack.hubReplicas,
      stack.writer.url,
    ]) {
      await expect(fetch(url)).rejects.toThrow();
    }
    expect(stack.writer.process.exitCode !== null || stack.writer.process.signalCode !== null).toBe(true);
  });
});
