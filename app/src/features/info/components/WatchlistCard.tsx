import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import type { PairView } from '../data/useInfoPairs.ts';
import type { TokenView } from '../data/useInfoTokens.ts';
import { useWatchlist } from '../data/useWatchlist.ts';
import { InfoCard } from './InfoLayout.tsx';
import { PairsTable } from './PairsTable.tsx';
import { TokensTable } from './TokensTable.tsx';

/** The overview's first card: the starred tokens and pairs, with the figures the other tables show. */
export function WatchlistCard({
  tokens,
  pairs,
  tokensFailed,
  pairsFailed,
}: {
  tokens: TokenView[] | undefined;
  pairs: PairView[] | undefined;
  tokensFailed: boolean;
  pairsFailed: boolean;
}) {
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
              tokens={tokens?.filter((token) => watch.tokens.includes(token.address))}
              unavailable={tokensFailed}
              testId="watched-tokens"
            />
          </>
        )}
        {watch.pairs.length > 0 && (
          <>
            <h3 className={subheading}>{t('Pairs')}</h3>
            <PairsTable
              pairs={pairs?.filter((pair) => watch.pairs.includes(pair.address))}
              unavailable={pairsFailed}
              testId="watched-pairs"
            />
          </>
        )}
      </div>
    </InfoCard>
  );
}
