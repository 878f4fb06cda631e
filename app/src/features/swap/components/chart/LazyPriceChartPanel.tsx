// The whole chart panel loads after the swap form (its indexer queries, its logic, and later
// uPlot), so /swap's first JavaScript stays what the form needs.
import type { Currency } from '@flaskswap/sdk';
import { lazy, Suspense } from 'react';
import { useAppStore } from '@/state/store.ts';
import { chartColumnClass } from './chartColumn.ts';

const PriceChartPanel = lazy(() => import('./PriceChartPanel.tsx'));

export function LazyPriceChartPanel(props: { input: Currency | undefined; output: Currency | undefined }) {
  const open = useAppStore((state) => state.swapChartOpen);
  // Holds the column while the panel downloads, so the form does not jump sideways.
  const placeholder = <div aria-hidden="true" className={chartColumnClass(open)} />;
  return (
    <Suspense fallback={placeholder}>
      <PriceChartPanel {...props} />
    </Suspense>
  );
}
