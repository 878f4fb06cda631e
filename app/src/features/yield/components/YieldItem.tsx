import { type ComponentProps, type ReactNode, useId, useState } from 'react';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { cn } from '@/ui/cn.ts';
import { ExpandablePanel } from '@/ui/ExpandablePanel.tsx';

// The shells a farm or pool shows in: a table row and a card, both opening its details and
// actions. The callers fill them and set the article's test attributes (data-testid, data-pid…).

type ArticleProps = Omit<ComponentProps<'article'>, 'children'>;

/** A labelled cell of a table row. */
export function YieldCell({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  return (
    <div className={cn('min-w-0', className)}>
      <p className="text-xs text-muted">{label}</p>
      <div className="text-sm">{children}</div>
    </div>
  );
}

/**
 * One table row (SPEC.md section 2): the title and up to four cells (`summary`), then the Details
 * chevron; a click anywhere on the row or the chevron expands the three panels (`children`).
 */
export function YieldRow({
  summary,
  children,
  className,
  ...article
}: ArticleProps & { summary: ReactNode; children: ReactNode }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <article className={cn('border-b border-border last:border-b-0', className)} {...article}>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: the chevron button is the keyboard way to expand */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a click anywhere on the row is a convenience */}
      <div
        className="grid cursor-pointer grid-cols-[minmax(0,1fr)_auto_auto] items-center gap-3 px-4 py-4 hover:bg-input/40 sm:grid-cols-[minmax(0,2fr)_1fr_1fr_auto] md:grid-cols-[minmax(0,2fr)_1fr_1fr_1fr_1fr_auto]"
        onClick={() => setOpen((value) => !value)}
      >
        {summary}
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={(event) => {
            event.stopPropagation();
            setOpen((value) => !value);
          }}
          className="rounded-lg px-2 py-1 text-sm font-semibold text-primary hover:bg-input focus-visible:outline-2 focus-visible:outline-primary"
        >
          <span className="sr-only sm:not-sr-only">{open ? t('Hide') : t('Details')}</span>
          <span aria-hidden="true" className={cn('ms-1 inline-block transition-transform', open && 'rotate-180')}>
            ⌄
          </span>
        </button>
      </div>
      <ExpandablePanel open={open} id={panelId}>
        <div className="grid gap-4 bg-input/30 px-4 py-4 md:grid-cols-3">{children}</div>
      </ExpandablePanel>
    </article>
  );
}

/** A 'Label:' and its value on one line of a card. */
export function YieldCardLine({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex items-center justify-between text-sm">
      <span className="text-muted">{label}:</span>
      {children}
    </div>
  );
}

/**
 * Card view (SPEC.md section 2): the header, the body (`children`: APR, earnings, stake), and
 * Details / Hide opening `details`. `ribbon` is drawn over the corner (a finished pool's).
 */
export function YieldCard({
  header,
  details,
  ribbon,
  children,
  className,
  ...article
}: ArticleProps & { header: ReactNode; details: ReactNode; ribbon?: ReactNode; children: ReactNode }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <article className={cn('overflow-hidden rounded-3xl border border-border bg-card', className)} {...article}>
      {ribbon}
      <div className="flex flex-col gap-2 border-b border-border bg-input/40 p-4">{header}</div>
      <div className="flex flex-col gap-3 p-4">{children}</div>
      <div className="border-t border-border px-4 py-2">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
          className="w-full rounded-lg py-1 text-sm font-semibold text-primary hover:bg-input focus-visible:outline-2 focus-visible:outline-primary"
        >
          {open ? t('Hide') : t('Details')}
        </button>
        <ExpandablePanel open={open} id={panelId}>
          <div className="py-3">{details}</div>
        </ExpandablePanel>
      </div>
    </article>
  );
}
