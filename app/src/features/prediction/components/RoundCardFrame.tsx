import type { ReactNode } from 'react';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { cn } from '@/ui/cn.ts';
import type { RoundCardView } from '../logic/roundCards.ts';

/** A card's frame: phase and epoch on top, the "Entered" marker, the body. */
export function RoundCardFrame({ view, children }: { view: RoundCardView; children: ReactNode }) {
  const { t } = useTranslation();
  const { phase, round, bet } = view;
  const phaseLabels = {
    expired: t('Expired'),
    calculating: t('Calculating'),
    live: t('Live'),
    next: t('Next'),
    later: t('Later'),
  };
  return (
    <article
      data-testid={`round-card-${round.epoch}`}
      data-phase={phase}
      aria-label={t('Round #%epoch%', { epoch: round.epoch.toString() })}
      className={cn(
        'flex w-[300px] shrink-0 snap-center flex-col rounded-3xl border bg-card shadow-sm',
        phase === 'live' ? 'border-secondary border-2' : 'border-border',
      )}
    >
      <header
        className={cn(
          'flex items-center justify-between rounded-t-3xl px-4 py-2 text-sm font-bold',
          phase === 'live' || phase === 'next' ? 'bg-secondary/15 text-secondary' : 'bg-input text-muted',
        )}
      >
        <span>{phaseLabels[phase]}</span>
        <span>#{round.epoch.toString()}</span>
      </header>
      <div className="flex flex-1 flex-col gap-3 p-4">
        {bet && (
          <span
            data-testid="round-entered"
            className="self-start rounded-full bg-primary/15 px-3 py-0.5 text-xs font-bold text-primary"
          >
            {t('Entered')} · {bet.position === 'Bull' ? t('UP') : t('DOWN')}
          </span>
        )}
        {children}
      </div>
    </article>
  );
}

/** The UP or DOWN payout line, highlighted on the winning side. */
export function PayoutBadge({
  side,
  multiplier,
  highlighted,
}: {
  side: 'UP' | 'DOWN';
  multiplier: string;
  highlighted?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div
      data-testid={`payout-${side.toLowerCase()}`}
      className={cn(
        'flex items-center justify-between rounded-2xl px-4 py-2 text-sm font-bold',
        side === 'UP' ? 'text-success' : 'text-danger',
        highlighted ? (side === 'UP' ? 'bg-success/15' : 'bg-danger/15') : 'bg-input',
      )}
    >
      <span>{side === 'UP' ? t('UP') : t('DOWN')}</span>
      <span>{t('%multiplier% Payout', { multiplier })}</span>
    </div>
  );
}

export function CardLine({ label, value, testId }: { label: string; value: ReactNode; testId?: string }) {
  return (
    <div className="flex items-center justify-between text-sm">
      <span className="text-muted">{label}</span>
      <span className="font-semibold" data-testid={testId}>
        {value}
      </span>
    </div>
  );
}
