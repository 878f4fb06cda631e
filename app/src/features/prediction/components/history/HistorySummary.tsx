import { DISPLAY_PRECISION, formatAmount, type PnlSummary } from '@flaskswap/sdk';
import { useFormatLocale } from '@/i18n/format.ts';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';

/** SPEC.md §9: the history summary shows amounts to 3 significant digits. */
function summaryBnb(wei: bigint, locale: string, signed = false): string {
  const text = formatAmount(wei < 0n ? -wei : wei, 18, DISPLAY_PRECISION.historySummary, { locale });
  const sign = wei < 0n ? '-' : signed && wei > 0n ? '+' : '';
  return `${sign}${text} BNB`;
}

/** Total P&L over the settled bets: won (profit of the wins), lost, net. */
export function HistorySummary({ summary }: { summary: PnlSummary }) {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  const figures = [
    { id: 'won', label: t('Won'), value: summaryBnb(summary.won, locale) },
    { id: 'lost', label: t('Lost'), value: summaryBnb(summary.lost, locale) },
    { id: 'net', label: t('Net results'), value: summaryBnb(summary.net, locale, true) },
  ];
  return (
    <section aria-label={t('Your history')} className="rounded-2xl bg-input/60 p-3" data-testid="history-summary">
      <p className="text-sm text-muted">
        {t('%wins% won, %losses% lost of %rounds% rounds', {
          wins: summary.wins,
          losses: summary.losses,
          rounds: summary.rounds,
        })}
      </p>
      <dl className="mt-2 grid grid-cols-3 gap-2">
        {figures.map((figure) => (
          <div key={figure.id}>
            <dt className="text-xs font-semibold uppercase text-muted">{figure.label}</dt>
            <dd className="font-bold" data-testid={`pnl-${figure.id}`}>
              {figure.value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
