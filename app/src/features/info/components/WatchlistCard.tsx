import { INFO_TABLE_MAX_ADDRESSES } from '@flaskswap/sdk';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { useWatchlist } from '../data/useWatchlist.ts';
import { InfoCard } from './InfoLayout.tsx';
import { PairsTable } from './PairsTable.tsx';
import { TokensTable } from './TokensTable.tsx';

/** The overview's first card: the starred tokens and pairs, with the figures the other tables show. */
export function WatchlistCard() {
  const { t } = useTranslation();
  const watch = useWatchlist();
  const subheading = 'mt-2 mb-1 font-bold text-muted';
  return (
    <InfoCard title={t('Watchlist')}>
      <div data-testid="watchlist">
        {watch.tokens.length === 0 && watch.pairs.length === 0 && (
          <p className="py-4 text-center text-muted" data-testid="watchlist-empty">
            {t('Star tokens and pairs to see them here.')}
          </p>
        )}
        {watch.tokens.length > 0 && (
          <>
            <h3 className={subheading}>{t('Tokens')}</h3>
            <TokensTable
              filter={{ addresses: watch.tokens.slice(0, INFO_TABLE_MAX_ADDRESSES) }}
              testId="watched-tokens"
            />
          </>
        )}
        {watch.pairs.length > 0 && (
          <>
            <h3 className={subheading}>{t('Pairs')}</h3>
            <PairsTable filter={{ addresses: watch.pairs.slice(0, INFO_TABLE_MAX_ADDRESSES) }} testId="watched-pairs" />
          </>
        )}
      </div>
    </InfoCard>
  );
}
