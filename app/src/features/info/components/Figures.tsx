import type { ReactNode } from 'react';
import { Skeleton } from '@/ui/Skeleton.tsx';

/** The headline numbers of an info page, each with its label; skeletons while loading. */
export function Figures({
  items,
  unavailable = false,
}: {
  items: readonly { label: string; value: ReactNode | undefined; testId: string }[];
  /** The figures could not be loaded (the indexer is down): dashes instead of skeletons. */
  unavailable?: boolean;
}) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
      {items.map((item) => (
        <div key={item.testId} className="rounded-2xl border border-border bg-card p-3">
          <dt className="text-xs font-semibold uppercase text-muted">{item.label}</dt>
          <dd className="mt-1 text-lg font-bold" data-testid={item.testId}>
            {item.value ?? (unavailable ? '-' : <Skeleton />)}
          </dd>
        </div>
      ))}
    </dl>
  );
}
