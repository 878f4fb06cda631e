import { useState } from 'react';
import { useFormatLocale } from '@/i18n/format.ts';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { cn } from '@/ui/cn.ts';
import { ExternalLink } from '@/ui/ExternalLink.tsx';
import type { useIfoActions } from '../actions/useIfoActions.ts';
import { formatLp } from '../logic/format.ts';
import { claimOpen, type SalePhase, salePhase } from '../logic/sale.ts';
import type { IfoAccount, IfoPoolKind, IfoSale } from '../logic/types.ts';
import { CommitModal } from './CommitModal.tsx';
import { Requirements } from './Requirements.tsx';
import { SaleCountdown } from './SaleCountdown.tsx';
import { SalePoolCard } from './SalePoolCard.tsx';

export interface SaleCardProps {
  sale: IfoSale;
  account: IfoAccount | undefined;
  connected: boolean;
  currentBlock: bigint;
  readAt: number;
  addLiquidityPath: string;
  actions: ReturnType<typeof useIfoActions>;
}

/**
 * A sale before, during or after its blocks: its name and article, the countdown, what to prepare
 * (profile, LP) until it ends, then each pool (one on version 1, basic and unlimited on version 2).
 */
export function SaleCard({ sale, account, connected, currentBlock, readAt, addLiquidityPath, actions }: SaleCardProps) {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  // The pool by kind: each tick brings new pool objects with fresh totals.
  const [committingKind, setCommittingKind] = useState<IfoPoolKind>();
  const committingIndex = sale.pools.findIndex((pool) => pool.kind === committingKind);
  const committing = sale.pools[committingIndex];
  const phase = salePhase(sale, currentBlock);
  const positions = account?.positions.get(sale.config.id);
  return (
    <article
      data-testid="ifo-sale"
      data-sale-id={sale.config.id}
      data-phase={phase}
      className="flex flex-col gap-5 rounded-3xl border border-border bg-card p-6"
    >
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 className="text-2xl font-bold">{sale.config.name}</h2>
          <p className="text-sm text-muted">
            {t('%symbol% for %lp%', { symbol: sale.config.token.symbol, lp: sale.config.currency.symbol })} ·{' '}
            <ExternalLink href={sale.config.articleUrl}>{t('Learn more')}</ExternalLink>
          </p>
        </div>
        <PhaseBadge phase={phase} />
      </header>
      <SaleCountdown sale={sale} currentBlock={currentBlock} />
      {phase !== 'finished' && (
        <Requirements sale={sale} account={account} connected={connected} addLiquidityPath={addLiquidityPath} />
      )}
      <div className={cn('grid gap-4', sale.pools.length > 1 && 'md:grid-cols-2')}>
        {sale.pools.map((pool, i) => (
          <SalePoolCard
            key={pool.kind}
            sale={sale}
            pool={pool}
            position={positions?.[i]}
            account={account}
            phase={phase}
            claimOpen={claimOpen(sale, currentBlock)}
            addLiquidityPath={addLiquidityPath}
            onCommit={() => setCommittingKind(pool.kind)}
            onClaim={() => actions.claim(sale, pool)}
          />
        ))}
      </div>
      {sale.thresholdPoints > 0n && sale.numberPoints > 0n && (
        <p className="text-sm text-muted" data-testid="ifo-points">
          {t('Commit at least %amount% %symbol% in total to earn %points% profile points when you claim.', {
            amount: formatLp(sale.thresholdPoints, locale),
            symbol: sale.config.currency.symbol,
            points: sale.numberPoints.toString(),
          })}
        </p>
      )}
      {committing && account && (
        <CommitModal
          sale={sale}
          pool={committing}
          account={account}
          committed={positions?.[committingIndex]?.amount ?? 0n}
          readAt={readAt}
          onClose={() => setCommittingKind(undefined)}
          onCommit={(amount) => actions.commit(sale, committing, amount)}
        />
      )}
    </article>
  );
}

function PhaseBadge({ phase }: { phase: SalePhase }) {
  const { t } = useTranslation();
  const label = phase === 'coming' ? t('Coming soon') : phase === 'live' ? t('Live') : t('Finished');
  return (
    <span
      data-testid="ifo-phase"
      className={cn(
        'rounded-full px-3 py-1 text-sm font-bold',
        phase === 'live' ? 'bg-success text-on-accent' : phase === 'coming' ? 'bg-warning/30' : 'bg-input text-muted',
      )}
    >
      {label}
    </span>
  );
}
