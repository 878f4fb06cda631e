import { useMemo, useState } from 'react';
import { useActiveChain } from '@/chain/activeChain.ts';
import { explorerLink } from '@/chain/chains.ts';
import { useFormatLocale } from '@/i18n/format.ts';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { cn } from '@/ui/cn.ts';
import { useIndexedTime } from '../data/useIndexedTime.ts';
import { useInfoTokens } from '../data/useInfoTokens.ts';
import { type TransactionScope, useTransactions } from '../data/useTransactions.ts';
import {
  ageOf,
  describeTransaction,
  TRANSACTION_FILTERS,
  type TransactionFilter,
  type TransactionView,
} from '../logic/transactions.ts';
import { formatTokenAmount, formatUsdCompact, truncateLabel } from '../logic/units.ts';
import { type Column, SortableTable } from './SortableTable.tsx';
import { ChainText } from './TokenLabel.tsx';

type TransactionColumn = 'action' | 'value' | 'amountA' | 'amountB' | 'account' | 'time';

/** The newest swaps, adds and removes of a pair, a token or the exchange, filterable by kind. */
export function TransactionsTable({ scope }: { scope: TransactionScope }) {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  const { chain } = useActiveChain();
  const now = useIndexedTime();
  const filterLabels: Record<TransactionFilter, string> = {
    all: t('All'),
    swap: t('Swaps'),
    add: t('Adds'),
    remove: t('Removes'),
  };
  const actionText = ({ kind, tokenA, tokenB }: TransactionView) => {
    const names = { a: truncateLabel(tokenA), b: truncateLabel(tokenB) };
    if (kind === 'swap') return t('Swap %a% for %b%', names);
    return kind === 'add' ? t('Add %a% and %b%', names) : t('Remove %a% and %b%', names);
  };
  const ageText = (timestamp: number) => {
    const { value: count, unit } = ageOf(timestamp, now);
    if (unit === 's') return t('%count%s ago', { count });
    if (unit === 'm') return t('%count%m ago', { count });
    return unit === 'h' ? t('%count%h ago', { count }) : t('%count%d ago', { count });
  };
  const [filter, setFilter] = useState<TransactionFilter>('all');
  const { data, isError } = useTransactions(scope, filter, 100);
  const { byAddress } = useInfoTokens();
  const rows = useMemo(() => data?.transactions.map((tx) => describeTransaction(tx, byAddress)), [data, byAddress]);

  const columns: Column<TransactionView, TransactionColumn>[] = [
    {
      key: 'action',
      header: t('Action'),
      cell: (tx) => {
        const href = explorerLink(chain, { transaction: tx.txHash });
        const content = actionText(tx);
        return (
          <span data-testid="transaction" data-tx-hash={tx.txHash} data-kind={tx.kind} className="font-semibold">
            {href ? (
              <a href={href} target="_blank" rel="noopener noreferrer" className="text-primary hover:underline">
                {content}
              </a>
            ) : (
              content
            )}
          </span>
        );
      },
    },
    {
      key: 'value',
      header: t('Total Value'),
      align: 'right',
      sortValue: (tx) => tx.amountUsd,
      cell: (tx) => formatUsdCompact(tx.amountUsd, locale),
    },
    {
      key: 'amountA',
      header: t('Token Amount'),
      align: 'right',
      sortValue: (tx) => tx.amountA,
      cell: (tx) => (
        <>
          {formatTokenAmount(tx.amountA, locale)} <ChainText text={tx.tokenA} />
        </>
      ),
    },
    {
      key: 'amountB',
      header: t('Token Amount'),
      align: 'right',
      sortValue: (tx) => tx.amountB,
      cell: (tx) => (
        <>
          {formatTokenAmount(tx.amountB, locale)} <ChainText text={tx.tokenB} />
        </>
      ),
    },
    {
      key: 'account',
      header: t('Account'),
      align: 'right',
      cell: (tx) => <span title={tx.account}>{`${tx.account.slice(0, 6)}…${tx.account.slice(-4)}`}</span>,
    },
    {
      key: 'time',
      header: t('Time'),
      align: 'right',
      sortValue: (tx) => tx.timestamp,
      cell: (tx) => ageText(tx.timestamp),
    },
  ];

  return (
    <div className="flex flex-col gap-2">
      <fieldset aria-label={t('Transaction kinds')} className="border-0 p-0 flex flex-wrap gap-1">
        {TRANSACTION_FILTERS.map((kind) => (
          <button
            key={kind}
            type="button"
            aria-pressed={filter === kind}
            onClick={() => setFilter(kind)}
            className={cn(
              'rounded-xl px-3 py-1 text-sm font-semibold',
              filter === kind ? 'bg-primary text-on-accent' : 'text-muted hover:bg-input',
            )}
          >
            {filterLabels[kind]}
          </button>
        ))}
      </fieldset>
      <SortableTable
        key={filter}
        label={t('Transactions')}
        rows={rows}
        columns={columns}
        initialSort={{ key: 'time', direction: 'desc' }}
        rowKey={(tx) => tx.id}
        emptyText={t('No transactions yet')}
        testId="transactions-table"
        unavailable={isError}
      />
    </div>
  );
}
