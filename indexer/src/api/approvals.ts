// The approvals page's REST route (docs/indexer.md): an account's approvals to FlaskSwap
// contracts, newest first, revoked ones (value 0) included. The app confirms every row with an
// allowance read, so the value here is the last Approval log's, not necessarily today's allowance.
import { db } from 'ponder:api';
import { tokenApproval } from 'ponder:schema';
import { approvalsRequest, checkWith } from '@flaskswap/sdk/api';
import { Hono } from 'hono';
import { desc, eq } from 'ponder';
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
  const request = checkWith(approvalsRequest, c.req.param());
  if (!request.ok) return c.json({ error: request.error }, 400);
  const rows = await db
    .select()
    .from(tokenApproval)
    .where(eq(tokenApproval.owner, request.value.owner!)) // the route always has the parameter
    .orderBy(desc(tokenApproval.blockNumber), desc(tokenApproval.logIndex));
  return c.json({ approvals: rows.map(approvalJson) });
});
