import { useId, useState } from 'react';
import { formatEarned, formatStaked, formatUsd } from '@/features/prices';
import type { UnstakingFeeState } from '@/features/vault';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { cn } from '@/ui/cn.ts';
import type { PoolView } from '../poolViews.ts';
import { BlockCountdownText, usePoolCountdown } from './BlockCountdownText.tsx';
import { ExpandablePanel } from './ExpandablePanel.tsx';
import { PoolApr } from './PoolApr.tsx';
import { PoolDetails } from './PoolDetails.tsx';
import { PoolEarnings } from './PoolEarnings.tsx';
import { PoolStakeActions } from './PoolStakeActions.tsx';
import { PoolTitle } from './PoolTitle.tsx';

function Cell({ label, children, className }: { label: string; children: React.ReactNode; className?: string }) {
  return (
    <div className={cn('min-w-0', className)}>
      <p className="text-xs text-muted">{label}</p>
      <div className="text-sm">{children}</div>
    </div>
  );
}

/** One table row (SPEC.md section 2): click or the chevron expands its details and actions. */
export function PoolRow({ pool, unstakingFee }: { pool: PoolView; unstakingFee?: UnstakingFeeState }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const countdown = usePoolCountdown(pool);
  const earned = pool.user?.pendingReward ?? 0n;
  return (
    <article
      className={cn('border-b border-border last:border-b-0', pool.isFinished && 'opacity-80')}
      data-testid="pool-row"
      data-symbol={pool.earningToken.symbol}
      data-kind={pool.kind}
    >
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: the chevron button is the keyboard way to expand */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a click anywhere on the row is a convenience */}
      <div
        className="grid cursor-pointer grid-cols-[minmax(0,1fr)_auto_auto] items-center gap-3 px-4 py-4 hover:bg-input/40 sm:grid-cols-[minmax(0,2fr)_1fr_1fr_auto] md:grid-cols-[minmax(0,2fr)_1fr_1fr_1fr_1fr_auto]"
        onClick={() => setOpen((value) => !value)}
      >
        <PoolTitle pool={pool} />
        <Cell className="hidden sm:block" label={pool.kind === 'auto' ? t('Recent profit') : t('Earned')}>
          <span className={cn('font-semibold', earned === 0n && 'text-muted')}>
            {formatEarned(earned, pool.earningToken.decimals)}
          </span>
          <span className="block text-xs text-muted">{formatUsd(pool.user?.pendingRewardUsd ?? 0)}</span>
        </Cell>
        <Cell label={pool.kind === 'auto' ? t('APY') : t('APR')}>
          <PoolApr pool={pool} />
        </Cell>
        <Cell label={t('Total staked')} className="hidden md:block">
          <span className="font-semibold">
            {formatStaked(pool.totalStaked, pool.stakingToken.decimals, 0)} {pool.stakingToken.symbol}
          </span>
        </Cell>
        <Cell label={countdown?.kind === 'startsIn' ? t('Starts in') : t('Ends in')} className="hidden md:block">
          <BlockCountdownText countdown={countdown} />
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
          <PoolDetails pool={pool} />
          <PoolEarnings pool={pool} />
          <PoolStakeActions pool={pool} unstakingFee={unstakingFee} />
        </div>
      </ExpandablePanel>
    </article>
  );
}
