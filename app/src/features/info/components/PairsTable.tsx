import { useFormatLocale } from '@/i18n/format.ts';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import type { PairView } from '../data/useInfoPairs.ts';
import { formatCount, formatUsdCompact } from '../logic/units.ts';
import { type Column, SortableTable } from './SortableTable.tsx';
import { PairLink } from './TokenLabel.tsx';
import { WatchStar } from './WatchStar.tsx';

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
  const locale = useFormatLocale();
  const columns: Column<PairView, PairColumn>[] = [
    { key: 'position', header: '#', cell: (_, position) => position + 1 },
    {
      key: 'name',
      header: t('Pair'),
      sortValue: (pair) => `${pair.tokenA?.symbol ?? ''}/${pair.tokenB?.symbol ?? ''}`,
      cell: (pair) => (
        <span className="flex items-center gap-2">
          <WatchStar
            kind="pair"
            address={pair.address}
            name={`${pair.tokenA?.symbol ?? '?'}/${pair.tokenB?.symbol ?? '?'}`}
          />
          <PairLink address={pair.address} symbolA={pair.tokenA?.symbol} symbolB={pair.tokenB?.symbol} />
        </span>
      ),
    },
    {
      key: 'tvl',
      header: t('TVL'),
      align: 'right',
      sortValue: (pair) => pair.tvlUsd,
      cell: (pair) => formatUsdCompact(pair.tvlUsd, locale),
    },
    {
      key: 'volume',
      header: t('Volume 24H'),
      align: 'right',
      sortValue: (pair) => pair.day.volumeUsd,
      cell: (pair) => formatUsdCompact(pair.day.volumeUsd, locale),
    },
    {
      key: 'fees',
      header: t('Fees 24H'),
      align: 'right',
      sortValue: (pair) => pair.day.feesUsd,
      cell: (pair) => formatUsdCompact(pair.day.feesUsd, locale),
    },
    {
      key: 'transactions',
      header: t('Transactions'),
      align: 'right',
      sortValue: (pair) => pair.txCount,
      cell: (pair) => formatCount(pair.txCount, locale),
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
