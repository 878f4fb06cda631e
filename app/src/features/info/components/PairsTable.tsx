import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import type { PairView } from '../data/useInfoPairs.ts';
import { formatUsdCompact } from '../logic/units.ts';
import { type Column, SortableTable } from './SortableTable.tsx';
import { PairLink } from './TokenLabel.tsx';

type PairColumn = 'position' | 'name' | 'tvl' | 'volume' | 'fees' | 'transactions';

export function PairsTable({
  pairs,
  unavailable,
  testId = 'pairs-table',
}: {
  pairs: PairView[] | undefined;
  unavailable?: boolean;
  testId?: string;
}) {
  const { t } = useTranslation();
  const columns: Column<PairView, PairColumn>[] = [
    { key: 'position', header: '#', cell: (_, position) => position + 1 },
    {
      key: 'name',
      header: t('Pair'),
      sortValue: (pair) => `${pair.tokenA?.symbol ?? ''}/${pair.tokenB?.symbol ?? ''}`,
      cell: (pair) => <PairLink address={pair.address} symbolA={pair.tokenA?.symbol} symbolB={pair.tokenB?.symbol} />,
    },
    {
      key: 'tvl',
      header: t('TVL'),
      align: 'right',
      sortValue: (pair) => pair.tvlUsd,
      cell: (pair) => formatUsdCompact(pair.tvlUsd),
    },
    {
      key: 'volume',
      header: t('Volume 24H'),
      align: 'right',
      sortValue: (pair) => pair.day.volumeUsd,
      cell: (pair) => formatUsdCompact(pair.day.volumeUsd),
    },
    {
      key: 'fees',
      header: t('Fees 24H'),
      align: 'right',
      sortValue: (pair) => pair.day.feesUsd,
      cell: (pair) => formatUsdCompact(pair.day.feesUsd),
    },
    {
      key: 'transactions',
      header: t('Transactions'),
      align: 'right',
      sortValue: (pair) => pair.txCount,
      cell: (pair) => pair.txCount.toLocaleString('en-US'),
    },
  ];
  return (
    <SortableTable
      label={t('Pairs')}
      rows={pairs}
      columns={columns}
      initialSort={{ key: 'tvl', direction: 'desc' }}
      rowKey={(pair) => pair.address}
      emptyText={t('No pairs yet')}
      testId={testId}
      unavailable={unavailable}
    />
  );
}
