// The approvals page's REST route (docs/indexer.md): an account's approvals to FlaskSwap
// contracts, newest first, revoked ones (value 0) included. The app confirms every row with an
// allowance read, so the value here is the last Approval log's, not necessarily today's allowance.
// Paged by a keyset cursor (block, log index): a page never skips or repeats a row while new
// approvals arrive, and no page costs more than its `first` rows.
import { db } from 'ponder:api';
import { tokenApproval } from 'ponder:schema';
import { approvalsRequest, checkWith, formatLogCursor } from '@flaskswap/sdk/api';
import { Hono } from 'hono';
import { and, desc, eq, lt, or } from 'ponder';
import { getAddress } from 'viem';

type ApprovalRow = typeof tokenApproval.$inferSelect;

const approvalJson = (row: ApprovalRow) => ({
  token: getAddress(row.token),
  spender: getAddress(row.spender),
  value: row.value.toString(),
  blockNumber: row.blockNumber.toString(),
  timestamp: row.timestamp.toString(),
  transactionHash: row.transactionHash,
});

export const approvalRoutes = new Hono();

approvalRoutes.get('/:owner', async (c) => {
  const request = checkWith(approvalsRequest, { ...c.req.query(), ...c.req.param() });
  if (!request.ok) return c.json({ error: request.error }, 400);
  const { owner, first, before } = request.value;
  const olderThanCursor =
    before &&
    or(
      lt(tokenApproval.blockNumber, before.blockNumber),
      and(eq(tokenApproval.blockNumber, before.blockNumber), lt(tokenApproval.logIndex, before.logIndex)),
    );
  // One row more than the page: whether another page follows, without a count.
  const rows = await db
    .select()
    .from(tokenApproval)
    .where(and(eq(tokenApproval.owner, owner!), olderThanCursor)) // the route always has `owner`
    .orderBy(desc(tokenApproval.blockNumber), desc(tokenApproval.logIndex))
    .limit(first + 1);
  const page = rows.slice(0, first);
  const last = page.at(-1);
  const next = rows.length > first && last ? formatLogCursor(last) : null;
  return c.json({ approvals: page.map(approvalJson), next });
});
