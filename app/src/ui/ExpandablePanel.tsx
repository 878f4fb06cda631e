import { type ReactNode, useState } from 'react';
import { cn } from './cn.ts';

/**
 * Details that slide open (SPEC.md section 2: 300 ms, at most 700 px). Mounted on first open and
 * kept while closing so the slide shows; hidden from focus and screen readers when closed.
 */
export function ExpandablePanel({ open, id, children }: { open: boolean; id: string; children: ReactNode }) {
  const [mounted, setMounted] = useState(open);
  if (open && !mounted) setMounted(true);
  return (
    <div
      id={id}
      inert={!open}
      aria-hidden={!open}
      className={cn(
        'overflow-hidden transition-[max-height] duration-300 ease-in-out',
        open ? 'max-h-[700px]' : 'max-h-0',
      )}
    >
      {mounted && children}
    </div>
  );
}
