import { type ReactNode, useId } from 'react';
import { cn } from '@/ui/cn.ts';

export const inputClass = (invalid: boolean) =>
  cn(
    'h-12 w-full rounded-2xl border-2 bg-input px-4 text-base outline-none focus:border-primary',
    invalid ? 'border-danger' : 'border-transparent',
  );

/** A labelled control with its catalogue message under it; `children` gets the ids to wire. */
export function FormField({
  label,
  error,
  testId,
  children,
}: {
  label: string;
  /** Shown only once the field was touched or the form submitted (the caller decides). */
  error: string | undefined;
  testId: string;
  children: (ids: { id: string; describedBy: string | undefined; invalid: boolean }) => ReactNode;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="flex flex-col gap-2" data-testid={testId}>
      <label htmlFor={id} className="font-semibold">
        {label}
      </label>
      {children({ id, describedBy: error ? errorId : undefined, invalid: Boolean(error) })}
      <FieldError id={errorId} error={error} />
    </div>
  );
}

export function FieldError({ id, error }: { id?: string; error: string | undefined }) {
  if (!error) return null;
  return (
    <p id={id} className="text-sm font-semibold text-danger" data-testid="field-error">
      {error}
    </p>
  );
}
