// The reads: proposals (filtered, newest end first), one proposal, its votes (newest first).
import type { ProposalListRequest, VotePage } from '@flaskswap/sdk/api';
import { and, asc, count, desc, eq, gt, gte, lt, lte, type SQL } from 'drizzle-orm';
import { proposals, votes } from '../db/schema.ts';
import type { VotingContext } from './context.ts';
import { VotingError } from './errors.ts';
import { type ProposalJson, proposalJson, type VoteJson, voteJson } from './json.ts';

const voteCount = (ctx: VotingContext) =>
  ctx.db
    .select({ proposalId: votes.proposalId, votes: count().as('votes') })
    .from(votes)
    .groupBy(votes.proposalId);

export async function listProposals(
  ctx: VotingContext,
  query: ProposalListRequest,
  now: number,
): Promise<ProposalJson[]> {
  const where: SQL[] = [];
  if (query.state === 'pending') where.push(gt(proposals.start, now));
  if (query.state === 'active') where.push(lte(proposals.start, now), gte(proposals.end, now));
  if (query.state === 'closed') where.push(lt(proposals.end, now));
  if (query.type !== 'all') where.push(eq(proposals.type, query.type));
  const counts = voteCount(ctx).as('counts');
  const rows = await ctx.db
    .select({ proposal: proposals, votes: counts.votes })
    .from(proposals)
    .leftJoin(counts, eq(counts.proposalId, proposals.id))
    .where(and(...where))
    .orderBy(desc(proposals.end), asc(proposals.id))
    .limit(query.first)
    .offset(query.skip);
  return rows.map((row) => proposalJson(row.proposal, Number(row.votes ?? 0), now));
}

const PROPOSAL_ID = /^0x[0-9a-fA-F]{64}$/;

async function findProposal(ctx: VotingContext, id: string) {
  if (!PROPOSAL_ID.test(id)) throw new VotingError(404, 'No proposal with this id');
  const [proposal] = await ctx.db.select().from(proposals).where(eq(proposals.id, id.toLowerCase()));
  if (!proposal) throw new VotingError(404, 'No proposal with this id');
  return proposal;
}

export async function getProposal(ctx: VotingContext, id: string, now: number): Promise<ProposalJson> {
  const proposal = await findProposal(ctx, id);
  const [counted] = await ctx.db.select({ votes: count() }).from(votes).where(eq(votes.proposalId, proposal.id));
  return proposalJson(proposal, counted?.votes ?? 0, now);
}

export async function listVotes(ctx: VotingContext, proposalId: string, page: VotePage): Promise<VoteJson[]> {
  const proposal = await findProposal(ctx, proposalId);
  const rows = await ctx.db
    .select()
    .from(votes)
    .where(eq(votes.proposalId, proposal.id))
    .orderBy(desc(votes.created), asc(votes.id))
    .limit(page.first)
    .offset(page.skip);
  return rows.map((row) => voteJson(row, proposal));
}
