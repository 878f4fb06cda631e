// GET voting-power and POST /verify (SPEC.md §7): power at a block, recomputed from the chain or
// the snapshot's capture, and whether each vote's total and verificationHash match it.
import { votingPowerHash } from '@flaskswap/sdk';
import { checkAddress, verifyRequest } from '@flaskswap/sdk/api';
import type { Address } from 'viem';
import type { VotingContext } from './context.ts';
import { checkedOr400, fromChain, INVALID_SNAPSHOT, VotingError } from './errors.ts';
import { powerAsDecimals } from './votingPowerReader.ts';

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

/** `{ "<lowercase voter>": { isValid } }`; a voter listed twice is valid only if every entry is. */
export async function verifyVotes(ctx: VotingContext, body: unknown) {
  const parsed = checkedOr400(verifyRequest, body);
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
