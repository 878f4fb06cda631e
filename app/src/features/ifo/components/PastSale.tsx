import { formatFixed } from '@flaskswap/sdk';
import { useId, useState } from 'react';
import { useFormatLocale } from '@/i18n/format.ts';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { cn } from '@/ui/cn.ts';
import { ExpandablePanel } from '@/ui/ExpandablePanel.tsx';
import type { useIfoActions } from '../actions/useIfoActions.ts';
import { formatLp, formatTokens } from '../logic/format.ts';
import { claimOpen, poolResult } from '../logic/sale.ts';
import type { IfoAccount, IfoSale } from '../logic/types.ts';
import { SalePoolCard } from './SalePoolCard.tsx';

/**
 * A finished sale in the history: what it sold and raised against its target over all pools, the
 * account's part; Details opens each pool with the account's claim.
 */
export function PastSale({
  sale,
  account,
  currentBlock,
  addLiquidityPath,
  actions,
}: {
  sale: IfoSale;
  account: IfoAccount | undefined;
  currentBlock: bigint;
  addLiquidityPath: string;
  actions: ReturnType<typeof useIfoActions>;
}) {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const { token, currency } = sale.config;
  const offered = sum(sale.pools.map((pool) => pool.offeringAmount));
  const sold = sum(sale.pools.map((pool) => poolResult(pool).sold));
  const committed = sum(sale.pools.map((pool) => pool.totalAmount));
  const target = sum(sale.pools.map((pool) => pool.raisingAmount));
  const positions = account?.positions.get(sale.config.id) ?? [];
  const mine = sum(positions.map((position) => position.amount));
  const toClaim = positions.some((position) => position.amount > 0n && !position.claimed);

  return (
    <li
      data-testid="ifo-past-sale"
      data-sale-id={sale.config.id}
      className="flex flex-col gap-3 rounded-3xl border border-border bg-card p-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 className="text-xl font-bold">{sale.config.name}</h2>
          <p className="text-sm text-muted">
            {t('%symbol% · ended at block %block%', { symbol: token.symbol, block: sale.endBlock.toString() })}
          </p>
        </div>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
          className="font-semibold text-primary hover:underline"
        >
          {open ? t('Hide') : t('Details')}
        </button>
      </div>
      <dl className="grid gap-2 text-sm sm:grid-cols-3">
        <Figure label={t('Sold')} testId="ifo-past-sold">
          {t('%sold% of %offered% %symbol%', {
            sold: formatTokens(sold, token.decimals, locale),
            offered: formatTokens(offered, token.decimals, locale),
            symbol: token.symbol,
          })}
        </Figure>
        <Figure label={t('Committed')} testId="ifo-past-committed">
          {formatLp(committed, locale)} {currency.symbol} (
          {t('%percent%% of target', {
            percent: target === 0n ? '0.00' : formatFixed(committed * 100n, target, 2, { rounding: 'down' }),
          })}
          )
        </Figure>
        {account && (
          <Figure label={t('Your commitment')} testId="ifo-past-mine">
            {mine === 0n
              ? t('You did not take part')
              : `${formatLp(mine, locale)} ${currency.symbol} · ${toClaim ? t('To claim') : t('Claimed')}`}
          </Figure>
        )}
      </dl>
      <ExpandablePanel open={open} id={panelId}>
        <div className={cn('grid gap-4 pt-2', sale.pools.length > 1 && 'md:grid-cols-2')}>
          {sale.pools.map((pool, i) => (
            <SalePoolCard
              key={pool.kind}
              sale={sale}
              pool={pool}
              position={positions[i]}
              account={account}
              phase="finished"
              claimOpen={claimOpen(sale, currentBlock)}
              addLiquidityPath={addLiquidityPath}
              onCommit={() => undefined}
              onClaim={() => actions.claim(sale, pool)}
            />
          ))}
        </div>
      </ExpandablePanel>
    </li>
  );
}

function sum(values: readonly bigint[]): bigint {
  return values.reduce((total, value) => total + value, 0n);
}

function Figure({ label, testId, children }: { label: string; testId: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-col">
      <dt className="text-muted">{label}</dt>
      <dd data-testid={testId} className="font-semibold">
        {children}
      </dd>
    </div>
  );
}
