import { Link } from 'react-router';
import { useDeployment } from '@/chain/activeChain.ts';
import { useConnection } from '@/chain/connection.ts';
import { ConnectWalletButton } from '@/features/wallet';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { Skeleton } from '@/ui/Skeleton.tsx';
import { LiquidityCard } from './components/LiquidityCard.tsx';
import { FullPositionCard } from './components/PositionCards.tsx';
import { usePositions } from './data/usePositions.ts';

const linkButton =
  'grid h-12 place-items-center rounded-2xl bg-primary px-6 font-semibold text-on-accent shadow-sm hover:bg-primary-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary';

function PositionsList() {
  const { t } = useTranslation();
  const { address } = useConnection();
  const { positions, isLoading } = usePositions(address);

  if (!address) {
    return (
      <div className="flex flex-col items-center gap-4 py-6 text-center">
        <p className="text-muted">{t('Connect to a wallet to view your liquidity.')}</p>
        <ConnectWalletButton />
      </div>
    );
  }
  if (positions.length === 0 && isLoading) {
    return (
      <div className="flex flex-col gap-3" role="status" aria-busy="true" aria-label={t('Loading')}>
        <Skeleton className="h-16 w-full rounded-2xl" />
        <Skeleton className="h-16 w-full rounded-2xl" />
      </div>
    );
  }
  if (positions.length === 0) {
    return <p className="py-6 text-center text-muted">{t('No liquidity found.')}</p>;
  }
  return (
    <ul className="flex flex-col gap-3" aria-label={t('Your liquidity positions')}>
      {positions.map(({ snapshot, balance }) => (
        <li key={snapshot.address}>
          <FullPositionCard snapshot={snapshot} balance={balance} />
        </li>
      ))}
    </ul>
  );
}

/** /liquidity: the user's positions in every pair they hold LP in. */
export function LiquidityPage() {
  const { t } = useTranslation();
  const legacy = useDeployment()?.migration?.legacy;
  return (
    <LiquidityCard
      title={t('Your Liquidity')}
      subtitle={t('Your share of each pool, ready to add to or withdraw')}
      footer={
        <Link to="/add" className={linkButton}>
          {t('Add Liquidity')}
        </Link>
      }
    >
      <PositionsList />
      <p className="text-center text-sm text-muted">
        {t('A position missing from this list?')}{' '}
        <Link to="/find" className="font-semibold text-primary hover:underline">
          {t('Import it.')}
        </Link>
      </p>
      {legacy && (
        <p className="text-center text-sm text-muted">
          {t('Liquidity on %exchange%?', { exchange: legacy.name })}{' '}
          <Link to="/migrate" className="font-semibold text-primary hover:underline">
            {t('Migrate it to FlaskSwap.')}
          </Link>
        </p>
      )}
    </LiquidityCard>
  );
}
