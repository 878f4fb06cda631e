// The shared chart behind React.lazy: lightweight-charts downloads with the first chart shown,
// so pages that import this (like /swap) keep it out of their initial JavaScript.
import { lazy, Suspense } from 'react';
import { Skeleton } from '@/ui/Skeleton.tsx';
import type { TimeSeriesChartProps } from './chartTypes.ts';

const LoadedChart = lazy(() => import('./TimeSeriesChart.tsx'));

export function LazyTimeSeriesChart(props: TimeSeriesChartProps) {
  return (
    <Suspense fallback={<Skeleton className="block h-64 w-full" />}>
      <LoadedChart {...props} />
    </Suspense>
  );
}
