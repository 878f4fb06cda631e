import type { ReactNode } from 'react';
import { cn } from '@/ui/cn.ts';

/** The search field of a Manage tab, with its error below once the text is not valid. */
export function LookupField({
  value,
  onChange,
  placeholder,
  label,
  invalid,
  error,
  maxLength,
  className,
}: {
  value: string;
  onChange(value: string): void;
  placeholder: string;
  label: string;
  invalid: boolean;
  error: string;
  maxLength: number;
  className?: string;
}) {
  return (
    <div className="flex flex-col gap-1">
      <input
        type="text"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={placeholder}
        aria-label={label}
        aria-invalid={invalid}
        autoComplete="off"
        spellCheck={false}
        maxLength={maxLength}
        className={cn(
          'h-12 w-full rounded-2xl border border-border bg-input px-4 outline-none focus:border-primary focus-visible:ring-2 focus-visible:ring-primary',
          className,
        )}
      />
      {invalid && <FieldError>{error}</FieldError>}
    </div>
  );
}

export function FieldError({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className="text-sm text-danger">
      {children}
    </p>
  );
}

/** What a lookup found: its logo, name and detail, and an action (Import, or its state). */
export function FoundRow({
  testId,
  logo,
  title,
  detail,
  action,
}: {
  testId: string;
  logo: ReactNode;
  title: ReactNode;
  detail: ReactNode;
  action: ReactNode;
}) {
  return (
    <div data-testid={testId} className="flex items-center gap-3 rounded-2xl bg-input p-3">
      {logo}
      <div className="flex min-w-0 flex-1 flex-col">
        {title}
        {detail}
      </div>
      {action}
    </div>
  );
}
