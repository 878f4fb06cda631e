import { sanitizeAmountInput } from '@flaskswap/sdk';
import type { ReactNode } from 'react';
import { cn } from './cn.ts';

/**
 * A labelled amount box for modals that take one amount (stake, bet): digits with one decimal
 * separator (SPEC.md §5), the unit beside the label, an error announced and linked to the input.
 * `below` renders inside the box under the number (a USD estimate).
 */
export function AmountField(props: {
  id: string;
  label: ReactNode;
  unit: ReactNode;
  text: string;
  onText: (text: string) => void;
  error?: string;
  below?: ReactNode;
}) {
  const { id, error } = props;
  return (
    <>
      <div className="flex items-center justify-between">
        <label htmlFor={id} className="font-semibold">
          {props.label}
        </label>
        <span className="font-semibold">{props.unit}</span>
      </div>
      <div
        className={cn(
          'rounded-2xl bg-input px-4 py-3 focus-within:ring-2 focus-within:ring-primary',
          error && 'ring-2 ring-danger focus-within:ring-danger',
        )}
      >
        <input
          id={id}
          inputMode="decimal"
          autoComplete="off"
          placeholder="0.0"
          maxLength={79}
          value={props.text}
          onChange={(event) => {
            const next = sanitizeAmountInput(event.target.value);
            if (next !== undefined) props.onText(next);
          }}
          aria-invalid={error !== undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="w-full bg-transparent text-end text-2xl font-semibold outline-none"
        />
        {props.below}
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
    </>
  );
}
