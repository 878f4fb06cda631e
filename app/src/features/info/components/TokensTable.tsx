import { formatUsdFourDigits } from '@flaskswap/sdk';
import { Link } from 'react-router';
import { useFormatLocale } from '@/i18n/format.ts';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import type { TableFilter } from '../data/paths.ts';
import type { TokenTableRecord } from '../data/types.ts';
import { useTokenTable } from '../data/useInfoTable.ts';
import { formatChange, formatUsdCompact } from '../logic/units.ts';
import { type Column, TableView } from './SortableTable.tsx';
import { ChainText } from './TokenLabel.tsx';
import { WatchStar } from './WatchStar.tsx';

type TokenColumn = 'position' | 'name' | 'price' | 'priceChange24h' | 'volume24h' | 'volume7d' | 'tvl';

/** Indexed tokens (or a watchlist's), ten a page, sorted and paged by the indexer. */
export function TokensTable({ filter, testId = 'tokens-table' }: { filter?: TableFilter; testId?: string }) {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  const table = useTokenTable(filter);
  const columns: Column<TokenTableRecord, TokenColumn>[] = [
    { key: 'position', header: '#', cell: (_, position) => position + 1 },
    {
      key: 'name',
      header: t('Name'),
      sortable: true,
      cell: (token) => (
        <span className="flex items-center gap-2">
          <WatchStar kind="token" address={token.address} name={token.symbol} />
          <Link
            to={`/info/token/${token.address}`}
            className="hover:text-primary"
            data-testid="token-link"
            data-address={token.address}
          >
            <span className="font-semibold">
              <ChainText text={token.name} max={20} />
            </span>{' '}
            <span className="text-muted">
              (<ChainText text={token.symbol} />)
            </span>
          </Link>
        </span>
      ),
    },
    {
      key: 'price',
      header: t('Price'),
      align: 'right',
      sortable: true,
      cell: (token) => formatUsdFourDigits(token.priceUsd, locale),
    },
    {
      key: 'priceChange24h',
      header: t('Price Change'),
      align: 'right',
      sortable: true,
      cell: (token) => <ChangeText percent={token.priceChange24h ?? undefined} />,
    },
    {
      key: 'volume24h',
      header: t('Volume 24H'),
      align: 'right',
      sortable: true,
      cell: (token) => formatUsdCompact(token.volume24hUsd, locale),
    },
    {
      key: 'volume7d',
      header: t('Volume 7D'),
      align: 'right',
      sortable: true,
      cell: (token) => formatUsdCompact(token.volume7dUsd, locale),
    },
    {
      key: 'tvl',
      header: t('TVL'),
      align: 'right',
      sortable: true,
      cell: (token) => formatUsdCompact(token.tvlUsd, locale),
    },
  ];
  return (
    <TableView
      {...table}
      label={t('Tokens')}
      columns={columns}
      rowKey={(token) => token.address}
      emptyText={t('No tokens yet')}
      testId={testId}
    />
  );
}

export function ChangeText({ percent }: { percent: number | undefined }) {
  const locale = useFormatLocale();
  // What rounds to +0.00% stays neutral: float noise is no gain.
  const tone = percent === undefined || Math.abs(percent) < 0.005 ? '' : percent > 0 ? 'text-success' : 'text-danger';
  return <span className={tone}>{formatChange(percent, locale)}</span>;
}
