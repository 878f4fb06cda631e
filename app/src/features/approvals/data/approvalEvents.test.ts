import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { indexedApprovals, MAX_INDEXER_PAGES, parseIndexerApproval } from './approvalEvents.ts';

const row = {
  token: '0x9fe46736679d2d9a65f0992f2272de9f3c7fa6e0',
  spender: '0xdc64a140aa3e981100a9beca4e685f962f0cf6c9',
  value: '115792089237316195423570985008687907853269984665640564039457584007913129639935',
  blockNumber: '1234',
  timestamp: '1764038400',
  transactionHash: `0x${'ab'.repeat(32)}`,
};

describe('parseIndexerApproval', () => {
  it('reads a well-formed row with checksummed addresses', () => {
    expect(parseIndexerApproval(row)).toEqual({
      token: '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0',
      spender: '0xDc64a140Aa3E981100a9becA4E685f962f0cF6C9',
      blockNumber: 1234n,
      timestamp: 1764038400,
      transactionHash: row.transactionHash,
    });
  });

  it('refuses rows with a malformed field', () => {
    expect(parseIndexerApproval({ ...row, token: 'FLASK' })).toBeUndefined();
    expect(parseIndexerApproval({ ...row, spender: undefined })).toBeUndefined();
    expect(parseIndexerApproval({ ...row, blockNumber: '-1' })).toBeUndefined();
    expect(parseIndexerApproval({ ...row, timestamp: '1.5' })).toBeUndefined();
    expect(parseIndexerApproval({ ...row, transactionHash: '0x1234' })).toBeUndefined();
  });
});

/** Owners the stand-in indexer knows: one with three pages, one whose pages never end. */
const PAGED = '0x00000000000000000000000000000000000000a1';
const ENDLESS = '0x00000000000000000000000000000000000000e1';

/** A real HTTP server standing in for the indexer's /approvals route: it records what was asked. */
let server: Server;
let url: string;
const asked: string[] = [];
beforeAll(async () => {
  server = createServer((request, response) => {
    const { pathname, searchParams } = new URL(request.url ?? '', 'http://indexer');
    asked.push(`${pathname}?${searchParams}`);
    response.setHeader('content-type', 'application/json');
    const before = searchParams.get('before');
    // The paged owner: blocks 30, 20 and 10, one per page, the cursor being the row's block.
    const block = before === null ? 30 : Number(before.split('-')[0]) - 10;
    const page = pathname.endsWith(PAGED)
      ? { approvals: [{ ...row, blockNumber: String(block) }], next: block > 10 ? `${block}-0` : null }
      : { approvals: [], next: `${asked.length}-0` };
    response.end(JSON.stringify(page));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('indexedApprovals', () => {
  it('follows the pages to the end, passing each next cursor as before', async () => {
    asked.length = 0;
    const events = await indexedApprovals(url, PAGED);
    expect(events.map((event) => event.blockNumber)).toEqual([30n, 20n, 10n]);
    expect(asked).toEqual([
      `/approvals/${PAGED}?first=1000`,
      `/approvals/${PAGED}?first=1000&before=30-0`,
      `/approvals/${PAGED}?first=1000&before=20-0`,
    ]);
  });

  it('gives up with an error after a bounded number of pages', async () => {
    asked.length = 0;
    await expect(indexedApprovals(url, ENDLESS)).rejects.toThrow(`more than ${MAX_INDEXER_PAGES} pages`);
    expect(asked).toHaveLength(MAX_INDEXER_PAGES);
  });
});
