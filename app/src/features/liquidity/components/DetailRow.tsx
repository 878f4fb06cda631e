import type { ReactNode } from 'react';

/** A label and its value on one line (wrapping on narrow screens). */
export function DetailRow({ label, children, testId }: { label: ReactNode; children: ReactNode; testId?: string }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 text-sm">
      <span className="text-muted">{label}</span>
      <span className="flex items-center gap-1 font-semibold break-all" data-testid={testId}>
        {children}
      </span>
    </div>
  );
}
