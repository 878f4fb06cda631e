// Strict parsing of signed voting bodies `{ address, message, signature }`: every field typed
// and bounded, unknown fields refused, the failing field named. bigints travel as decimal strings.
import type { Json, ProposalMessage, VoteMessage } from '@flaskswap/sdk';
import type { Address, Hex } from 'viem';
import { checkAddress } from '../validation.ts';
import { VotingError } from './errors.ts';

export interface SignedBody<M> {
  /** Lowercase. */
  address: Address;
  message: M;
  signature: Hex;
}

const MAX_UINT64 = 2n ** 64n - 1n;
const MAX_UINT32 = 2 ** 32 - 1;
// EOA signatures are 65 bytes; ERC-1271/6492 ones can be longer (the body limit bounds them).
const SIGNATURE = /^0x(?:[0-9a-fA-F]{2})+$/;
const BYTES32 = /^0x[0-9a-fA-F]{64}$/;
const DECIMAL = /^(?:0|[1-9]\d{0,19})$/;

const refuse = (error: string): never => {
  throw new VotingError(400, error);
};

function objectWith(value: unknown, what: string, fields: readonly string[]): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return refuse(`${what} must be a JSON object with ${fields.join(', ')}`);
  }
  const unexpected = Object.keys(value).find((key) => !fields.includes(key));
  if (unexpected !== undefined) refuse(`Unexpected field "${unexpected.slice(0, 40)}" in ${what}`);
  return value as Record<string, unknown>;
}

function string(fields: Record<string, unknown>, name: string, path: string): string {
  const value = fields[name];
  return typeof value === 'string' ? value : refuse(`${path} is required (a string)`);
}

function uint64(fields: Record<string, unknown>, name: string, path: string): bigint {
  const value = fields[name];
  if (typeof value !== 'string' || !DECIMAL.test(value) || BigInt(value) > MAX_UINT64) {
    return refuse(`${path} must be a whole number as a decimal string`);
  }
  return BigInt(value);
}

function address(fields: Record<string, unknown>, name: string, path: string): Address {
  return checkAddress(fields[name]) ?? refuse(`${path} must be a 0x wallet address`);
}

function signedBody(body: unknown): { address: Address; message: unknown; signature: Hex } {
  const fields = objectWith(body, 'The body', ['address', 'message', 'signature']);
  const signer = address(fields, 'address', 'address');
  const signature = string(fields, 'signature', 'signature');
  if (!SIGNATURE.test(signature)) refuse('signature must be 0x hex');
  return { address: signer, message: fields.message, signature: signature as Hex };
}

const PROPOSAL_FIELDS = ['from', 'space', 'timestamp', 'title', 'body', 'choices', 'start', 'end', 'snapshot'];

export function parseProposalBody(body: unknown): SignedBody<ProposalMessage> {
  const signed = signedBody(body);
  const fields = objectWith(signed.message, 'message', PROPOSAL_FIELDS);
  const choices = fields.choices;
  if (!Array.isArray(choices) || choices.some((choice) => typeof choice !== 'string')) {
    refuse('message.choices must be an array of strings');
  }
  return {
    ...signed,
    message: {
      from: address(fields, 'from', 'message.from'),
      space: string(fields, 'space', 'message.space'),
      timestamp: uint64(fields, 'timestamp', 'message.timestamp'),
      title: string(fields, 'title', 'message.title'),
      body: string(fields, 'body', 'message.body'),
      choices: choices as string[],
      start: uint64(fields, 'start', 'message.start'),
      end: uint64(fields, 'end', 'message.end'),
      snapshot: uint64(fields, 'snapshot', 'message.snapshot'),
    },
  };
}

export function parseVoteBody(body: unknown): SignedBody<VoteMessage> {
  const signed = signedBody(body);
  const fields = objectWith(signed.message, 'message', ['from', 'space', 'timestamp', 'proposal', 'choice']);
  const proposal = string(fields, 'proposal', 'message.proposal');
  if (!BYTES32.test(proposal)) refuse('message.proposal must be a proposal id (32 bytes of 0x hex)');
  const choice = fields.choice;
  if (typeof choice !== 'number' || !Number.isInteger(choice) || choice < 0 || choice > MAX_UINT32) {
    refuse('message.choice must be a whole number (1 for the first choice)');
  }
  return {
    ...signed,
    message: {
      from: address(fields, 'from', 'message.from'),
      space: string(fields, 'space', 'message.space'),
      timestamp: uint64(fields, 'timestamp', 'message.timestamp'),
      proposal: proposal.toLowerCase() as Hex,
      choice: choice as number,
    },
  };
}

/** The stored form of a signed message (what was signed, bigints as strings). */
export type StoredMessage = Json<ProposalMessage> | Json<VoteMessage>;
