import { useState } from 'react';
import type { Address } from 'viem';
import { useFormatLocale } from '@/i18n/format.ts';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { Button } from '@/ui/Button.tsx';
import { Skeleton } from '@/ui/Skeleton.tsx';
import type { Vote } from '../data/types.ts';
import { formatVotingPower, shortAccount } from '../logic/format.ts';

/** Rows shown at first and per "Load more": the hub's pages of 1000 arrive in the background. */
const SHOWN_PER_STEP = 20;

export function VotesList({
  votes,
  choices,
  complete,
  validVoters,
  account,
  isError,
  onRetry,
}: {
  votes: readonly Vote[];
  choices: readonly string[];
  complete: boolean;
  /** Lowercase voters /verify marked valid; undefined while it has not answered. */
  validVoters: Set<string> | undefined;
  account: Address | undefined;
  isError: boolean;
  onRetry(): void;
}) {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  const [shown, setShown] = useState(SHOWN_PER_STEP);
  const own = account?.toLowerCase();
  // Your vote first, then the hub's order (newest first).
  const ordered = own
    ? [...votes].sort((a, b) => Number(b.voter.toLowerCase() === own) - Number(a.voter.toLowerCase() === own))
    : votes;
  return (
    <section className="flex flex-col gap-3 rounded-3xl border border-border bg-card p-6" data-testid="votes">
      <h2 className="text-xl font-bold">
        {t('Votes')} {complete && <span data-testid="votes-count">({votes.length})</span>}
      </h2>
      {isError && (
        <div role="alert" className="flex items-center gap-3">
          <p className="font-semibold text-danger">{t('Error fetching data')}</p>
          <Button size="sm" variant="secondary" onClick={onRetry}>
            {t('Retry')}
          </Button>
        </div>
      )}
      {!isError &&
        votes.length === 0 &&
        (complete ? <p className="text-muted">{t('No votes yet')}</p> : <Skeleton className="h-16 w-full" />)}
      {votes.length > 0 && (
        <ul className="flex flex-col divide-y divide-border">
          {ordered.slice(0, shown).map((vote) => {
            const isOwn = vote.voter.toLowerCase() === own;
            const invalid = validVoters !== undefined && !validVoters.has(vote.voter.toLowerCase());
            return (
              <li
                key={vote.id}
                className="flex flex-wrap items-center justify-between gap-2 py-3"
                data-testid="vote-row"
                data-voter={vote.voter.toLowerCase()}
                data-valid={validVoters === undefined ? 'unknown' : String(!invalid)}
              >
                <span className="flex items-center gap-2">
                  <span className="font-mono" title={vote.voter}>
                    {shortAccount(vote.voter)}
                  </span>
                  {isOwn && (
                    <span className="rounded-full bg-primary/15 px-2 py-0.5 text-xs font-bold text-primary">
                      {t('Your vote')}
                    </span>
                  )}
                  {invalid && (
                    <span className="rounded-full bg-danger/15 px-2 py-0.5 text-xs font-bold text-danger">
                      {t('Invalid')}
                    </span>
                  )}
                </span>
                <span className="break-words" data-testid="vote-choice">
                  {choices[vote.choice - 1] ?? '-'}
                </span>
                <span className="font-semibold" data-testid="vote-power">
                  {formatVotingPower(vote.votingPower, locale)} FLASK
                </span>
              </li>
            );
          })}
        </ul>
      )}
      {ordered.length > shown && (
        <Button
          variant="secondary"
          size="sm"
          className="self-center"
          onClick={() => setShown((count) => count + SHOWN_PER_STEP)}
        >
          {t('Load more')}
        </Button>
      )}
    </section>
  );
}
