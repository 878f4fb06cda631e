// The checks every signed message passes before its own: the signer, the space, the clock, the
// signature (EOA, ERC-1271 or ERC-6492 through viem's public client). A chain that does not answer
// is a 503 with a retry hint, never a "signature does not match".
import { FLASKSWAP_SPACE, VOTING_SIGNATURE_MAX_AGE_SECONDS } from '@flaskswap/sdk';
import type { SignedBody } from '@flaskswap/sdk/api';
import { type Address, type Hex, recoverTypedDataAddress, type TypedDataDefinition } from 'viem';
import type { SubmitOptions, VotingContext } from './context.ts';
import { fromChain, VotingError } from './errors.ts';

export const SIGNATURE_MISMATCH = 'The signature does not match the address and message';

export async function checkSignature(
  ctx: VotingContext,
  signed: SignedBody<{ from: Address; space: string; timestamp: bigint }>,
  typedData: TypedDataDefinition,
  { now }: SubmitOptions,
): Promise<void> {
  const { address, message, signature } = signed;
  if (message.from.toLowerCase() !== address) throw new VotingError(400, 'message.from must be the signing address');
  if (message.space !== FLASKSWAP_SPACE.id) throw new VotingError(400, `space must be "${FLASKSWAP_SPACE.id}"`);
  const age = Number(message.timestamp) - now;
  if (Math.abs(age) > VOTING_SIGNATURE_MAX_AGE_SECONDS) {
    throw new VotingError(400, "timestamp is more than 10 minutes away from the hub's clock: sign a new message");
  }
  let valid: boolean;
  try {
    valid = await ctx.chain.client.verifyTypedData({ address, signature: signature as Hex, ...typedData });
  } catch {
    // An account's own signature needs no chain; a contract's does, so ask whether the chain answers.
    const signer = await recoverTypedDataAddress({ ...typedData, signature: signature as Hex }).catch(() => undefined);
    valid = signer?.toLowerCase() === address;
    if (!valid) await fromChain(() => ctx.chain.client.getBlockNumber({ cacheTime: 0 }));
  }
  if (!valid) throw new VotingError(401, SIGNATURE_MISMATCH);
}
