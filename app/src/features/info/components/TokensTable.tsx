import { Link } from 'react-router';
import { useFormatLocale } from '@/i18n/format.ts';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import type { TokenView } from '../data/useInfoTokens.ts';
import { formatChange, formatUsdCompact, formatUsdPrice } from '../logic/units.ts';
import { type Column, SortableTable } from './SortableTable.tsx';
import { ChainText } from './TokenLabel.tsx';
import { WatchStar } from './WatchStar.tsx';

type TokenColumn = 'position' | 'name' | 'price' | 'change' | 'volume' | 'tvl';

export function TokensTable({
  tokens,
  unavailable,
  testId = 'tokens-table',
}: {
  tokens: TokenView[] | undefined;
  unavailable?: boolean;
  testId?: string;
}) {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  const columns: Column<TokenView, TokenColumn>[] = [
    { key: 'position', header: '#', cell: (_, position) => position + 1 },
    {
      key: 'name',
      header: t('Name'),
      sortValue: (token) => token.symbol,
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
      sortValue: (token) => token.priceUsd,
      cell: (token) => formatUsdPrice(token.priceUsd, locale),
    },
    {
      key: 'change',
      header: t('Price Change'),
      align: 'right',
      sortValue: (token) => token.day.changePercent ?? 0,
      cell: (token) => <ChangeText percent={token.day.changePercent} />,
    },
    {
      key: 'volume',
      header: t('Volume 24H'),
      align: 'right',
      sortValue: (token) => token.day.volumeUsd,
      cell: (token) => formatUsdCompact(token.day.volumeUsd, locale),
    },
    {
      key: 'tvl',
      header: t('TVL'),
      align: 'right',
      sortValue: (token) => token.tvlUsd,
      cell: (token) => formatUsdCompact(token.tvlUsd, locale),
    },
  ];
  return (
    <SortableTable
      label={t('Tokens')}
      rows={tokens}
      columns={columns}
      initialSort={{ key: 'tvl', direction: 'desc' }}
      rowKey={(token) => token.address}
      emptyText={t('No tokens yet')}
      testId={testId}
      unavailable={unavailable}
    />
  );
}

export function ChangeText({ percent }: { percent: number | undefined }) {
  const locale = useFormatLocale();
  // What rounds to +0.00% stays neutral: float noise is no gain.
  const tone = percent === undefined || Math.abs(percent) < 0.005 ? '' : percent > 0 ? 'text-success' : 'text-danger';
  return <span className={tone}>{formatChange(percent, locale)}</span>;
}
