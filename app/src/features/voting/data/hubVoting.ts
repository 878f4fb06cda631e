// Plain fetches to the hub's voting routes (docs/hub.md "Voting"). No React here. Every
// answer is checked field by field: a malformed one is an error, never rendered as it came.
import type { Json, ProposalMessage, ProposalState, VoteMessage } from '@flaskswap/sdk';
import { type Address, getAddress, type Hex, isAddress, isHex } from 'viem';
import type { Translate } from '@/i18n/message.ts';
import {
  POWER_SOURCES,
  type Proposal,
  type ProposalFilter,
  type ProposalType,
  type Vote,
  type VotingPowerAnswer,
  type VotingSpace,
} from './types.ts';

/** SPEC.md §7: proposals first default 5; votes paged by 1000 until an empty page. */
export const PROPOSALS_PAGE_SIZE = 5;
export const VOTES_PAGE_SIZE = 1000;
/** Votes per POST /verify, so a request stays small whatever the number of votes. */
export const VERIFY_BATCH_SIZE = 100;

const MAX_HUB_MESSAGE_LENGTH = 200;

/** A hub failure: its own message (shown as text) and status; status 0 when it could not be reached. */
export class VotingError extends Error {
  override name = 'VotingError';
  constructor(
    message: string,
    readonly status: number,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

/**
 * A hub failure as the page shows it: an unreachable hub in the chosen language; the hub's own
 * words (its SPEC catalogue messages, or an HTTP status) as it sent them.
 */
export function votingErrorText(error: unknown, t: Translate): string | undefined {
  if (!(error instanceof VotingError)) return undefined;
  return error.status === 0 ? t('Error fetching data') : error.message;
}

class MalformedAnswer extends VotingError {
  constructor(what: string) {
    super(`The hub sent a malformed ${what}`, 502);
  }
}

async function request(url: string, init: RequestInit = {}): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, init);
  } catch (error) {
    if (init.signal?.aborted) throw error;
    throw new VotingError('Error fetching data', 0, { cause: error });
  }
  const body = (await response.json().catch(() => undefined)) as { error?: unknown } | undefined;
  if (!response.ok) {
    const message =
      typeof body?.error === 'string' && body.error !== ''
        ? body.error.slice(0, MAX_HUB_MESSAGE_LENGTH)
        : response.statusText || `HTTP ${response.status}`;
    throw new VotingError(message, response.status);
  }
  return body;
}

const postJson = (url: string, body: unknown, signal?: AbortSignal) =>
  request(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body), signal });

// --- checking answers -------------------------------------------------------------------------

type Fields = Record<string, unknown>;

function object(value: unknown, what: string): Fields {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new MalformedAnswer(what);
  return value as Fields;
}

function text(value: unknown, what: string): string {
  if (typeof value !== 'string') throw new MalformedAnswer(what);
  return value;
}

function whole(value: unknown, what: string): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0) throw new MalformedAnswer(what);
  return value;
}

function wei(value: unknown, what: string): bigint {
  if (typeof value !== 'string' || !/^\d{1,78}$/.test(value)) throw new MalformedAnswer(what);
  return BigInt(value);
}

function address(value: unknown, what: string): Address {
  if (typeof value !== 'string' || !isAddress(value, { strict: false })) throw new MalformedAnswer(what);
  return getAddress(value);
}

function hash(value: unknown, what: string): Hex {
  if (typeof value !== 'string' || !isHex(value) || value.length !== 66) throw new MalformedAnswer(what);
  return value.toLowerCase() as Hex;
}

const STATES: readonly ProposalState[] = ['pending', 'active', 'closed'];
const TYPES: readonly ProposalType[] = ['core', 'community'];

function oneOf<T extends string>(value: unknown, allowed: readonly T[], what: string): T {
  if (!allowed.includes(value as T)) throw new MalformedAnswer(what);
  return value as T;
}

export function parseSpace(json: unknown): VotingSpace {
  const space = object(json, 'space');
  const admins = space.admins;
  if (!Array.isArray(admins)) throw new MalformedAnswer('space');
  return {
    id: text(space.id, 'space'),
    name: text(space.name, 'space'),
    chainId: whole(space.chainId, 'space'),
    admins: admins.map((admin) => address(admin, 'space')),
    minVotingPower: wei(space.minVotingPower, 'space'),
  };
}

export function parseProposal(json: unknown): Proposal {
  const proposal = object(json, 'proposal');
  const choices = proposal.choices;
  if (!Array.isArray(choices)) throw new MalformedAnswer('proposal');
  return {
    id: hash(proposal.id, 'proposal'),
    title: text(proposal.title, 'proposal'),
    body: text(proposal.body, 'proposal'),
    choices: choices.map((choice) => text(choice, 'proposal')),
    start: whole(proposal.start, 'proposal'),
    end: whole(proposal.end, 'proposal'),
    snapshot: wei(proposal.snapshot, 'proposal'),
    state: oneOf(proposal.state, STATES, 'proposal'),
    author: address(proposal.author, 'proposal'),
    type: oneOf(proposal.type, TYPES, 'proposal'),
    created: whole(proposal.created, 'proposal'),
    votes: whole(proposal.votes, 'proposal'),
  };
}

