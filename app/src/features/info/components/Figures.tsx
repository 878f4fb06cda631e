import type { ReactNode } from 'react';
import { useFormatLocale } from '@/i18n/format.ts';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { Skeleton } from '@/ui/Skeleton.tsx';
import { formatCount, formatUsdCompact } from '../logic/units.ts';
import { ChangeText } from './TokensTable.tsx';

/** The headline numbers of an info page, each with its label; skeletons while loading. */
export function Figures({
  items,
  unavailable = false,
}: {
  items: readonly { label: string; value: ReactNode | undefined; testId: string }[];
  /** The figures could not be loaded (the indexer is down): dashes instead of skeletons. */
  unavailable?: boolean;
}) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
      {items.map((item) => (
        <div key={item.testId} className="rounded-2xl border border-border bg-card p-3">
          <dt className="text-xs font-semibold uppercase text-muted">{item.label}</dt>
          <dd className="mt-1 text-lg font-bold" data-testid={item.testId}>
            {item.value ?? (unavailable ? '-' : <Skeleton />)}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** A token's or a pair's figures: its price, then the day's change, TVL, volume, fees and its transaction count. */
export function SubjectFigures({
  price,
  subject,
  day,
  unavailable,
}: {
  price: ReactNode | undefined;
  subject: { tvlUsd: number; txCount: number } | undefined;
  day: { changePercent: number | undefined; volumeUsd: number; feesUsd: number } | undefined;
  unavailable: boolean;
}) {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  return (
    <Figures
      unavailable={unavailable}
      items={[
        { label: t('Price'), value: price, testId: 'figure-price' },
        { label: t('Change 24H'), value: day && <ChangeText percent={day.changePercent} />, testId: 'figure-change' },
        { label: t('TVL'), value: subject && formatUsdCompact(subject.tvlUsd, locale), testId: 'figure-tvl' },
        { label: t('Volume 24H'), value: day && formatUsdCompact(day.volumeUsd, locale), testId: 'figure-volume' },
        { label: t('Fees 24H'), value: day && formatUsdCompact(day.feesUsd, locale), testId: 'figure-fees' },
        {
          label: t('Transactions'),
          value: subject && formatCount(subject.txCount, locale),
          testId: 'figure-transactions',
        },
      ]}
    />
  );
}
