import { useCallback, useMemo } from 'react';
import { BountyCard, unstakingFeeState } from '@/features/vault';
import {
  type ListPreferenceKeys,
  useYieldLayout,
  useYieldListState,
  useYieldMarket,
  useYieldPositions,
  YieldListing,
} from '@/features/yield';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { msg } from '@/i18n/message.ts';
import { PoolRow } from './components/PoolRow.tsx';
import { StakingPoolCard } from './components/StakingPoolCard.tsx';
import { usePools } from './data/usePools.ts';
import { hasStakeInFinishedPools, POOL_SORT_OPTIONS, selectPools } from './logic/poolFilters.ts';
import type { PoolView } from './logic/poolViews.ts';

const PREFERENCES: ListPreferenceKeys = {
  viewMode: 'poolsViewMode',
  setViewMode: 'setPoolsViewMode',
  stakedOnly: 'poolsStakedOnly',
  setStakedOnly: 'setPoolsStakedOnly',
};

const FINISHED_POOLS_TEXT = msg('These pools are no longer distributing rewards. Please unstake your tokens.');

/** /pools and /pools/history (SPEC.md section 2 "Pools page"). */
export function PoolsPage() {
  const { t } = useTranslation();
  const layout = useYieldLayout();
  const { market } = useYieldMarket();
  const { positions } = useYieldPositions();
  const { pools } = usePools();
  const state = useYieldListState(pools, PREFERENCES, selectPools, 'hot');
  const vault = market?.vault;
  const vaultPosition = positions?.vault;
  const blockTimestamp = market?.blockTimestamp;
  const unstakingFee = useMemo(
    () => (vault && blockTimestamp !== undefined ? unstakingFeeState(vault, vaultPosition, blockTimestamp) : undefined),
    [vault, vaultPosition, blockTimestamp],
  );
  const renderRow = useCallback(
    (pool: PoolView) => <PoolRow key={pool.id} pool={pool} unstakingFee={unstakingFee} />,
    [unstakingFee],
  );
  const renderCard = useCallback(
    (pool: PoolView) => <StakingPoolCard key={pool.id} pool={pool} unstakingFee={unstakingFee} />,
    [unstakingFee],
  );

  return (
    <section
      className="mx-auto max-w-6xl px-4 py-8"
      data-testid="pools-page"
      data-user-loaded={positions !== undefined}
    >
      <header className="flex flex-col justify-between gap-6 sm:flex-row sm:items-end">
        <div>
          <h1 className="text-4xl font-black text-primary">{t('Pools')}</h1>
          <p className="mt-2 text-lg font-semibold">{t('Stake FLASK to earn new tokens')}</p>
          <p className="text-muted">{t('Rewards are calculated per block.')}</p>
        </div>
        {layout && <BountyCard market={market} />}
      </header>

      <YieldListing
        state={state}
        unavailableText={layout ? undefined : t('Pools are not available on this network yet.')}
        basePath="/pools"
        showFinishedTab={state.finished || (pools ? hasStakeInFinishedPools(pools) : false)}
        sortOptions={POOL_SORT_OPTIONS}
        searchPlaceholder={t('Search Pools')}
        finishedNotice={t(FINISHED_POOLS_TEXT)}
        emptyTexts={{
          stakedOnly: t('You have no stake in these pools yet.'),
          search: t('No pools match “%query%”.', { query: state.query }),
          none: t('No pools here yet.'),
        }}
        testIdPrefix="pools"
        renderRow={renderRow}
        renderCard={renderCard}
      />
    </section>
  );
}
