import { useId, useState } from 'react';
import type { UnstakingFeeState } from '@/features/vault';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { cn } from '@/ui/cn.ts';
import type { PoolView } from '../poolViews.ts';
import { ExpandablePanel } from './ExpandablePanel.tsx';
import { PoolApr } from './PoolApr.tsx';
import { PoolBadges } from './PoolBadges.tsx';
import { PoolDetails } from './PoolDetails.tsx';
import { PoolEarnings } from './PoolEarnings.tsx';
import { PoolStakeActions } from './PoolStakeActions.tsx';
import { PoolTitle } from './PoolTitle.tsx';

/** Card view (SPEC.md section 2): header, APR/APY, earnings, stake, expandable details, Finished ribbon. */
export function PoolCard({ pool, unstakingFee }: { pool: PoolView; unstakingFee?: UnstakingFeeState }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <article
      className={cn(
        'relative overflow-hidden rounded-3xl border border-border bg-card',
        pool.isFinished && 'opacity-90',
      )}
      data-testid="pool-card"
      data-symbol={pool.earningToken.symbol}
      data-kind={pool.kind}
    >
      {pool.isFinished && (
        <span
          className="absolute top-4 -right-10 w-36 rotate-45 bg-muted py-1 text-center text-xs font-bold text-card"
          data-testid="finished-ribbon"
        >
          {t('Finished')}
        </span>
      )}
      <div className="flex flex-col gap-2 border-b border-border bg-input/40 p-4">
        <PoolTitle pool={pool} />
        <PoolBadges badges={pool.badges} />
      </div>
      <div className="flex flex-col gap-3 p-4">
        <div className="flex items-center justify-between text-sm">
          <span className="text-muted">{pool.kind === 'auto' ? t('APY') : t('APR')}:</span>
          <PoolApr pool={pool} />
        </div>
        <PoolEarnings pool={pool} />
        <PoolStakeActions pool={pool} unstakingFee={unstakingFee} />
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
            <PoolDetails pool={pool} />
          </div>
        </ExpandablePanel>
      </div>
    </article>
  );
}
