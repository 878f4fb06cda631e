import type { ReactNode } from 'react';
import { HelpTooltip } from './HelpTooltip.tsx';

/** A label (with an optional help tooltip) and its value, on one line of the swap's details. */
export function DetailRow({ label, help, children }: { label: string; help?: ReactNode; children: ReactNode }) {
  return (
    <div className="flex items-center justify-between gap-3 text-sm">
      <span className="flex items-center gap-1 text-muted">
        {label}
        {help && <HelpTooltip>{help}</HelpTooltip>}
      </span>
      <span className="text-end">{children}</span>
    </div>
  );
}
