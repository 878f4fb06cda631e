// Publishing a proposal: the signed-message checks, then the form's rules (sdk validateProposal,
// the catalogue's texts), a readable snapshot, and who may publish (admins: core; anyone with
// the minimum voting power at the snapshot: community). The snapshot is captured before storing.
import {
  blocksIn,
  FLASKSWAP_SPACE,
  type ProposalField,
  proposalToJson,
  proposalTypedData,
  validateProposal,
} from '@flaskswap/sdk';
import { proposalRequest } from '@flaskswap/sdk/api';
import { and, count, eq, gte } from 'drizzle-orm';
import { formatEther, getAddress, hashTypedData, type TypedDataDefinition } from 'viem';
import { proposals } from '../db/schema.ts';
import type { SubmitOptions, VotingContext } from './context.ts';
import { checkedOr400, fromChain, INVALID_SNAPSHOT, VotingError } from './errors.ts';
import { type ProposalJson, proposalJson } from './json.ts';
import { checkSignature } from './signing.ts';

/**
 * A snapshot is one of the latest this many blocks (an hour of blocks, docs/hub.md):
 * a node still has its state, and nobody makes the hub capture the chain's distant past.
 */
export const MAX_SNAPSHOT_AGE_BLOCKS = blocksIn(60 * 60);
/** Proposals an author (not an admin) may have open, not yet ended, at once. */
export const MAX_OPEN_PROPOSALS_PER_AUTHOR = 5;

// Form order, so the first error answered is the first the form shows.
const FIELD_ORDER: ProposalField[] = ['title', 'body', 'choices', 'start', 'end', 'snapshot'];
/** 9999-12-31: later times are not dates a form could pick. */
const LATEST_DATE_SECONDS = 253_402_300_799n;

const asDate = (seconds: bigint) => (seconds > 0n && seconds <= LATEST_DATE_SECONDS ? Number(seconds) : undefined);

export async function publishProposal(
  ctx: VotingContext,
  body: unknown,
  options: SubmitOptions,
): Promise<ProposalJson> {
  const signed = checkedOr400(proposalRequest, body);
  const { address, message, signature } = signed;
  const chainId = await fromChain(() => ctx.chain.chainId());
  const typedData = proposalTypedData(chainId, message);
  await checkSignature(ctx, signed, typedData as TypedDataDefinition, options);

  const id = hashTypedData(typedData).toLowerCase();
  const [existing] = await ctx.db.select({ id: proposals.id }).from(proposals).where(eq(proposals.id, id));
  if (existing) throw new VotingError(409, 'This proposal was already published');
  // After the duplicate check: anyone can replay a public proposal, which must not use up its author's limit.
  options.limitAddress?.(address);

  const latest = await fromChain(() => ctx.power.latestBlock());
  const errors = validateProposal(
    {
      title: message.title,
      body: message.body,
      choices: message.choices,
      start: asDate(message.start),
      end: asDate(message.end),
      snapshot: Number(message.snapshot),
    },
    Number(latest),
  );
  const firstError = FIELD_ORDER.map((field) => errors[field]).find((error) => error !== undefined);
  if (firstError) throw new VotingError(400, firstError);
  if (message.snapshot < latest - MAX_SNAPSHOT_AGE_BLOCKS) {
    throw new VotingError(400, `The snapshot must be one of the latest ${MAX_SNAPSHOT_AGE_BLOCKS} blocks`);
  }
  const type = ctx.admins.has(address) ? 'core' : 'community';
  if (type === 'community') {
    const [counted] = await ctx.db
      .select({ open: count() })
      .from(proposals)
      .where(and(eq(proposals.author, address), gte(proposals.end, options.now)));
    if ((counted?.open ?? 0) >= MAX_OPEN_PROPOSALS_PER_AUTHOR) {
      throw new VotingError(
        403,
        `You already have ${MAX_OPEN_PROPOSALS_PER_AUTHOR} open proposals: publish another once one has ended`,
      );
    }
  }

  const power = await fromChain(() => ctx.power.powerAt([address], message.snapshot));
  if (!power) throw new VotingError(400, INVALID_SNAPSHOT);
  if (type === 'community' && (power.get(address)?.total ?? 0n) < ctx.minVotingPower) {
    throw new VotingError(
      403,
      `You need at least ${formatEther(ctx.minVotingPower)} FLASK of voting power at the snapshot to publish a proposal`,
    );
  }
  // While the snapshot is still readable: later votes and /verify may need it after the node prunes it.
  await fromChain(() => ctx.power.capture(message.snapshot));

  const [row] = await ctx.db
    .insert(proposals)
    .values({
      id,
      author: address,
      space: FLASKSWAP_SPACE.id,
      type,
      title: message.title,
      body: message.body,
      choices: [...message.choices],
      start: Number(message.start),
      end: Number(message.end),
      snapshot: message.snapshot,
      created: options.now,
      message: proposalToJson({ ...message, from: getAddress(message.from) }),
      signature,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) throw new VotingError(409, 'This proposal was already published');
  return proposalJson(row, 0, options.now);
}
