import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { cn } from '@/ui/cn.ts';
import { IndexerNotice } from './IndexerNotice.tsx';
import { InfoSearch } from './InfoSearch.tsx';

const tabClass = 'rounded-xl px-3 py-2 font-semibold text-muted hover:bg-input hover:text-text';

/** The frame of every info page: its tabs and search, the indexer's state, then the page. */
export function InfoLayout({ title, children, testId }: { title: ReactNode; children: ReactNode; testId: string }) {
  const { t } = useTranslation();
  const tabs = [
    { to: '/info', label: t('Overview') },
    { to: '/info/pairs', label: t('Pairs') },
    { to: '/info/tokens', label: t('Tokens') },
  ];
  return (
    <section className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8" data-testid={testId}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <nav aria-label={t('Info')} className="flex gap-1">
          {tabs.map((tab) => (
            <NavLink
              key={tab.to}
              to={tab.to}
              end
              className={({ isActive }) => cn(tabClass, isActive && 'bg-input text-primary')}
            >
              {tab.label}
            </NavLink>
          ))}
        </nav>
        <InfoSearch />
      </div>
      <IndexerNotice />
      <h1 className="text-3xl font-black text-primary">{title}</h1>
      {children}
    </section>
  );
}

/** A white card with a heading, as the info pages group their figures, charts and tables. */
export function InfoCard({
  title,
  children,
  actions,
}: {
  title?: ReactNode;
  children: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <div className="rounded-3xl border border-border bg-card p-4 shadow-sm">
      {(title || actions) && (
        <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
          {title && <h2 className="text-lg font-bold">{title}</h2>}
          {actions}
        </div>
      )}
      {children}
    </div>
  );
}
