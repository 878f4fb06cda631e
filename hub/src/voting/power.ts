// GET voting-power and POST /verify (SPEC.md §7): power at a block, recomputed from the chain or
// the snapshot's capture, and whether each vote's total and verificationHash match it.
import { votingPowerHash } from '@flaskswap/sdk';
import type { Address } from 'viem';
import { checkAddress } from '../validation.ts';
import type { VotingContext } from './context.ts';
import { fromChain, INVALID_SNAPSHOT, VotingError } from './errors.ts';
import { powerAsDecimals } from './votingPowerReader.ts';

/** Votes per /verify request: the app sends one page of votes (1000) at a time. */
export const MAX_VERIFY_VOTES = 1000;
const DECIMAL = /^\d{1,20}$/;

/** A block number at or below the latest (the default); `Invalid snapshot` for a future one. */
async function resolveBlock(ctx: VotingContext, value: unknown): Promise<bigint> {
  const latest = await fromChain(() => ctx.power.latestBlock());
  if (value === undefined || value === null) return latest;
  let block: bigint;
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) block = BigInt(value);
  else if (typeof value === 'string' && DECIMAL.test(value)) block = BigInt(value);
  else throw new VotingError(400, 'block must be a block number');
  if (block > latest) throw new VotingError(400, INVALID_SNAPSHOT);
  return block;
}

async function powersAt(ctx: VotingContext, addresses: Address[], block: bigint) {
  const powers = await fromChain(() => ctx.power.powerAt(addresses, block));
  if (!powers) throw new VotingError(400, INVALID_SNAPSHOT);
  return powers;
}

export async function votingPowerOf(ctx: VotingContext, addressText: string, blockText: string | undefined) {
  const address = checkAddress(addressText);
  if (!address) throw new VotingError(400, 'Not a wallet address');
  const block = await resolveBlock(ctx, blockText);
  const power = (await powersAt(ctx, [address], block)).get(address)!;
  return {
    address,
    block: block.toString(),
    ...powerAsDecimals(power),
    verificationHash: votingPowerHash(address, block, power),
  };
}

interface VoteToVerify {
  address: Address;
  verificationHash: string;
  total: bigint;
}

function parseVerifyBody(body: unknown): { block: unknown; votes: VoteToVerify[] } {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new VotingError(400, 'The body must be a JSON object with block and votes');
  }
  const { block, votes } = body as { block?: unknown; votes?: unknown };
  if (!Array.isArray(votes)) throw new VotingError(400, 'votes must be an array');
  if (votes.length > MAX_VERIFY_VOTES) throw new VotingError(400, `votes may hold at most ${MAX_VERIFY_VOTES}`);
  return {
    block,
    votes: votes.map((vote: unknown, index) => {
      const fields = (typeof vote === 'object' && vote !== null ? vote : {}) as Record<string, unknown>;
      const address = checkAddress(fields.address);
      if (!address) throw new VotingError(400, `votes[${index}].address must be a 0x wallet address`);
      if (typeof fields.verificationHash !== 'string') {
        throw new VotingError(400, `votes[${index}].verificationHash is required (a string)`);
      }
      const total = fields.total;
      const totalText = typeof total === 'number' && Number.isSafeInteger(total) ? String(total) : total;
      if (typeof totalText !== 'string' || !/^\d{1,78}$/.test(totalText)) {
        throw new VotingError(400, `votes[${index}].total must be wei as a decimal string`);
      }
      return { address, verificationHash: fields.verificationHash, total: BigInt(totalText) };
    }),
  };
}

/** `{ "<lowercase voter>": { isValid } }`; a voter listed twice is valid only if every entry is. */
export async function verifyVotes(ctx: VotingContext, body: unknown) {
  const parsed = parseVerifyBody(body);
  const block = await resolveBlock(ctx, parsed.block);
  const addresses = [...new Set(parsed.votes.map((vote) => vote.address))];
  const powers = addresses.length === 0 ? new Map() : await powersAt(ctx, addresses, block);
  const data: Record<string, { isValid: boolean }> = {};
  for (const vote of parsed.votes) {
    const power = powers.get(vote.address);
    const isValid =
      power !== undefined &&
      power.total === vote.total &&
      votingPowerHash(vote.address, block, power).toLowerCase() === vote.verificationHash.toLowerCase();
    data[vote.address] = { isValid: isValid && (data[vote.address]?.isValid ?? true) };
  }
  return { data };
}
