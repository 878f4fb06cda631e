// The indexer on PGlite against a fresh devnet: every AMM figure it serves equals what the
// chain says after a scripted market, on GraphQL and on the REST GETs the app reads (cacheable for
// one block); a restart resumes; abuse of its HTTP surface is refused; a new chain drops the old
// data. (A kill -9 in the middle of the backfill: amm-rebuild.test.ts, side by side with this file.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectRestServesTheIndex } from './support/compareRest.ts';
import { expectIndexMatchesChain, waitUntilCaughtUp } from './support/compareWithChain.ts';
import { allRows } from './support/indexerClient.ts';
import { expectSearchMatchesChain } from './support/infoSearch.ts';
import { runScriptedMarket, type ScriptedMarket } from './support/scriptedMarket.ts';
import { startTestStack, type TestStack } from './support/stack.ts';

let stack: TestStack;
let market: ScriptedMarket;

beforeAll(async () => {
  stack = await startTestStack(8641, 32641);
  market = await runScriptedMarket(stack.devnet);
});
afterAll(() => stack?.stop());

const transactionHashes = async (url: string) =>
  new Set((await allRows<{ txHash: string }>(url, 'ammTransactions', 'txHash')).map((row) => row.txHash));

describe('indexer on PGlite', () => {
  it('serves reserves, LP supply and balances, volume, TVL, candles, transactions and search as the chain has them', async () => {
    const indexer = await stack.startIndexer();
    expect(indexer.start).toBe('fresh');
    const model = await expectIndexMatchesChain(stack.devnet, indexer.url);
    expect(model.swapCount).toBeGreaterThan(0);
    // The script's own trades are among them, under the accounts that sent them.
    const scripted = model.transactions.filter((tx) => market.txHashes.includes(tx.txHash));
    expect(scripted.filter((tx) => tx.kind === 'swap').length).toBeGreaterThanOrEqual(9);
    expect(scripted.map((tx) => tx.kind)).toEqual(expect.arrayContaining(['swap', 'add', 'remove']));
    for (const tx of scripted) expect(market.traders.map((a) => a.toLowerCase())).toContain(tx.account);
    await expectRestServesTheIndex(stack.devnet, indexer.url);
    await expectSearchMatchesChain(stack.devnet, indexer.url, model);
    await indexer.stop();
  });

  it('resumes on restart with its data, and keeps indexing new blocks', async () => {
    const indexer = await stack.startIndexer();
    expect(indexer.start).toBe('resumed');
    // Still there after the restart: every figure, the scripted trades among them.
    const model = await expectIndexMatchesChain(stack.devnet, indexer.url);
    const indexed = await transactionHashes(indexer.url);
    const scripted = model.transactions.filter((tx) => market.txHashes.includes(tx.txHash));
    expect(scripted.length).toBeGreaterThan(0);
    for (const tx of scripted) expect(indexed.has(tx.txHash)).toBe(true);
    await runScriptedMarket(stack.devnet);
    await expectIndexMatchesChain(stack.devnet, indexer.url);
    await indexer.stop();
  });

  it('refuses abuse: no SQL route, GraphQL limits, no stack trace in an error', async () => {
    const indexer = await stack.startIndexer();
    const answer = async (path: string, init?: RequestInit) => {
      const response = await fetch(`${indexer.url}${path}`, init);
      return { status: response.status, text: await response.text() };
    };
    const query = (text: string) =>
      answer('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: text }),
      });
    const answers = [
      await answer('/sql/db?sql=select%201'),
      await query(`{ ${Array.from({ length: 31 }, (_, i) => `a${i}: pairs { totalCount }`).join(' ')} }`),
      await query(`{ __schema { types { ${'ofType { '.repeat(99)}name${' }'.repeat(99)} } } }`),
      await query('{ pairs(limit: 1001) { items { address } } }'),
      await answer(`/approvals/${'0'.repeat(1_000_000)}`),
      await answer('/prediction/bets?first=%00'),
    ];
    expect(answers[0]!.status).toBe(404);
    // 31 aliases, depth 101, 1001 rows: each refused (with the production mask's message), nothing served.
    for (const refused of answers.slice(1, 4)) {
      const body = JSON.parse(refused.text) as { data?: unknown; errors?: { message: string }[] };
      expect(body.errors?.length).toBeGreaterThan(0);
      expect(body.data ?? null).toBeNull();
    }
    for (const { status, text } of answers) {
      expect(status).not.toBe(500);
      expect(text).not.toMatch(/\bat .+\.(ts|js):\d+|node_modules|occurred in/);
    }
    await indexer.stop();
  });

  it('drops the old data when the chain is new', async () => {
    const devnet = await stack.restartDevnet();
    const indexer = await stack.startIndexer();
    expect(indexer.start).toBe('fresh');
    await waitUntilCaughtUp(devnet, indexer.url);
    const indexed = await transactionHashes(indexer.url);
    for (const hash of market.txHashes) expect(indexed.has(hash), `stale transaction ${hash}`).toBe(false);
    await expectIndexMatchesChain(devnet, indexer.url);
    await indexer.stop();
  });
});
