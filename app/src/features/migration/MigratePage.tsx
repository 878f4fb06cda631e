import { useState } from 'react';
import { Link } from 'react-router';
import { useDeployment } from '@/chain/activeChain.ts';
import { useConnection } from '@/chain/connection.ts';
import { LiquidityCard } from '@/features/liquidity';
import { ConnectWalletButton } from '@/features/wallet';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { Skeleton } from '@/ui/Skeleton.tsx';
import { type MigrationTarget, useMigrationReview } from './actions/useMigration.ts';
import { LegacyPositionCard } from './components/LegacyPositionCard.tsx';
import { MigrationReviewModal } from './components/MigrationReviewModal.tsx';
import { useLegacyPositions } from './data/useLegacyPositions.ts';
import type { PositionView } from './logic/positionView.ts';

function LegacyPositions({ exchange, onMigrate }: { exchange: string; onMigrate(target: MigrationTarget): void }) {
  const { t } = useTranslation();
  const { address } = useConnection();
  const { positions, isLoading, readAt } = useLegacyPositions(address);

  if (!address) {
    return (
      <div className="flex flex-col items-center gap-4 py-6 text-center">
        <p className="text-muted">{t('Connect to a wallet to view your %exchange% liquidity.', { exchange })}</p>
        <ConnectWalletButton />
      </div>
    );
  }
  if (positions.length === 0 && isLoading) {
    return (
      <div className="flex flex-col gap-3" role="status" aria-busy="true" aria-label={t('Loading')}>
        <Skeleton className="h-40 w-full rounded-2xl" />
      </div>
    );
  }
  if (positions.length === 0) {
    return <p className="py-6 text-center text-muted">{t('No %exchange% liquidity found.', { exchange })}</p>;
  }
  return (
    <ul className="flex flex-col gap-3" aria-label={t('Your %exchange% liquidity', { exchange })}>
      {positions.map((position) => (
        <li key={position.pair}>
          <LegacyPositionCard position={position} exchange={exchange} allowanceReadAt={readAt} onMigrate={onMigrate} />
        </li>
      ))}
    </ul>
  );
}

/**
 * /migrate: the account's positions on the chain's other exchange (PancakeSwap v2 on BSC), each
 * moved to FlaskSwap in one transaction; a moved position then shows under /liquidity.
 */
export function MigratePage() {
  const { t } = useTranslation();
  const legacy = useDeployment()?.migration?.legacy;
  const [migrated, setMigrated] = useState<string[]>([]);
  const review = useMigrationReview((view: PositionView) => setMigrated((names) => [...names, view.name]));

  return (
    <LiquidityCard
      title={t('Migrate Liquidity')}
      subtitle={
        legacy
          ? t('Move your %exchange% liquidity to FlaskSwap in one transaction', { exchange: legacy.name })
          : undefined
      }
      backTo="/liquidity"
    >
      {migrated.map((name) => (
        <p key={name} role="status" className="rounded-2xl bg-success/15 p-3 text-sm font-semibold text-success">
          {t('Your %pair% liquidity is on FlaskSwap now.', { pair: name })}{' '}
          <Link to="/liquidity" className="underline">
            {t('View it in Your Liquidity')}
          </Link>
        </p>
      ))}
      {legacy ? (
        <LegacyPositions exchange={legacy.name} onMigrate={review.open} />
      ) : (
        <p className="py-6 text-center text-muted">{t('Migration is not available on this network.')}</p>
      )}
      <MigrationReviewModal review={review} />
    </LiquidityCard>
  );
}
