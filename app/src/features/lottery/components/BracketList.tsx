import { formatFlaskThreeDecimals } from '@flaskswap/sdk';
import { useFormatLocale } from '@/i18n/format.ts';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import type { LotteryRound } from '../data/types.ts';
import { formatFlaskUsd } from '../logic/format.ts';
import { bracketRows } from '../logic/rounds.ts';

/** Every bracket's prize in FLASK and USD and, once drawn, its winners and what each gets. */
export function BracketList({ round, flaskUsd }: { round: LotteryRound; flaskUsd: number | undefined }) {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  const drawn = round.status === 'claimable';
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3" data-testid="bracket-list">
      {bracketRows(round).map((row) => (
        <li key={row.bracket} className="rounded-2xl bg-input p-3" data-testid="bracket" data-bracket={row.bracket}>
          <p className="text-xs font-bold uppercase text-secondary">
            {row.digits === 6 ? t('Match all 6') : t('Match first %digits%', { digits: row.digits })}
          </p>
          <p className="font-bold" data-testid="bracket-flask">
            {formatFlaskThreeDecimals(row.pool, locale)} FLASK
          </p>
          <p className="text-xs text-muted">{formatFlaskUsd(row.pool, flaskUsd, locale)}</p>
          {drawn && (
            <p className="mt-1 text-xs text-muted" data-testid="bracket-winners">
              {t('%each% FLASK each · %count% winning tickets', {
                each: formatFlaskThreeDecimals(row.perWinner, locale),
                count: Number(row.winners),
              })}
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}
