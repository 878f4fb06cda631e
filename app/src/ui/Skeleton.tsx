import { cn } from './cn.ts';

/** Placeholder shape shown while data loads. */
export function Skeleton({ className }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      data-skeleton=""
      className={cn('inline-block animate-pulse rounded-md bg-input', className ?? 'h-4 w-16')}
    />
  );
}
