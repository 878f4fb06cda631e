// Reads and writes of the usernames table. A claim is one transaction: the signature is spent, the
// name checked free (case-insensitively) and the address's row replaced, or nothing changes.
import { and, eq, ne } from 'drizzle-orm';
import type { HubDatabase } from './client.ts';
import { usedSignatures, usernames } from './schema.ts';

export type UsernameRow = typeof usernames.$inferSelect;

export async function findUsernameByAddress(db: HubDatabase, address: string): Promise<UsernameRow | undefined> {
  const [row] = await db.select().from(usernames).where(eq(usernames.address, address.toLowerCase()));
  return row;
}

/** The address holding `username` in any letter case, or undefined when it is free. */
export async function findUsernameOwner(db: HubDatabase, username: string): Promise<string | undefined> {
  const [row] = await db
    .select({ address: usernames.address })
    .from(usernames)
    .where(eq(usernames.usernameLower, username.toLowerCase()));
  return row?.address;
}

export interface UsernameClaimRecord {
  /** Lowercase address. */
  address: string;
  username: string;
  signature: string;
  messageHash: string;
  issuedAt: Date;
  now: Date;
}

/** Why a valid, signed claim was refused. */
export type ClaimRefusal = 'replayed' | 'taken' | 'superseded';

class ClaimRefused extends Error {
  constructor(readonly reason: ClaimRefusal) {
    super(reason);
  }
}

export async function claimUsername(db: HubDatabase, claim: UsernameClaimRecord): Promise<ClaimRefusal | undefined> {
  try {
    await db.transaction(async (tx) => {
      const spent = await tx
        .insert(usedSignatures)
        .values({ messageHash: claim.messageHash, address: claim.address, usedAt: claim.now })
        .onConflictDoNothing()
        .returning({ messageHash: usedSignatures.messageHash });
      if (spent.length === 0) throw new ClaimRefused('replayed');

      const [holder] = await tx
        .select({ address: usernames.address })
        .from(usernames)
        .where(and(eq(usernames.usernameLower, claim.username.toLowerCase()), ne(usernames.address, claim.address)));
      if (holder) throw new ClaimRefused('taken');

      // A message signed before the current name's must not bring an older name back.
      const [current] = await tx
        .select({ issuedAt: usernames.issuedAt })
        .from(usernames)
        .where(eq(usernames.address, claim.address));
      if (current && current.issuedAt.getTime() >= claim.issuedAt.getTime()) throw new ClaimRefused('superseded');

      const row = {
        address: claim.address,
        username: claim.username,
        usernameLower: claim.username.toLowerCase(),
        signature: claim.signature,
        issuedAt: claim.issuedAt,
        updatedAt: claim.now,
      };
      await tx.insert(usernames).values(row).onConflictDoUpdate({ target: usernames.address, set: row });
    });
    return undefined;
  } catch (error) {
    if (error instanceof ClaimRefused) return error.reason;
    // Two claims of one name at the same moment: the unique index refuses the second.
    if (isUniqueViolation(error)) return 'taken';
    throw error;
  }
}

function isUniqueViolation(error: unknown): boolean {
  let cause: unknown = error;
  while (typeof cause === 'object' && cause !== null) {
    if ('code' in cause && cause.code === '23505') return true;
    cause = 'cause' in cause ? cause.cause : undefined;
  }
  return false;
}
