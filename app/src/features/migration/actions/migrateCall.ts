import type { flaskMigratorAbi } from '@flaskswap/contracts';
import { migrationMinimums, type PermitSignature } from '@flaskswap/sdk';
import type { Address } from 'viem';
import type { WriteCall } from '@/chain/tx/request.ts';
import type { LegacyPosition } from '../logic/positions.ts';

export type MigratorCall = WriteCall<typeof flaskMigratorAbi, 'migrate' | 'migrateWithPermit'>;

/**
 * The migrator call for a reviewed position: its whole legacy LP, with minimums the slippage
 * tolerance takes off the deposit; `migrateWithPermit` with a fresh signature (whose deadline the
 * call must repeat), `migrate` where the allowance is on chain.
 */
export function migrateCall(params: {
  position: Pick<LegacyPosition, 'pair' | 'balance' | 'quote'>;
  recipient: Address;
  slippageBips: number;
  deadline: bigint;
  permit: PermitSignature | undefined;
}): MigratorCall {
  const { position, recipient, slippageBips, permit } = params;
  const [min0, min1] = migrationMinimums(position.quote, slippageBips);
  if (permit) {
    return {
      functionName: 'migrateWithPermit',
      args: [
        position.pair,
        position.balance,
        min0,
        min1,
        recipient,
        permit.deadline,
        false,
        permit.v,
        permit.r,
        permit.s,
      ],
    };
  }
  return { functionName: 'migrate', args: [position.pair, position.balance, min0, min1, recipient, params.deadline] };
}
