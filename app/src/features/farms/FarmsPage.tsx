import { useCallback } from 'react';
import { Link } from 'react-router';
import {
  type ListPreferenceKeys,
  useYieldLayout,
  useYieldListState,
  useYieldMarket,
  YieldListing,
} from '@/features/yield';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { FarmCard } from './components/FarmCard.tsx';
import { FarmRow } from './components/FarmRow.tsx';
import { useFarms } from './data/useFarms.ts';
import { FARM_SORT_OPTIONS, selectFarms } from './logic/farmFilters.ts';
import type { FarmView } from './logic/farmViews.ts';

const PREFERENCES: ListPreferenceKeys = {
  viewMode: 'farmsViewMode',
  setViewMode: 'setFarmsViewMode',
  stakedOnly: 'farmsStakedOnly',
  setStakedOnly: 'setFarmsStakedOnly',
};

/** /farms and /farms/history: stake LP tokens to earn FLASK. */
export function FarmsPage() {
  const { t } = useTranslation();
  const layout = useYieldLayout();
  const { market } = useYieldMarket();
  const { farms } = useFarms();
  const state = useYieldListState(farms, PREFERENCES, selectFarms, 'hot');
  const chef = layout?.chef;
  const flaskPriceUsd = market?.flaskPriceUsd;
  const renderRow = useCallback(
    (farm: FarmView) => <FarmRow key={farm.pid} farm={farm} chef={chef} flaskPriceUsd={flaskPriceUsd} />,
    [chef, flaskPriceUsd],
  );
  const renderCard = useCallback(
    (farm: FarmView) => <FarmCard key={farm.pid} farm={farm} chef={chef} flaskPriceUsd={flaskPriceUsd} />,
    [chef, flaskPriceUsd],
  );

  return (
    <section className="mx-auto max-w-6xl px-4 py-8">
      <header>
        <h1 className="text-4xl font-black text-primary">{t('Farms')}</h1>
        <p className="mt-2 text-lg font-semibold">{t('Stake your LP tokens and earn FLASK every block.')}</p>
        <Link to="/farms/auction" className="mt-2 inline-block font-semibold text-primary hover:underline">
          {t('Community Farm Auction: bid for a 7-day farm')}
        </Link>
      </header>
      <YieldListing
        state={state}
        unavailableText={layout ? undefined : t('Farms are not available on this network yet.')}
        basePath="/farms"
        showFinishedTab
        sortOptions={FARM_SORT_OPTIONS}
        searchPlaceholder={t('Search Farms')}
        finishedNotice={t('These farms are no longer distributing rewards. Please unstake your tokens.')}
        emptyTexts={{
          stakedOnly: t('You have no LP tokens staked in these farms yet.'),
          search: t('No farms match “%query%”.', { query: state.query }),
          none: t('No farms here yet.'),
        }}
        testIdPrefix="farms"
        renderRow={renderRow}
        renderCard={renderCard}
      />
    </section>
  );
}
