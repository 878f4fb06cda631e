import type { ReactNode } from 'react';

export function StatCard({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <section aria-label={title} className="rounded-3xl border border-border bg-card p-6" data-testid={testId}>
      <h2 className="text-lg font-bold text-primary">{title}</h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

export function StatRow({ label, value, testId }: { label: string; value: ReactNode; testId?: string }) {
  return (
    <div className="flex items-baseline justify-between gap-4 border-b border-border py-2 last:border-b-0">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="font-bold" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}
