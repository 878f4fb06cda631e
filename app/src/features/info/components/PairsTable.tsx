import { useFormatLocale } from '@/i18n/format.ts';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import type { TableFilter } from '../data/paths.ts';
import type { PairTableRecord } from '../data/types.ts';
import { usePairTable } from '../data/useInfoTable.ts';
import { formatCount, formatUsdCompact } from '../logic/units.ts';
import { type Column, TableView } from './SortableTable.tsx';
import { PairLink } from './TokenLabel.tsx';
import { WatchStar } from './WatchStar.tsx';

type PairColumn = 'position' | 'name' | 'tvl' | 'volume24h' | 'volume7d' | 'fees24h' | 'transactions';

/** Indexed pairs (a watchlist's, or one token's), ten a page, sorted and paged by the indexer. */
export function PairsTable({ filter, testId = 'pairs-table' }: { filter?: TableFilter; testId?: string }) {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  const table = usePairTable(filter);
  const columns: Column<PairTableRecord, PairColumn>[] = [
    { key: 'position', header: '#', cell: (_, position) => position + 1 },
    {
      key: 'name',
      header: t('Pair'),
      sortable: true,
      cell: (pair) => (
        <span className="flex items-center gap-2">
          <WatchStar kind="pair" address={pair.address} name={`${pair.symbol0 || '?'}/${pair.symbol1 || '?'}`} />
          <PairLink address={pair.address} symbolA={pair.symbol0 || undefined} symbolB={pair.symbol1 || undefined} />
        </span>
      ),
    },
    {
      key: 'tvl',
      header: t('TVL'),
      align: 'right',
      sortable: true,
      cell: (pair) => formatUsdCompact(pair.tvlUsd, locale),
    },
    {
      key: 'volume24h',
      header: t('Volume 24H'),
      align: 'right',
      sortable: true,
      cell: (pair) => formatUsdCompact(pair.volume24hUsd, locale),
    },
    {
      key: 'volume7d',
      header: t('Volume 7D'),
      align: 'right',
      sortable: true,
      cell: (pair) => formatUsdCompact(pair.volume7dUsd, locale),
    },
    {
      key: 'fees24h',
      header: t('Fees 24H'),
      align: 'right',
      sortable: true,
      cell: (pair) => formatUsdCompact(pair.fees24hUsd, locale),
    },
    {
      key: 'transactions',
      header: t('Transactions'),
      align: 'right',
      sortable: true,
      cell: (pair) => formatCount(pair.txCount, locale),
    },
  ];
  return (
    <TableView
      {...table}
      label={t('Pairs')}
      columns={columns}
      rowKey={(pair) => pair.address}
      emptyText={t('No pairs yet')}
      testId={testId}
    />
  );
}
