import { useId, useState } from 'react';
import type { Address } from 'viem';
import { ExpandablePanel } from '@/features/pools';
import { formatEarned, formatUsd } from '@/features/prices';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { cn } from '@/ui/cn.ts';
import type { FarmView } from '../farmViews.ts';
import { FarmApr } from './FarmApr.tsx';
import { FarmDetails } from './FarmDetails.tsx';
import { FarmEarnings } from './FarmEarnings.tsx';
import { FarmStakeActions } from './FarmStakeActions.tsx';
import { FarmTitle } from './FarmTitle.tsx';

function Cell({ label, children, className }: { label: string; children: React.ReactNode; className?: string }) {
  return (
    <div className={cn('min-w-0', className)}>
      <p className="text-xs text-muted">{label}</p>
      <div className="text-sm">{children}</div>
    </div>
  );
}

export interface FarmItemProps {
  farm: FarmView;
  chef: Address | undefined;
  flaskPriceUsd: number | undefined;
}

export function FarmRow({ farm, chef, flaskPriceUsd }: FarmItemProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const earned = farm.user?.earnings ?? 0n;
  return (
    <article className="border-b border-border last:border-b-0" data-testid="farm-row" data-pid={farm.pid}>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: the Details button is the keyboard way to expand */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a click anywhere on the row is a convenience */}
      <div
        className="grid cursor-pointer grid-cols-[minmax(0,1fr)_auto_auto] items-center gap-3 px-4 py-4 hover:bg-input/40 sm:grid-cols-[minmax(0,2fr)_1fr_1fr_auto] md:grid-cols-[minmax(0,2fr)_1fr_1fr_1fr_1fr_auto]"
        onClick={() => setOpen((value) => !value)}
      >
        <FarmTitle farm={farm} />
        <Cell className="hidden sm:block" label={t('Earned')}>
          <span className={cn('font-semibold', earned === 0n && 'text-muted')}>{formatEarned(earned, 18)}</span>
        </Cell>
        <Cell label={t('APR')}>
          <FarmApr farm={farm} flaskPriceUsd={flaskPriceUsd} />
        </Cell>
        <Cell label={t('Liquidity')} className="hidden md:block">
          <span className="font-semibold" data-testid="farm-liquidity">
            {formatUsd(farm.liquidityUsd)}
          </span>
        </Cell>
        <Cell label={t('Multiplier')} className="hidden md:block">
          <span className="font-semibold">{farm.multiplier}</span>
        </Cell>
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
          <span aria-hidden="true" className={cn('ml-1 inline-block transition-transform', open && 'rotate-180')}>
            ⌄
          </span>
        </button>
      </div>
      <ExpandablePanel open={open} id={panelId}>
        <div className="grid gap-4 bg-input/30 px-4 py-4 md:grid-cols-3">
          <FarmDetails farm={farm} />
          <FarmEarnings farm={farm} chef={chef} />
          <FarmStakeActions farm={farm} chef={chef} />
        </div>
      </ExpandablePanel>
    </article>
  );
}
