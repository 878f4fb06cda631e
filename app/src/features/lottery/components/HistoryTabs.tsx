import { formatDateTime, formatFlaskThreeDecimals, type LotteryStatus, ticketDigits } from '@flaskswap/sdk';
import { useState } from 'react';
import { useFormatLocale } from '@/i18n/format.ts';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { Button } from '@/ui/Button.tsx';
import { Skeleton } from '@/ui/Skeleton.tsx';
import type { LotteryHistory } from '../data/useLotteryHistory.ts';

type Translate = ReturnType<typeof useTranslation>['t'];

/** SPEC.md §4's statuses as the history shows them. */
function statusLabel(status: LotteryStatus, t: Translate): string {
  switch (status) {
    case 'pending':
      return t('Pending');
    case 'open':
      return t('Open');
    case 'close':
      return t('Closed');
    case 'claimable':
      return t('Drawn');
    case 'cancelled':
      return t('Cancelled');
  }
}

const date = (seconds: bigint, locale: string) => (seconds > 0n ? formatDateTime(seconds, locale) : '-');

/** All History (every round, from the indexer) and Your History (the account's rounds). */
export function HistoryTabs({ history, onView }: { history: LotteryHistory; onView: (id: bigint) => void }) {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  const [tab, setTab] = useState<'all' | 'yours'>('all');
  return (
    <section
      className="rounded-3xl border border-border bg-card p-6"
      data-testid="lottery-history"
      data-source={history.source}
    >
      <div className="flex gap-2" role="tablist">
        <Button
          role="tab"
          aria-selected={tab === 'all'}
          variant={tab === 'all' ? 'primary' : 'tertiary'}
          size="sm"
          onClick={() => setTab('all')}
        >
          {t('All History')}
        </Button>
        <Button
          role="tab"
          aria-selected={tab === 'yours'}
          variant={tab === 'yours' ? 'primary' : 'tertiary'}
          size="sm"
          onClick={() => setTab('yours')}
        >
          {t('Your History')}
        </Button>
      </div>
      {history.loading ? (
        <Skeleton className="mt-4 h-32 w-full" />
      ) : tab === 'all' ? (
        <ul className="mt-4 flex flex-col divide-y divide-border" data-testid="all-history">
          {history.lotteries.length === 0 && <li className="py-3 text-muted">{t('No rounds yet')}</li>}
          {history.lotteries.map((item) => (
            <li
              key={item.id.toString()}
              className="flex flex-wrap items-center justify-between gap-2 py-3"
              data-testid="history-round"
              data-lottery-id={item.id.toString()}
            >
              <button type="button" className="font-bold text-primary hover:underline" onClick={() => onView(item.id)}>
                #{item.id.toString()}
              </button>
              <span className="text-sm text-muted">{date(item.endTime, locale)}</span>
              <span className="font-mono">{item.finalNumber > 0n ? ticketDigits(item.finalNumber) : '------'}</span>
              <span className="text-sm">{formatFlaskThreeDecimals(item.amountCollectedInFlask, locale)} FLASK</span>
              <span className="text-sm text-muted">
                {t('%tickets% tickets · %players% players', {
                  tickets: item.totalTickets.toString(),
                  players: item.totalUsers.toString(),
                })}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <ul className="mt-4 flex flex-col divide-y divide-border" data-testid="your-history">
          {(history.user?.rounds.length ?? 0) === 0 && <li className="py-3 text-muted">{t('No lottery history')}</li>}
          {history.user?.rounds.map((round) => (
            <li
              key={round.lotteryId.toString()}
              className="flex flex-wrap items-center justify-between gap-2 py-3"
              data-testid="user-history-round"
              data-lottery-id={round.lotteryId.toString()}
            >
              <button
                type="button"
                className="font-bold text-primary hover:underline"
                onClick={() => onView(round.lotteryId)}
              >
                #{round.lotteryId.toString()}
              </button>
              <span className="text-sm text-muted">{date(round.endTime, locale)}</span>
              <span className="text-sm">{t('%count% tickets', { count: Number(round.totalTickets) })}</span>
              <span className="text-sm text-muted">{round.claimed ? t('Claimed') : statusLabel(round.status, t)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
