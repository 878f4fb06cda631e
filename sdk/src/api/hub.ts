// The hub's requests (docs/hub.md): a username claim, signed proposals and votes, the votes to
// verify, and the voting routes' query strings. Every field typed and bounded, unknown fields
// refused, the failing field named; bigints travel as decimal strings.
import type { Address, Hex } from 'viem';
import { z } from 'zod';
import { usernameError } from '../profile/username.ts';
import { FLASKSWAP_SPACE } from '../voting/messages.ts';
import { fieldsOf, parseIsoUtc, requiredString, walletAddress } from './wire.ts';

/** A refusal inside a transform: `message`, and the value transform gives up with. */
function refuse(ctx: z.core.$RefinementCtx, message: string): never {
  ctx.addIssue({ code: 'custom', message });
  return z.NEVER as never;
}

// 65 bytes r‖s‖v: what personal_sign returns for an externally owned account.
const EOA_SIGNATURE = /^0x[0-9a-fA-F]{130}$/;

/** POST /api/users: `address` lowercase, the other fields as sent. */
export const usernameClaimRequest = fieldsOf(
  {
    address: requiredString('address'),
    username: requiredString('username'),
    issuedAt: requiredString('issuedAt'),
    signature: requiredString('signature'),
  },
  'The body',
  { notObject: 'The body must be a JSON object with address, username, issuedAt and signature' },
).transform((fields, ctx) => {
  const address = walletAddress('').safeParse(fields.address).data;
  if (!address) return refuse(ctx, 'address must be a 0x wallet address');
  const ruleBroken = usernameError(fields.username);
  if (ruleBroken) return refuse(ctx, ruleBroken);
  if (!parseIsoUtc(fields.issuedAt)) {
    return refuse(ctx, 'issuedAt must be an ISO 8601 UTC time like 2026-01-31T12:00:00.000Z');
  }
  if (!EOA_SIGNATURE.test(fields.signature)) return refuse(ctx, 'signature must be a 65-byte 0x hex signature');
  return { ...fields, address, signature: fields.signature as Hex };
});
export type UsernameClaim = z.output<typeof usernameClaimRequest>;

const MAX_UINT64 = 2n ** 64n - 1n;
const MAX_UINT32 = 2 ** 32 - 1;
// EOA signatures are 65 bytes; ERC-1271/6492 ones can be longer (the body limit bounds them).
const SIGNATURE = /^0x(?:[0-9a-fA-F]{2})+$/;
const BYTES32 = /^0x[0-9a-fA-F]{64}$/;
const DECIMAL = /^(?:0|[1-9]\d{0,19})$/;

const uint64 = (path: string) =>
  z.unknown().transform((value, ctx): bigint => {
    if (typeof value !== 'string' || !DECIMAL.test(value) || BigInt(value) > MAX_UINT64) {
      return refuse(ctx, `${path} must be a whole number as a decimal string`);
    }
    return BigInt(value);
  });

/** `{ address, signature, message }` around a signed message; `address` lowercase. */
const signed = <M extends z.ZodType>(message: M) =>
  fieldsOf(
    {
      address: walletAddress('address must be a 0x wallet address'),
      signature: requiredString('signature').regex(SIGNATURE, { error: 'signature must be 0x hex' }),
      message,
    },
    'The body',
    { unexpectedIn: ' in The body', notObject: 'The body must be a JSON object with address, message, signature' },
  ).transform((fields) => ({
    address: fields.address,
    message: (fields as { message: unknown }).message as z.output<M>,
    signature: fields.signature as Hex,
  }));

// Fields in the order they are checked (the choices first); the message keeps the signed order.
const proposalMessage = fieldsOf(
  {
    choices: z.array(z.string({ error: 'message.choices must be an array of strings' }), {
      error: 'message.choices must be an array of strings',
    }),
    from: walletAddress('message.from must be a 0x wallet address'),
    space: requiredString('message.space'),
    timestamp: uint64('message.timestamp'),
    title: requiredString('message.title'),
    body: requiredString('message.body'),
    start: uint64('message.start'),
    end: uint64('message.end'),
    snapshot: uint64('message.snapshot'),
  },
  'message',
  {
    unexpectedIn: ' in message',
    notObject: 'message must be a JSON object with from, space, timestamp, title, body, choices, start, end, snapshot',
  },
).transform(({ from, space, timestamp, title, body, choices, start, end, snapshot }) => ({
  from,
  space,
  timestamp,
  title,
  body,
  choices,
  start,
  end,
  snapshot,
}));

