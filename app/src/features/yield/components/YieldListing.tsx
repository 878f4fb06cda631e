import { memo, type ReactNode, useDeferredValue, useId } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import type { MessageText } from '@/i18n/message.ts';
import { cn } from '@/ui/cn.ts';
import { SearchBox, SortSelect, ToTopButton, ViewModeToggle } from '@/ui/ListControls.tsx';
import { Skeleton } from '@/ui/Skeleton.tsx';
import { Switch } from '@/ui/Switch.tsx';
import { useInfiniteCount } from './useInfiniteCount.ts';
import type { YieldListState } from './useYieldListState.ts';

function StakedOnlySwitch({ checked, onChange }: { checked: boolean; onChange(on: boolean): void }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <Switch id={id} checked={checked} onCheckedChange={onChange} label={t('Staked only')} />
      <label htmlFor={id} className="text-sm font-semibold">
        {t('Staked only')}
      </label>
    </div>
  );
}

/** Live / Finished as links (/pools and /pools/history); Finished only when offered. */
function LiveFinishedTabs({
  basePath,
  finished,
  showFinished,
}: {
  basePath: string;
  finished: boolean;
  showFinished: boolean;
}) {
  const { t } = useTranslation();
  const tab = (to: string, label: string, active: boolean) => (
    <Link
      to={to}
      aria-current={active ? 'page' : undefined}
      className={cn(
        'rounded-xl px-4 py-1.5 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-primary',
        active ? 'bg-primary text-on-accent' : 'text-muted hover:text-text',
      )}
    >
      {label}
    </Link>
  );
  return (
    <nav aria-label={t('Live or finished')} className="flex gap-1 rounded-2xl bg-input p-1">
      {tab(basePath, t('Live'), !finished)}
      {showFinished && tab(`${basePath}/history`, t('Finished'), finished)}
    </nav>
  );
}

/**
 * The first `count` items, each rendered by `render`. Memoized: while a new list waits behind the
 * deferred value, the urgent render passes the same props and React skips every row.
 */
const YieldItems = memo(function YieldItems<T>({
  items,
  count,
  render,
}: {
  items: readonly T[];
  count: number;
  render(item: T): ReactNode;
}) {
  return items.slice(0, count).map(render);
}) as <T>(props: { items: readonly T[]; count: number; render(item: T): ReactNode }) => ReactNode;

export interface YieldListingProps<T, S extends string> {
  state: YieldListState<T, S>;
  /** Shown instead of everything else where the chain has no farms or pools deployed. */
  unavailableText: string | undefined;
  /** '/farms' or '/pools'; its Finished tab is `${basePath}/history`. */
  basePath: string;
  showFinishedTab: boolean;
  /** English labels, translated here. */
  sortOptions: readonly { value: S; label: MessageText }[];
  searchPlaceholder: string;
  /** Above the Finished tab's list. */
  finishedNotice: string;
  /** The empty list's text: with Staked only on, else with a search, else. */
  emptyTexts: { stakedOnly: string; search: string; none: string };
  /** 'farms' or 'pools': the list's test ids (`${prefix}-table`, -cards, -empty, -sentinel). */
  testIdPrefix: string;
  /** Each item as a table row or a card, with its key; stable between renders (useCallback) so unchanged rows are skipped. */
  renderRow(item: T): ReactNode;
  renderCard(item: T): ReactNode;
}

/**
 * Below a yield page's header (/farms, /pools): the toolbar (view, Staked only, Live/Finished,
 * sort, search), the Finished notice, then the list: skeletons while loading, the empty text, or
 * the rows or cards a page (12) at a time as the end scrolls into view, closed by To Top. Where
 * the chain has no farms or pools: only `unavailableText`.
 */
export function YieldListing<T, S extends string>(props: YieldListingProps<T, S>) {
  const { state, testIdPrefix, emptyTexts } = props;
  const { t } = useTranslation();
  // A new list (the reads answering, a filter or sort changing) renders in a background pass that
  // React interrupts for input, one row component at a time; until it completes the previous rows stay.
  const deferredShown = useDeferredValue(state.shown);
  const shown = deferredShown ?? [];
  const { count, hasMore, sentinelRef } = useInfiniteCount(shown.length, state.listKey);
  if (props.unavailableText !== undefined) {
    return (
      <p className="mt-10 rounded-3xl border border-border bg-card p-8 text-center text-muted">
        {props.unavailableText}
      </p>
    );
  }
  const end = (
    <>
      {hasMore && (
        <div
          key={count}
          ref={sentinelRef}
          aria-hidden="true"
          className="h-1"
          data-testid={`${testIdPrefix}-sentinel`}
        />
      )}
      <ToTopButton label={t('To Top')} />
    </>
  );

  let list: ReactNode;
  if (!deferredShown) {
    list = (
      <div className="flex flex-col gap-3 rounded-3xl border border-border bg-card p-4" aria-busy="true">
        {[0, 1, 2, 3].map((row) => (
          <Skeleton key={row} className="h-14 w-full" />
        ))}
      </div>
    );
  } else if (shown.length === 0) {
    list = (
      <p
        className="rounded-3xl border border-border bg-card p-8 text-center text-muted"
        data-testid={`${testIdPrefix}-empty`}
      >
        {state.stakedOnly ? emptyTexts.stakedOnly : state.query ? emptyTexts.search : emptyTexts.none}
      </p>
    );
  } else if (state.viewMode === 'table') {
    list = (
      <div className="rounded-3xl border border-border bg-card" data-testid={`${testIdPrefix}-table`}>
        <YieldItems items={shown} count={count} render={props.renderRow} />
        {end}
      </div>
    );
  } else {
    list = (
      <div data-testid={`${testIdPrefix}-cards`}>
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          <YieldItems items={shown} count={count} render={props.renderCard} />
        </div>
        {end}
      </div>
    );
  }

  return (
    <>
      <div className="mt-8 flex flex-wrap items-end justify-between gap-4">
        <div className="flex flex-wrap items-center gap-4">
          <ViewModeToggle
            mode={state.viewMode}
            onChange={state.setViewMode}
            labels={{ card: t('Card View'), table: t('Table View') }}
          />
          <StakedOnlySwitch checked={state.stakedOnly} onChange={state.setStakedOnly} />
          <LiveFinishedTabs basePath={props.basePath} finished={state.finished} showFinished={props.showFinishedTab} />
        </div>
        <div className="flex flex-wrap items-end gap-4">
          <SortSelect<S>
            label={t('Sort by')}
            value={state.sort}
            options={props.sortOptions.map((option) => ({ value: option.value, label: t(option.label) }))}
            onChange={state.setSort}
          />
          <SearchBox
            label={t('Search')}
            value={state.query}
            onChange={state.setQuery}
            placeholder={props.searchPlaceholder}
          />
        </div>
      </div>
      {state.finished && (
        <p className="mt-6 rounded-2xl bg-warning/15 px-4 py-3 text-sm font-semibold" role="note">
          {props.finishedNotice}
        </p>
      )}
      <div className="mt-6">{list}</div>
    </>
  );
}
