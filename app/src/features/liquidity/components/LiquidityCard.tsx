import type { ReactNode } from 'react';
import { PageHeader, type PageHeaderProps } from '@/features/layout';
import { SettingsButton } from '@/features/settings';
import { RecentTransactionsButton } from '@/features/transactions';

/** A liquidity screen: one centred card with the page header (and its settings/history icons). */
export function LiquidityCard({
  children,
  footer,
  ...header
}: PageHeaderProps & { children: ReactNode; footer?: ReactNode }) {
  return (
    <section className="mx-auto w-full max-w-md px-3 py-6 sm:py-10">
      <div className="overflow-hidden rounded-3xl border border-border bg-card shadow-sm">
        <PageHeader
          actions={
            <>
              <SettingsButton />
              <RecentTransactionsButton />
            </>
          }
          {...header}
        />
        <div className="flex flex-col gap-4 p-4 sm:p-6">{children}</div>
        {footer && <div className="border-t border-border bg-input/40 p-4 sm:px-6">{footer}</div>}
      </div>
    </section>
  );
}
