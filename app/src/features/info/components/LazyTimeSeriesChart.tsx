// The shared chart behind React.lazy: uPlot downloads with the first chart shown,
// so pages that import this (like /swap) keep it out of their initial JavaScript.
import { lazy, Suspense } from 'react';
import { Skeleton } from '@/ui/Skeleton.tsx';
import { DEFAULT_CHART_HEIGHT, type TimeSeriesChartProps } from './chartTypes.ts';

const LoadedChart = lazy(() => import('./TimeSeriesChart.tsx'));

export function LazyTimeSeriesChart(props: TimeSeriesChartProps) {
  return (
    <Suspense
      fallback={
        <div style={{ height: props.height ?? DEFAULT_CHART_HEIGHT }}>
          <Skeleton className="block h-full w-full" />
        </div>
      }
    >
      <LoadedChart {...props} />
    </Suspense>
  );
}
