// Casting a vote: the signed-message checks, then the proposal (exists, open on the hub's clock),
// the choice, one vote per voter, and power at the proposal's snapshot, stored with its hash.
import { voteToJson, voteTypedData, votingPowerHash } from '@flaskswap/sdk';
import { voteRequest } from '@flaskswap/sdk/api';
import { and, eq } from 'drizzle-orm';
import { getAddress, hashTypedData, type TypedDataDefinition } from 'viem';
import { proposals, votes } from '../db/schema.ts';
import type { SubmitOptions, VotingContext } from './context.ts';
import { checkedOr400, fromChain, INVALID_SNAPSHOT, VotingError } from './errors.ts';
import { type VoteJson, voteJson } from './json.ts';
import { checkSignature } from './signing.ts';

const ALREADY_VOTED = 'You already voted on this proposal';

export async function castVote(ctx: VotingContext, body: unknown, options: SubmitOptions): Promise<VoteJson> {
  const signed = checkedOr400(voteRequest, body);
  const { address, message, signature } = signed;
  const chainId = await fromChain(() => ctx.chain.chainId());
  const typedData = voteTypedData(chainId, message);
  await checkSignature(ctx, signed, typedData as TypedDataDefinition, options);

  const id = hashTypedData(typedData).toLowerCase();
  const [existing] = await ctx.db.select({ id: votes.id }).from(votes).where(eq(votes.id, id));
  if (existing) throw new VotingError(409, 'This vote was already cast');
  // After the duplicate check: anyone can replay a public vote, which must not use up its voter's limit.
  options.limitAddress?.(address);

  const [proposal] = await ctx.db.select().from(proposals).where(eq(proposals.id, message.proposal));
  if (!proposal) throw new VotingError(404, 'No proposal with this id');
  if (options.now < proposal.start) throw new VotingError(403, 'Voting has not started');
  if (options.now > proposal.end) throw new VotingError(403, 'Voting has ended');
  if (message.choice < 1 || message.choice > proposal.choices.length) {
    throw new VotingError(400, `choice must be between 1 and ${proposal.choices.length}`);
  }
  const [voted] = await ctx.db
    .select({ id: votes.id })
    .from(votes)
    .where(and(eq(votes.proposalId, proposal.id), eq(votes.voter, address)));
  if (voted) throw new VotingError(409, ALREADY_VOTED);

  const powers = await fromChain(() => ctx.power.powerAt([address], proposal.snapshot));
  if (!powers) throw new VotingError(400, INVALID_SNAPSHOT);
  const power = powers.get(address);
  if (!power || power.total === 0n) throw new VotingError(403, 'You had no voting power at the snapshot block');

  const [row] = await ctx.db
    .insert(votes)
    .values({
      id,
      proposalId: proposal.id,
      voter: address,
      choice: message.choice,
      created: options.now,
      votingPower: power.total.toString(),
      verificationHash: votingPowerHash(address, proposal.snapshot, power),
      message: voteToJson({ ...message, from: getAddress(message.from) }),
      signature,
    })
    .onConflictDoNothing() // the same voter's second vote racing this one
    .returning();
  if (!row) throw new VotingError(409, ALREADY_VOTED);
  return voteJson(row, proposal);
}