const voteMessage = fieldsOf(
  {
    proposal: requiredString('message.proposal').regex(BYTES32, {
      error: 'message.proposal must be a proposal id (32 bytes of 0x hex)',
    }),
    choice: z
      .number({ error: 'message.choice must be a whole number (1 for the first choice)' })
      .int({ error: 'message.choice must be a whole number (1 for the first choice)' })
      .min(0, { error: 'message.choice must be a whole number (1 for the first choice)' })
      .max(MAX_UINT32, { error: 'message.choice must be a whole number (1 for the first choice)' }),
    from: walletAddress('message.from must be a 0x wallet address'),
    space: requiredString('message.space'),
    timestamp: uint64('message.timestamp'),
  },
  'message',
  {
    unexpectedIn: ' in message',
    notObject: 'message must be a JSON object with from, space, timestamp, proposal, choice',
  },
).transform(({ from, space, timestamp, proposal, choice }) => ({
  from,
  space,
  timestamp,
  proposal: proposal.toLowerCase() as Hex,
  choice,
}));

/** POST /api/voting/proposals */
export const proposalRequest = signed(proposalMessage);
/** POST /api/voting/votes */
export const voteRequest = signed(voteMessage);

/** What a signed body holds once checked. */
export interface SignedBody<M> {
  /** Lowercase. */
  address: Address;
  message: M;
  signature: Hex;
}

/** At most this many votes per POST /verify. */
export const MAX_VERIFY_VOTES = 1000;

/** POST /verify: the snapshot `block` (checked by the hub against the chain) and the votes to check. */
export const verifyRequest = z
  .object(
    {
      block: z.unknown().optional(),
      votes: z
        .array(z.unknown(), { error: 'votes must be an array' })
        .max(MAX_VERIFY_VOTES, { error: `votes may hold at most ${MAX_VERIFY_VOTES}` }),
    },
    { error: 'The body must be a JSON object with block and votes' },
  )
  .transform(({ block, votes }, ctx) => ({
    block,
    votes: votes.map((vote, index) => {
      const fields = (typeof vote === 'object' && vote !== null ? vote : {}) as Record<string, unknown>;
      const address = walletAddress('').safeParse(fields.address).data;
      if (!address) return refuse(ctx, `votes[${index}].address must be a 0x wallet address`);
      if (typeof fields.verificationHash !== 'string') {
        return refuse(ctx, `votes[${index}].verificationHash is required (a string)`);
      }
      const total = fields.total;
      const totalText = typeof total === 'number' && Number.isSafeInteger(total) ? String(total) : total;
      if (typeof totalText !== 'string' || !/^\d{1,78}$/.test(totalText)) {
        return refuse(ctx, `votes[${index}].total must be wei as a decimal string`);
      }
      return { address, verificationHash: fields.verificationHash, total: BigInt(totalText) };
    }),
  }));

const wholeNumber = (name: string, fallback: number, max: number) =>
  z
    .string()
    .optional()
    .transform((text, ctx): number => {
      if (text === undefined) return fallback;
      const value = /^\d{1,9}$/.test(text) ? Number(text) : Number.NaN;
      return value <= max ? value : refuse(ctx, `${name} must be a whole number from 0 to ${max}`);
    });

const oneOf = <const T extends readonly [string, ...string[]]>(name: string, allowed: T) =>
  z.enum(allowed, { error: `${name} must be one of ${allowed.join(', ')}` }).default(allowed[0]);

export const PROPOSAL_STATES = ['all', 'active', 'pending', 'closed'] as const;
export const PROPOSAL_TYPES = ['all', 'core', 'community'] as const;

/** GET /api/voting/proposals */
export const proposalListRequest = z
  .object({
    space: z.literal(FLASKSWAP_SPACE.id, { error: `space must be "${FLASKSWAP_SPACE.id}"` }).optional(),
    first: wholeNumber('first', 5, 100),
    skip: wholeNumber('skip', 0, 1_000_000),
    state: oneOf('state', PROPOSAL_STATES),
    type: oneOf('type', PROPOSAL_TYPES),
  })
  .transform(({ space: _space, ...query }) => query);
export type ProposalListRequest = z.output<typeof proposalListRequest>;

/** GET /api/voting/proposals/:id/votes */
export const votePageRequest = z.object({
  first: wholeNumber('first', 1000, 1000),
  skip: wholeNumber('skip', 0, 10_000_000),
});
export type VotePage = z.output<typeof votePageRequest>;
