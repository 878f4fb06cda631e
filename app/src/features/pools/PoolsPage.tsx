import { useYieldLayout, useYieldMarket, useYieldPositions } from '@/features/prices';
import { BountyCard, unstakingFeeState } from '@/features/vault';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { Skeleton } from '@/ui/Skeleton.tsx';
import {
  LiveFinishedTabs,
  SearchBox,
  SortSelect,
  StakedOnlySwitch,
  ToTopButton,
  ViewModeToggle,
} from './components/ListControls.tsx';
import { PoolCard } from './components/PoolCard.tsx';
import { PoolRow } from './components/PoolRow.tsx';
import type { PoolSort } from './poolFilters.ts';
import { useInfiniteCount } from './useInfiniteCount.ts';
import { usePools } from './usePools.ts';
import { usePoolsPageState } from './usePoolsPageState.ts';

const SORT_OPTIONS: readonly { value: PoolSort; label: string }[] = [
  { value: 'hot', label: 'Hot' },
  { value: 'apr', label: 'APR' },
  { value: 'earned', label: 'Earned' },
  { value: 'totalStaked', label: 'Total staked' },
];

export const FINISHED_POOLS_TEXT = 'These pools are no longer distributing rewards. Please unstake your tokens.';

/** /pools and /pools/history (SPEC.md section 2 "Pools page"). */
export function PoolsPage() {
  const { t } = useTranslation();
  const layout = useYieldLayout();
  const { market } = useYieldMarket();
  const { positions } = useYieldPositions();
  const { pools, userDataLoaded } = usePools();
  const state = usePoolsPageState(pools);
  const shown = state.shown ?? [];
  const { count, hasMore, sentinelRef } = useInfiniteCount(shown.length, state.listKey);
  const unstakingFee = market?.vault
    ? unstakingFeeState(market.vault, positions?.vault, market.blockTimestamp)
    : undefined;
  const visible = shown.slice(0, count);

  return (
    <section className="mx-auto max-w-6xl px-4 py-8" data-testid="pools-page" data-user-loaded={userDataLoaded}>
      <header className="flex flex-col justify-between gap-6 sm:flex-row sm:items-end">
        <div>
          <h1 className="text-4xl font-black text-primary">{t('Pools')}</h1>
          <p className="mt-2 text-lg font-semibold">{t('Stake FLASK to earn new tokens')}</p>
          <p className="text-muted">{t('Rewards are calculated per block.')}</p>
        </div>
        {layout && <BountyCard market={market} />}
      </header>

      {!layout ? (
        <p className="mt-10 rounded-3xl border border-border bg-card p-8 text-center text-muted">
          {t('Pools are not available on this network yet.')}
        </p>
      ) : (
        <>
          <div className="mt-8 flex flex-wrap items-end justify-between gap-4">
            <div className="flex flex-wrap items-center gap-4">
              <ViewModeToggle mode={state.viewMode} onChange={state.setViewMode} />
              <StakedOnlySwitch checked={state.stakedOnly} onChange={state.setStakedOnly} />
              <LiveFinishedTabs basePath="/pools" finished={state.finished} showFinished={state.showFinishedTab} />
            </div>
            <div className="flex flex-wrap items-end gap-4">
              <SortSelect<PoolSort> value={state.sort} options={SORT_OPTIONS} onChange={state.setSort} />
              <SearchBox value={state.query} onChange={state.setQuery} placeholder={t('Search Pools')} />
            </div>
          </div>

          {state.finished && (
            <p className="mt-6 rounded-2xl bg-warning/15 px-4 py-3 text-sm font-semibold" role="note">
              {t(FINISHED_POOLS_TEXT)}
            </p>
          )}

          <div className="mt-6">
            {!pools ? (
              <div className="flex flex-col gap-3 rounded-3xl border border-border bg-card p-4" aria-busy="true">
                {[0, 1, 2, 3].map((row) => (
                  <Skeleton key={row} className="h-14 w-full" />
                ))}
              </div>
            ) : shown.length === 0 ? (
              <p
                className="rounded-3xl border border-border bg-card p-8 text-center text-muted"
                data-testid="pools-empty"
              >
                {state.stakedOnly
                  ? t('You have no stake in these pools yet.')
                  : state.query
                    ? t('No pools match “%query%”.', { query: state.query })
                    : t('No pools here yet.')}
              </p>
            ) : state.viewMode === 'table' ? (
              <div className="rounded-3xl border border-border bg-card" data-testid="pools-table">
                {visible.map((pool) => (
                  <PoolRow key={pool.id} pool={pool} unstakingFee={unstakingFee} />
                ))}
                {hasMore && (
                  <div key={count} ref={sentinelRef} aria-hidden="true" className="h-1" data-testid="pools-sentinel" />
                )}
                <ToTopButton />
              </div>
            ) : (
              <div data-testid="pools-cards">
                <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
                  {visible.map((pool) => (
                    <PoolCard key={pool.id} pool={pool} unstakingFee={unstakingFee} />
                  ))}
                </div>
                {hasMore && (
                  <div key={count} ref={sentinelRef} aria-hidden="true" className="h-1" data-testid="pools-sentinel" />
                )}
                <ToTopButton />
              </div>
            )}
          </div>
        </>
      )}
    </section>
  );
}
