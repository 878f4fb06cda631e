import { Link } from 'react-router';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { InfoCard, InfoLayout } from './components/InfoLayout.tsx';
import { PairsTable } from './components/PairsTable.tsx';
import { ProtocolCharts } from './components/ProtocolCharts.tsx';
import { TokensTable } from './components/TokensTable.tsx';
import { TransactionsTable } from './components/TransactionsTable.tsx';
import { WatchlistCard } from './components/WatchlistCard.tsx';
import { useInfoPairs } from './data/useInfoPairs.ts';
import { useInfoTokens } from './data/useInfoTokens.ts';

/** /info: the watchlist first, then the exchange at a glance (TVL and volume, top tokens and pairs, recent transactions). */
export function InfoOverviewPage() {
  const { t } = useTranslation();
  const { tokens, isError: tokensFailed } = useInfoTokens();
  const { pairs, isError: pairsFailed } = useInfoPairs();
  const more = (to: string) => (
    <Link to={to} className="text-sm font-bold text-primary hover:underline">
      {t('See all')}
    </Link>
  );
  return (
    <InfoLayout title={t('FlaskSwap Info & Analytics')} testId="info-overview">
      <WatchlistCard tokens={tokens} pairs={pairs} tokensFailed={tokensFailed} pairsFailed={pairsFailed} />
      <ProtocolCharts />
      <InfoCard title={t('Top Tokens')} actions={more('/info/tokens')}>
        <TokensTable tokens={tokens} unavailable={tokensFailed} testId="top-tokens" />
      </InfoCard>
      <InfoCard title={t('Top Pairs')} actions={more('/info/pairs')}>
        <PairsTable pairs={pairs} unavailable={pairsFailed} testId="top-pairs" />
      </InfoCard>
      <InfoCard title={t('Transactions')}>
        <TransactionsTable scope={undefined} />
      </InfoCard>
    </InfoLayout>
  );
}
