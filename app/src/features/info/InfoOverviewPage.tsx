import { Link } from 'react-router';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { InfoCard, InfoLayout } from './components/InfoLayout.tsx';
import { PairsTable } from './components/PairsTable.tsx';
import { ProtocolCharts } from './components/ProtocolCharts.tsx';
import { TokensTable } from './components/TokensTable.tsx';
import { TransactionsTable } from './components/TransactionsTable.tsx';
import { WatchlistCard } from './components/WatchlistCard.tsx';

/** /info: the watchlist first, then the exchange at a glance (TVL and volume, top tokens and pairs, recent transactions). */
export function InfoOverviewPage() {
  const { t } = useTranslation();
  const more = (to: string) => (
    <Link to={to} className="text-sm font-bold text-primary hover:underline">
      {t('See all')}
    </Link>
  );
  return (
    <InfoLayout title={t('FlaskSwap Info & Analytics')} testId="info-overview">
      <WatchlistCard />
      <ProtocolCharts />
      <InfoCard title={t('Top Tokens')} actions={more('/info/tokens')}>
        <TokensTable testId="top-tokens" />
      </InfoCard>
      <InfoCard title={t('Top Pairs')} actions={more('/info/pairs')}>
        <PairsTable testId="top-pairs" />
      </InfoCard>
      <InfoCard title={t('Transactions')}>
        <TransactionsTable scope={undefined} />
      </InfoCard>
    </InfoLayout>
  );
}
