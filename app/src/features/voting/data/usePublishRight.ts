// Whether the account may publish at the snapshot: admins publish core proposals; anyone else a
// community one with at least the space's minimum voting power at that block (what the hub checks).
import type { Address } from 'viem';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { VotingError } from './hubVoting.ts';
import { useVotingPower, useVotingSpace } from './useVotingReads.ts';

/** What the author may publish at the chosen snapshot (SPEC.md §6: the minimum itself is not shown). */
export type PublishRight =
  | { kind: 'disconnected' }
  | { kind: 'loading' }
  | { kind: 'unknown'; reason: string }
  | { kind: 'core'; power: bigint | undefined }
  | { kind: 'community'; power: bigint }
  | { kind: 'tooLittle'; power: bigint };

/** `snapshot`: the form's block, undefined while it is not a valid one. */
export function usePublishRight(account: Address | undefined, snapshot: string | undefined): PublishRight {
  const { t } = useTranslation();
  const space = useVotingSpace();
  const power = useVotingPower(account, snapshot === undefined ? undefined : BigInt(snapshot));
  if (!account) return { kind: 'disconnected' };
  if (snapshot === undefined) return { kind: 'unknown', reason: t('Invalid snapshot') };
  const reasonOf = (error: Error) => (error instanceof VotingError ? error.message : t('Error fetching data'));
  if (space.error) return { kind: 'unknown', reason: reasonOf(space.error) };
  if (!space.data) return { kind: 'loading' };
  const isAdmin = space.data.admins.some((admin) => admin.toLowerCase() === account.toLowerCase());
  if (isAdmin) return { kind: 'core', power: power.data?.total };
  if (power.error) return { kind: 'unknown', reason: reasonOf(power.error) };
  if (!power.data) return { kind: 'loading' };
  return power.data.total >= space.data.minVotingPower
    ? { kind: 'community', power: power.data.total }
    : { kind: 'tooLittle', power: power.data.total };
}
