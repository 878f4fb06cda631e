import {
  LiveFinishedTabs,
  SearchBox,
  SortSelect,
  StakedOnlySwitch,
  ToTopButton,
  useInfiniteCount,
  ViewModeToggle,
} from '@/features/pools';
import { useYieldLayout, useYieldMarket } from '@/features/prices';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { Skeleton } from '@/ui/Skeleton.tsx';
import { FarmCard } from './components/FarmCard.tsx';
import { FarmRow } from './components/FarmRow.tsx';
import type { FarmSort } from './farmFilters.ts';
import { useFarms } from './useFarms.ts';
import { useFarmsPageState } from './useFarmsPageState.ts';

const SORT_OPTIONS: readonly { value: FarmSort; label: string }[] = [
  { value: 'hot', label: 'Hot' },
  { value: 'apr', label: 'APR' },
  { value: 'multiplier', label: 'Multiplier' },
  { value: 'earned', label: 'Earned' },
  { value: 'liquidity', label: 'Liquidity' },
];

/** /farms and /farms/history: stake LP tokens to earn FLASK. */
export function FarmsPage() {
  const { t } = useTranslation();
  const layout = useYieldLayout();
  const { market } = useYieldMarket();
  const { farms } = useFarms();
  const state = useFarmsPageState(farms);
  const shown = state.shown ?? [];
  const { count, hasMore, sentinelRef } = useInfiniteCount(shown.length, state.listKey);
  const visible = shown.slice(0, count);
  const itemProps = { chef: layout?.chef, flaskPriceUsd: market?.flaskPriceUsd };

  return (
    <section className="mx-auto max-w-6xl px-4 py-8">
      <header>
        <h1 className="text-4xl font-black text-primary">{t('Farms')}</h1>
        <p className="mt-2 text-lg font-semibold">{t('Stake your LP tokens and earn FLASK every block.')}</p>
      </header>
      {!layout ? (
        <p className="mt-10 rounded-3xl border border-border bg-card p-8 text-center text-muted">
          {t('Farms are not available on this network yet.')}
        </p>
      ) : (
        <>
          <div className="mt-8 flex flex-wrap items-end justify-between gap-4">
            <div className="flex flex-wrap items-center gap-4">
              <ViewModeToggle mode={state.viewMode} onChange={state.setViewMode} />
              <StakedOnlySwitch checked={state.stakedOnly} onChange={state.setStakedOnly} />
              <LiveFinishedTabs basePath="/farms" finished={state.finished} showFinished />
            </div>
            <div className="flex flex-wrap items-end gap-4">
              <SortSelect<FarmSort> value={state.sort} options={SORT_OPTIONS} onChange={state.setSort} />
              <SearchBox value={state.query} onChange={state.setQuery} placeholder={t('Search Farms')} />
            </div>
          </div>
          {state.finished && (
            <p className="mt-6 rounded-2xl bg-warning/15 px-4 py-3 text-sm font-semibold" role="note">
              {t('These farms are no longer distributing rewards. Please unstake your tokens.')}
            </p>
          )}
          <div className="mt-6">
            {!farms ? (
              <div className="flex flex-col gap-3 rounded-3xl border border-border bg-card p-4" aria-busy="true">
                {[0, 1, 2, 3].map((row) => (
                  <Skeleton key={row} className="h-14 w-full" />
                ))}
              </div>
            ) : shown.length === 0 ? (
              <p
                className="rounded-3xl border border-border bg-card p-8 text-center text-muted"
                data-testid="farms-empty"
              >
                {state.stakedOnly
                  ? t('You have no LP tokens staked in these farms yet.')
                  : state.query
                    ? t('No farms match “%query%”.', { query: state.query })
                    : t('No farms here yet.')}
              </p>
            ) : state.viewMode === 'table' ? (
              <div className="rounded-3xl border border-border bg-card" data-testid="farms-table">
                {visible.map((farm) => (
                  <FarmRow key={farm.pid} farm={farm} {...itemProps} />
                ))}
                {hasMore && <div key={count} ref={sentinelRef} aria-hidden="true" className="h-1" />}
                <ToTopButton />
              </div>
            ) : (
              <div data-testid="farms-cards">
                <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
                  {visible.map((farm) => (
                    <FarmCard key={farm.pid} farm={farm} {...itemProps} />
                  ))}
                </div>
                {hasMore && <div key={count} ref={sentinelRef} aria-hidden="true" className="h-1" />}
                <ToTopButton />
              </div>
            )}
          </div>
        </>
      )}
    </section>
  );
}
