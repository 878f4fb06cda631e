import { type ReactNode, useId } from 'react';
import { cn } from './cn.ts';
import { Dropdown, DropdownItem } from './Dropdown.tsx';
import { Icon } from './icons.tsx';

// List toolbar controls. Like the rest of ui/, they take their (translated) texts from the caller.

/** How a list shows its items. */
export type ViewMode = 'table' | 'card';

/** Card / table toggle (remembered by the caller). */
export function ViewModeToggle({
  mode,
  onChange,
  labels,
}: {
  mode: ViewMode;
  onChange(mode: ViewMode): void;
  labels: Record<ViewMode, string>;
}) {
  const option = (value: ViewMode, icon: ReactNode) => (
    <button
      type="button"
      aria-label={labels[value]}
      aria-pressed={mode === value}
      onClick={() => onChange(value)}
      className={cn(
        'rounded-lg p-2 focus-visible:outline-2 focus-visible:outline-primary',
        mode === value ? 'bg-primary text-on-accent' : 'text-muted hover:bg-input',
      )}
    >
      {icon}
    </button>
  );
  // Square line ends, unlike the other icons.
  const svg = (path: string) => (
    <Icon width="18" height="18" strokeLinecap="butt" strokeLinejoin="miter">
      <path d={path} />
    </Icon>
  );
  return (
    <div className="flex gap-1 rounded-xl bg-input p-1">
      {option('card', svg('M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z'))}
      {option('table', svg('M4 6h16M4 12h16M4 18h16'))}
    </div>
  );
}

/** A captioned dropdown of sort options. */
export function SortSelect<T extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange(value: T): void;
}) {
  const current = options.find((option) => option.value === value) ?? options[0];
  const captionId = useId();
  const valueId = useId();
  return (
    <div className="flex flex-col gap-1">
      <span id={captionId} className="text-xs font-bold uppercase text-muted">
        {label}
      </span>
      <Dropdown
        label={label}
        trigger={
          <button
            type="button"
            // "Sort by Hot": the caption, then the shown value.
            aria-labelledby={`${captionId} ${valueId}`}
            className="flex h-10 min-w-[140px] items-center justify-between gap-2 rounded-2xl border border-border bg-input px-3 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-primary"
            data-testid="sort-select"
          >
            <span id={valueId}>{current?.label ?? ''}</span>
            <span aria-hidden="true">⌄</span>
          </button>
        }
      >
        {options.map((option) => (
          <DropdownItem key={option.value} active={option.value === value} onSelect={() => onChange(option.value)}>
            {option.label}
          </DropdownItem>
        ))}
      </Dropdown>
    </div>
  );
}

/** A captioned search field. */
export function SearchBox({
  label,
  value,
  onChange,
  placeholder,
}: {
  label: string;
  value: string;
  onChange(value: string): void;
  placeholder: string;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-xs font-bold uppercase text-muted">
        {label}
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

/** Ends a long list and scrolls back to its controls ('To Top'). */
export function ToTopButton({ label }: { label: string }) {
  return (
    <div className="flex justify-center py-4">
      <button
        type="button"
        onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
        className="rounded-xl px-4 py-2 text-sm font-semibold text-primary hover:bg-input focus-visible:outline-2 focus-visible:outline-primary"
      >
        {label} <span aria-hidden="true">↑</span>
      </button>
    </div>
  );
}
