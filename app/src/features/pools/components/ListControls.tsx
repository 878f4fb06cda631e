import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import type { YieldViewMode } from '@/state/slices/yieldPreferences.ts';
import { cn } from '@/ui/cn.ts';
import { Dropdown, DropdownItem } from '@/ui/Dropdown.tsx';
import { Switch } from '@/ui/Switch.tsx';

/** Card / table toggle (remembered by the caller's preference). */
export function ViewModeToggle({ mode, onChange }: { mode: YieldViewMode; onChange(mode: YieldViewMode): void }) {
  const { t } = useTranslation();
  const option = (value: YieldViewMode, label: string, icon: ReactNode) => (
    <button
      type="button"
      aria-label={label}
      aria-pressed={mode === value}
      onClick={() => onChange(value)}
      className={cn(
        'rounded-lg p-2 focus-visible:outline-2 focus-visible:outline-primary',
        mode === value ? 'bg-primary text-white' : 'text-muted hover:bg-input',
      )}
    >
      {icon}
    </button>
  );
  const svg = (path: string) => (
    <svg
      viewBox="0 0 24 24"
      width="18"
      height="18"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <path d={path} />
    </svg>
  );
  return (
    <div className="flex gap-1 rounded-xl bg-input p-1">
      {option('card', t('Card View'), svg('M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z'))}
      {option('table', t('Table View'), svg('M4 6h16M4 12h16M4 18h16'))}
    </div>
  );
}

export function StakedOnlySwitch({ checked, onChange }: { checked: boolean; onChange(on: boolean): void }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <Switch id={id} checked={checked} onCheckedChange={onChange} label={t('Staked only')} />
      <label htmlFor={id} className="text-sm font-semibold">
        {t('Staked only')}
      </label>
    </div>
  );
}

/** Live / Finished as links (/pools and /pools/history); Finished only when offered. */
export function LiveFinishedTabs({
  basePath,
  finished,
  showFinished,
}: {
  basePath: string;
  finished: boolean;
  showFinished: boolean;
}) {
  const { t } = useTranslation();
  const tab = (to: string, label: string, active: boolean) => (
    <Link
      to={to}
      aria-current={active ? 'page' : undefined}
      className={cn(
        'rounded-xl px-4 py-1.5 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-primary',
        active ? 'bg-primary text-white' : 'text-muted hover:text-text',
      )}
    >
      {label}
    </Link>
  );
  return (
    <nav aria-label={t('Live or finished')} className="flex gap-1 rounded-2xl bg-input p-1">
      {tab(basePath, t('Live'), !finished)}
      {showFinished && tab(`${basePath}/history`, t('Finished'), finished)}
    </nav>
  );
}

export function SortSelect<T extends string>({
  value,
  options,
  onChange,
}: {
  value: T;
  options: readonly { value: T; label: string }[];
  onChange(value: T): void;
}) {
  const { t } = useTranslation();
  const current = options.find((option) => option.value === value) ?? options[0];
  return (
    <div className="flex flex-col gap-1">
      <span className="text-xs font-bold uppercase text-muted">{t('Sort by')}</span>
      <Dropdown
        label={t('Sort by')}
        trigger={
          <button
            type="button"
            className="flex h-10 min-w-[140px] items-center justify-between gap-2 rounded-2xl border border-border bg-input px-3 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-primary"
            data-testid="sort-select"
          >
            {current ? t(current.label) : ''}
            <span aria-hidden="true">⌄</span>
          </button>
        }
      >
        {options.map((option) => (
          <DropdownItem key={option.value} active={option.value === value} onSelect={() => onChange(option.value)}>
            {t(option.label)}
          </DropdownItem>
        ))}
      </Dropdown>
    </div>
  );
}

export function SearchBox({
  value,
  onChange,
  placeholder,
}: {
  value: string;
  onChange(value: string): void;
  placeholder: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-xs font-bold uppercase text-muted">
        {t('Search')}
      </label>
      <input
        id={id}
        type="search"
        value={value}
        placeholder={placeholder}
        onChange={(event) => onChange(event.target.value)}
        className="h-10 rounded-2xl border border-border bg-input px-3 text-sm outline-none focus-visible:ring-2 focus-visible:ring-primary"
      />
    </div>
  );
}

/** 'To Top': ends a long list and scrolls back to its controls. */
export function ToTopButton() {
  const { t } = useTranslation();
  return (
    <div className="flex justify-center py-4">
      <button
        type="button"
        onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
        className="rounded-xl px-4 py-2 text-sm font-semibold text-primary hover:bg-input focus-visible:outline-2 focus-visible:outline-primary"
      >
        {t('To Top')} <span aria-hidden="true">↑</span>
      </button>
    </div>
  );
}
