// What a wallet signs on the hub (EIP-712 typed data): a proposal or a vote. The hub stores the
// message and signature as signed, so anyone can re-verify them; an item's id is its EIP-712
// digest, so the same message can be stored only once.
import { type Address, getAddress, type Hex, hashTypedData } from 'viem';

export const VOTING_DOMAIN_NAME = 'FlaskSwap Hub';
export const VOTING_DOMAIN_VERSION = '1';
/** The space every FlaskSwap proposal lives in. */
export const FLASKSWAP_SPACE = { id: 'flaskswap', name: 'FlaskSwap' } as const;

export function votingDomain(chainId: number) {
  return { name: VOTING_DOMAIN_NAME, version: VOTING_DOMAIN_VERSION, chainId } as const;
}

export const proposalTypes = {
  Proposal: [
    { name: 'from', type: 'address' },
    { name: 'space', type: 'string' },
    { name: 'timestamp', type: 'uint64' },
    { name: 'title', type: 'string' },
    { name: 'body', type: 'string' },
    { name: 'choices', type: 'string[]' },
    { name: 'start', type: 'uint64' },
    { name: 'end', type: 'uint64' },
    { name: 'snapshot', type: 'uint64' },
  ],
} as const;

export const voteTypes = {
  Vote: [
    { name: 'from', type: 'address' },
    { name: 'space', type: 'string' },
    { name: 'timestamp', type: 'uint64' },
    { name: 'proposal', type: 'bytes32' },
    { name: 'choice', type: 'uint32' },
  ],
} as const;

/** Times are unix seconds; `snapshot` is a block number. */
export interface ProposalMessage {
  from: Address;
  space: string;
  timestamp: bigint;
  title: string;
  body: string;
  choices: readonly string[];
  start: bigint;
  end: bigint;
  snapshot: bigint;
}

/** `choice` counts from 1 (the first choice is 1). */
export interface VoteMessage {
  from: Address;
  space: string;
  timestamp: bigint;
  proposal: Hex;
  choice: number;
}

/** Arguments for viem's signTypedData / verifyTypedData (and wagmi's useSignTypedData). */
export function proposalTypedData(chainId: number, message: ProposalMessage) {
  return {
    domain: votingDomain(chainId),
    types: proposalTypes,
    primaryType: 'Proposal',
    message: { ...message, from: getAddress(message.from) },
  } as const;
}

export function voteTypedData(chainId: number, message: VoteMessage) {
  return {
    domain: votingDomain(chainId),
    types: voteTypes,
    primaryType: 'Vote',
    message: { ...message, from: getAddress(message.from) },
  } as const;
}

/** The proposal's id: its EIP-712 digest. */
export function proposalId(chainId: number, message: ProposalMessage): Hex {
  return hashTypedData(proposalTypedData(chainId, message));
}

/** The vote's id: its EIP-712 digest. */
export function voteId(chainId: number, message: VoteMessage): Hex {
  return hashTypedData(voteTypedData(chainId, message));
}

/**
 * Messages travel as JSON with bigints as decimal strings: `{ address, message, signature }`.
 * These convert to JSON; the hub parses the way back strictly (sdk/src/api/hub.ts, a 400
 * naming the field).
 */
export type Json<T> = { [K in keyof T]: T[K] extends bigint ? string : T[K] };

export function proposalToJson(message: ProposalMessage): Json<ProposalMessage> {
  return {
    ...message,
    timestamp: message.timestamp.toString(),
    start: message.start.toString(),
    end: message.end.toString(),
    snapshot: message.snapshot.toString(),
  };
}

export function voteToJson(message: VoteMessage): Json<VoteMessage> {
  return { ...message, timestamp: message.timestamp.toString() };
}
