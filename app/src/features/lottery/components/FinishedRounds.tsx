import { ticketDigits } from '@flaskswap/sdk';
import { useState } from 'react';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { Button } from '@/ui/Button.tsx';
import { Skeleton } from '@/ui/Skeleton.tsx';
import type { LotteryAccount, LotteryRound } from '../data/types.ts';
import { ticketViews } from '../logic/rounds.ts';
import { BracketList } from './BracketList.tsx';
import { TicketDigits, TicketList } from './TicketDigits.tsx';

export interface FinishedRoundsProps {
  /** The round on screen; undefined while it loads. */
  round: LotteryRound | undefined;
  viewedId: bigint;
  /** The newest round that can be viewed here (the one before the open round, or the drawn current one). */
  latestId: bigint;
  account: LotteryAccount | undefined;
  flaskUsd: number | undefined;
  onNavigate: (id: bigint) => void;
}

/** Finished Rounds: navigation by round id, the winning number, the brackets and the account's tickets. */
export function FinishedRounds({ round, viewedId, latestId, account, flaskUsd, onNavigate }: FinishedRoundsProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<string>();
  const drawn = round?.status === 'claimable';
  const tickets = round && account ? ticketViews(account.tickets.get(round.id) ?? [], round.finalNumber) : [];
  return (
    <section className="rounded-3xl border border-border bg-card p-6" data-testid="finished-rounds">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-2xl font-bold">{t('Finished Rounds')}</h2>
        <div className="flex items-center gap-2">
          <span className="text-sm text-muted">{t('Round')}</span>
          <input
            aria-label={t('Round')}
            data-testid="round-id-input"
            inputMode="numeric"
            value={draft ?? viewedId.toString()}
            onChange={(event) => {
              const digits = event.target.value.replace(/\D/g, '');
              setDraft(digits);
              // Only an id that exists moves the view; the field keeps what is typed meanwhile.
              if (digits && BigInt(digits) >= 1n && BigInt(digits) <= latestId) onNavigate(BigInt(digits));
            }}
            onBlur={() => setDraft(undefined)}
            className="w-20 rounded-xl border border-border bg-input px-2 py-1 text-center font-bold"
          />
          <Button
            variant="tertiary"
            size="sm"
            aria-label={t('Previous round')}
            disabled={viewedId <= 1n}
            onClick={() => onNavigate(viewedId - 1n)}
          >
            <span className="inline-block rtl:-scale-x-100">←</span>
          </Button>
          <Button
            variant="tertiary"
            size="sm"
            aria-label={t('Next round')}
            disabled={viewedId >= latestId}
            onClick={() => onNavigate(viewedId + 1n)}
          >
            <span className="inline-block rtl:-scale-x-100">→</span>
          </Button>
          <Button
            variant="tertiary"
            size="sm"
            aria-label={t('Latest round')}
            disabled={viewedId >= latestId}
            onClick={() => onNavigate(latestId)}
          >
            ⇥
          </Button>
        </div>
      </header>
      {!round || round.isLoading ? (
        <Skeleton className="mt-4 h-40 w-full" />
      ) : (
        <div
          className="mt-4 flex flex-col gap-4"
          data-testid="finished-round"
          data-round-id={round.id.toString()}
          data-status={round.status}
        >
          <div className="flex flex-wrap items-center gap-4">
            <span className="font-semibold">{t('Winning Number')}</span>
            {drawn ? (
              <span data-testid="winning-number">
                <TicketDigits
                  ticket={{
                    id: 0n,
                    digits: ticketDigits(round.finalNumber),
                    matched: 0,
                    bracket: undefined,
                    claimed: false,
                  }}
                />
              </span>
            ) : round.status === 'cancelled' ? (
              <span className="text-muted" data-testid="winning-number-cancelled">
                {t('Cancelled: never drawn')}
              </span>
            ) : (
              <span className="text-muted" data-testid="winning-number-pending">
                {t('Not drawn yet')}
              </span>
            )}
          </div>
          <BracketList round={round} flaskUsd={flaskUsd} />
          {account && (
            <div data-testid="finished-round-tickets">
              <p className="mb-2 font-semibold">{t('Your tickets: %count%', { count: tickets.length })}</p>
              {tickets.length > 0 && <TicketList tickets={tickets} drawn={drawn} />}
            </div>
          )}
        </div>
      )}
    </section>
  );
}
