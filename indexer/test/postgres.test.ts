// The same checks with DATABASE_URL: the indexer on a PostgreSQL 15 server of its own, the
// fingerprint kept as the schema's comment (resume on restart, drop on a new chain).

import { findPostgresBin, type PostgresServer, startPostgres } from '@flaskswap/devnet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectIndexMatchesChain } from './support/compareWithChain.ts';
import { allRows } from './support/indexerClient.ts';
import { runScriptedMarket, type ScriptedMarket } from './support/scriptedMarket.ts';
import { startTestStack, type TestStack } from './support/stack.ts';

const postgresBin = findPostgresBin();
if (!postgresBin)
  console.warn(
    '[indexer tests] SKIPPED the Postgres path: PostgreSQL 15 (initdb, pg_ctl) is not installed. ' +
      "`npm test` installs Debian's postgresql package; or run: apt-get install -y postgresql",
  );

describe.skipIf(!postgresBin)('indexer on Postgres (DATABASE_URL)', () => {
  let postgres: PostgresServer;
  let stack: TestStack;
  let market: ScriptedMarket;

  beforeAll(async () => {
    postgres = await startPostgres(postgresBin!);
    stack = await startTestStack(8643, 32643);
    market = await runScriptedMarket(stack.devnet);
  });
  afterAll(async () => {
    await stack?.stop();
    await postgres?.stop();
  });

  it('serves every figure as the chain has it, resumes on restart, drops a stale chain', async () => {
    const databaseUrl = postgres.databaseUrl;
    const first = await stack.startIndexer({ databaseUrl });
    expect(first.start).toBe('fresh');
    const model = await expectIndexMatchesChain(stack.devnet, first.url);
    expect(model.transactions.filter((tx) => market.txHashes.includes(tx.txHash)).length).toBeGreaterThan(9);

    const resumed = await stack.startIndexer({ databaseUrl });
    expect(resumed.start).toBe('resumed');
    await runScriptedMarket(stack.devnet);
    await expectIndexMatchesChain(stack.devnet, resumed.url);

    await stack.restartDevnet();
    const fresh = await stack.startIndexer({ databaseUrl });
    expect(fresh.start).toBe('fresh');
    await expectIndexMatchesChain(stack.devnet, fresh.url);
    const hashes = new Set(
      (await allRows<{ txHash: string }>(fresh.url, 'ammTransactions', 'txHash')).map((row) => row.txHash),
    );
    for (const hash of market.txHashes) expect(hashes.has(hash), `stale transaction ${hash}`).toBe(false);
  }, 300_000);
});
