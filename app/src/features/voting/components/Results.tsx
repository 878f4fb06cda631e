import type { Tally } from '@flaskswap/sdk';
import { useFormatLocale } from '@/i18n/format.ts';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { Button } from '@/ui/Button.tsx';
import { Skeleton } from '@/ui/Skeleton.tsx';
import { formatShareBps, formatVotingPower } from '../logic/format.ts';

/** Power and share per choice over the votes the verification service marked valid. */
export function Results({
  choices,
  tally,
  isError,
  onRetry,
}: {
  choices: readonly string[];
  tally: Tally | undefined;
  isError: boolean;
  onRetry(): void;
}) {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  return (
    <section className="flex flex-col gap-4 rounded-3xl border border-border bg-card p-6" data-testid="results">
      <h2 className="text-xl font-bold">{t('Current results')}</h2>
      {isError && !tally ? (
        <div role="alert" className="flex flex-col items-start gap-2">
          <p className="font-semibold text-danger">{t('Error fetching data')}</p>
          <Button size="sm" variant="secondary" onClick={onRetry}>
            {t('Retry')}
          </Button>
        </div>
      ) : !tally ? (
        <Skeleton className="h-32 w-full rounded-2xl" />
      ) : (
        <>
          <ul className="flex flex-col gap-3">
            {tally.choices.map((result) => (
              <li
                key={result.choice}
                className="flex flex-col gap-1"
                data-testid="result-choice"
                data-choice={result.choice}
              >
                <div className="flex flex-wrap justify-between gap-2 text-sm">
                  <span className="break-words font-semibold">{choices[result.choice - 1]}</span>
                  <span>
                    <span data-testid="result-power">{formatVotingPower(result.votingPower, locale)} FLASK</span>{' '}
                    <span className="font-semibold" data-testid="result-share">
                      {formatShareBps(result.shareBps, locale)}
                    </span>
                  </span>
                </div>
                <div
                  className="h-3 overflow-hidden rounded-full bg-input"
                  role="progressbar"
                  aria-label={choices[result.choice - 1]}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={result.shareBps / 100}
                >
                  <div className="h-full rounded-full bg-primary" style={{ width: `${result.shareBps / 100}%` }} />
                </div>
              </li>
            ))}
          </ul>
          <p className="text-sm">
            <span className="text-muted">{t('Total voting power')}: </span>
            <span className="font-semibold" data-testid="results-total">
              {formatVotingPower(tally.total, locale)} FLASK
            </span>
          </p>
          {tally.invalidVotes > 0 && (
            <p className="text-sm text-muted" data-testid="results-invalid">
              {t('%count% invalid votes are not counted', { count: tally.invalidVotes })}
            </p>
          )}
        </>
      )}
    </section>
  );
}
