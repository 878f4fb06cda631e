// The amount checks of a commitment, before anything is sent (the contracts check the same).
import { parseAmountInput } from '@flaskswap/sdk';
import { remainingLimit } from './sale.ts';
import type { IfoPool } from './types.ts';

/** The contracts refuse a zero deposit: one smallest unit is the least a commitment can be. */
export const MIN_COMMIT = 1n;

export type CommitCheck =
  | { ok: true; amount: bigint }
  | { ok: false; reason: 'empty' }
  | { ok: false; reason: 'minimum'; minimum: bigint }
  | { ok: false; reason: 'balance' }
  | { ok: false; reason: 'limit'; limit: bigint; remaining: bigint };

/**
 * Checks a typed LP amount for `pool`: empty, under the minimum (zero or unreadable), over the
 * wallet balance, over the per-user limit of the basic pool counting what is already committed.
 */
export function checkCommit(
  text: string,
  { balance, committed, pool }: { balance: bigint; committed: bigint; pool: Pick<IfoPool, 'limitPerUser'> },
): CommitCheck {
  const parsed = parseAmountInput(text, 18);
  if (!parsed.ok) {
    if (parsed.error === 'empty') return { ok: false, reason: 'empty' };
    if (parsed.error === 'tooLarge' || parsed.error === 'tooLong') return { ok: false, reason: 'balance' };
    return { ok: false, reason: 'minimum', minimum: MIN_COMMIT };
  }
  const remaining = remainingLimit(pool, committed);
  if (remaining !== undefined && parsed.raw > remaining) {
    return { ok: false, reason: 'limit', limit: pool.limitPerUser, remaining };
  }
  if (parsed.raw > balance) return { ok: false, reason: 'balance' };
  return { ok: true, amount: parsed.raw };
}

/** The most the user can commit now: the wallet balance, capped by what the limit leaves. */
export function maxCommit(balance: bigint, committed: bigint, pool: Pick<IfoPool, 'limitPerUser'>): bigint {
  const remaining = remainingLimit(pool, committed);
  return remaining !== undefined && remaining < balance ? remaining : balance;
}
