import { type BetResult, formatAmount } from '@flaskswap/sdk';
import { useFormatLocale } from '@/i18n/format.ts';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { cn } from '@/ui/cn.ts';
import type { HistoryRow } from '../../logic/history.ts';

const RESULT_STYLE: Record<BetResult, string> = {
  win: 'bg-success/15 text-success',
  lose: 'bg-danger/15 text-danger',
  canceled: 'bg-warning/15',
  live: 'bg-primary/15 text-primary',
};

/** One bet: round, position, amount, result and payout. */
export function HistoryBetRow({ row }: { row: HistoryRow }) {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  const results: Record<BetResult, string> = {
    win: t('Win'),
    lose: t('Lose'),
    canceled: t('Canceled'),
    live: t('Live'),
  };
  return (
    <li
      className="grid grid-cols-[auto_1fr_auto] items-center gap-x-3 gap-y-1 border-b border-border py-3 last:border-b-0"
      data-testid="history-bet"
      data-epoch={row.epoch.toString()}
      data-result={row.result}
      data-claimed={row.claimed}
    >
      <span className="font-bold" data-testid="history-epoch">
        #{row.epoch.toString()}
      </span>
      <span className={cn('font-semibold', row.position === 'Bull' ? 'text-success' : 'text-danger')}>
        {row.position === 'Bull' ? t('UP') : t('DOWN')}
        <span className="ms-2 font-normal text-text" data-testid="history-amount">
          {formatAmount(row.amount, 18, undefined, { locale })} BNB
        </span>
      </span>
      <span className={cn('rounded-full px-2 py-0.5 text-xs font-bold', RESULT_STYLE[row.result])}>
        {results[row.result]}
      </span>
      <span className="col-span-2 text-sm text-muted">
        {t('Payout')}:{' '}
        <span data-testid="history-payout">
          {row.payout === undefined ? '-' : `${formatAmount(row.payout, 18, undefined, { locale })} BNB`}
        </span>
      </span>
      <span className="text-xs font-semibold text-muted">
        {row.claimed ? t('Collected') : row.collectable ? t('Uncollected') : ''}
      </span>
    </li>
  );
}