export function parseVote(json: unknown): Vote {
  const vote = object(json, 'vote');
  const metadata = object(vote.metadata, 'vote');
  return {
    id: hash(vote.id, 'vote'),
    voter: address(vote.voter, 'vote'),
    created: whole(vote.created, 'vote'),
    choice: whole(vote.choice, 'vote'),
    votingPower: wei(metadata.votingPower, 'vote'),
    verificationHash: hash(metadata.verificationHash, 'vote'),
  };
}

function list<T>(json: unknown, key: string, parse: (item: unknown) => T): T[] {
  const items = object(json, key)[key];
  if (!Array.isArray(items)) throw new MalformedAnswer(key);
  return items.map(parse);
}

// --- routes -----------------------------------------------------------------------------------

export async function fetchSpace(hubUrl: string, signal?: AbortSignal): Promise<VotingSpace> {
  return parseSpace(await request(`${hubUrl}/api/voting/space`, { signal }));
}

/** One page of proposals, newest end first. */
export async function fetchProposals(
  hubUrl: string,
  filter: ProposalFilter,
  skip: number,
  signal?: AbortSignal,
): Promise<Proposal[]> {
  const query = new URLSearchParams({
    first: String(PROPOSALS_PAGE_SIZE),
    skip: String(skip),
    state: filter.state,
    type: filter.type,
    space: 'flaskswap',
  });
  return list(await request(`${hubUrl}/api/voting/proposals?${query}`, { signal }), 'proposals', parseProposal);
}

/** The proposal, or null when the hub has none with this id. */
export async function fetchProposal(hubUrl: string, id: Hex, signal?: AbortSignal): Promise<Proposal | null> {
  try {
    return parseProposal(await request(`${hubUrl}/api/voting/proposals/${id}`, { signal }));
  } catch (error) {
    if (error instanceof VotingError && error.status === 404) return null;
    throw error;
  }
}

export async function fetchVotesPage(hubUrl: string, id: Hex, skip: number, signal?: AbortSignal): Promise<Vote[]> {
  const query = new URLSearchParams({ first: String(VOTES_PAGE_SIZE), skip: String(skip) });
  return list(await request(`${hubUrl}/api/voting/proposals/${id}/votes?${query}`, { signal }), 'votes', parseVote);
}

export async function fetchVotingPower(
  hubUrl: string,
  account: Address,
  block: bigint,
  signal?: AbortSignal,
): Promise<VotingPowerAnswer> {
  const power = object(
    await request(`${hubUrl}/api/voting/voting-power/${account}?block=${block}`, { signal }),
    'voting power',
  );
  return {
    address: address(power.address, 'voting power'),
    block: wei(power.block, 'voting power'),
    total: wei(power.total, 'voting power'),
    sources: Object.fromEntries(
      POWER_SOURCES.map((source) => [source, wei(power[source], 'voting power')]),
    ) as VotingPowerAnswer['sources'],
    verificationHash: hash(power.verificationHash, 'voting power'),
  };
}

/**
 * SPEC.md §7 POST /verify at `block`: the lowercase voters the service marks valid. A non-OK answer
 * throws its status text; a voter missing from the answer is not valid.
 */
export async function verifyVotes(
  hubUrl: string,
  block: bigint,
  votes: readonly Vote[],
  signal?: AbortSignal,
): Promise<Set<string>> {
  const valid = new Set<string>();
  for (let start = 0; start < votes.length; start += VERIFY_BATCH_SIZE) {
    const batch = votes.slice(start, start + VERIFY_BATCH_SIZE).map((vote) => ({
      address: vote.voter,
      verificationHash: vote.verificationHash,
      total: vote.votingPower.toString(),
    }));
    const answer = object(
      await postJson(`${hubUrl}/verify`, { block: block.toString(), votes: batch }, signal),
      'verify',
    );
    const data = object(answer.data, 'verify');
    for (const [voter, result] of Object.entries(data)) {
      if ((result as { isValid?: unknown } | null)?.isValid === true) valid.add(voter.toLowerCase());
    }
  }
  return valid;
}

export interface Signed<T> {
  address: Address;
  message: Json<T>;
  signature: Hex;
}

export async function postProposal(hubUrl: string, signed: Signed<ProposalMessage>): Promise<Proposal> {
  return parseProposal(await postJson(`${hubUrl}/api/voting/proposals`, signed));
}

export async function postVote(hubUrl: string, signed: Signed<VoteMessage>): Promise<Vote> {
  return parseVote(await postJson(`${hubUrl}/api/voting/votes`, signed));
}
