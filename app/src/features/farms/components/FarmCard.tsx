import { useId, useState } from 'react';
import { ExpandablePanel } from '@/features/pools';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { FarmApr } from './FarmApr.tsx';
import { FarmDetails } from './FarmDetails.tsx';
import { FarmEarnings } from './FarmEarnings.tsx';
import type { FarmItemProps } from './FarmRow.tsx';
import { FarmStakeActions } from './FarmStakeActions.tsx';
import { FarmTitle } from './FarmTitle.tsx';

export function FarmCard({ farm, chef, flaskPriceUsd }: FarmItemProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <article
      className="overflow-hidden rounded-3xl border border-border bg-card"
      data-testid="farm-card"
      data-pid={farm.pid}
    >
      <div className="border-b border-border bg-input/40 p-4">
        <FarmTitle farm={farm} />
      </div>
      <div className="flex flex-col gap-3 p-4">
        <div className="flex items-center justify-between text-sm">
          <span className="text-muted">{t('APR')}:</span>
          <FarmApr farm={farm} flaskPriceUsd={flaskPriceUsd} />
        </div>
        <div className="flex items-center justify-between text-sm">
          <span className="text-muted">{t('Earn')}:</span>
          <span className="font-semibold">FLASK</span>
        </div>
        <FarmEarnings farm={farm} chef={chef} />
        <FarmStakeActions farm={farm} chef={chef} />
      </div>
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
          <div className="py-3">
            <FarmDetails farm={farm} />
          </div>
        </ExpandablePanel>
      </div>
    </article>
  );
}
