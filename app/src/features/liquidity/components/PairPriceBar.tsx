import { type Currency, formatPoolShare, type Percent, type Price } from '@flaskswap/sdk';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';

/** SPEC.md section 9: prices with 4 significant digits, pool share with 2 decimals ('<0.01'). */
const PRICE_DIGITS = 4;

/** The prices-and-pool-share box: B per A, A per B, and the share of the pool after the deposit. */
export function PairPriceBar({
  currencyA,
  currencyB,
  price,
  shareOfPair,
  noLiquidity,
}: {
  currencyA: Currency | undefined;
  currencyB: Currency | undefined;
  price: Price | undefined;
  shareOfPair: Percent | undefined;
  noLiquidity: boolean;
}) {
  const { t } = useTranslation();
  const cells = [
    {
      value: price?.toSignificant(PRICE_DIGITS) ?? '-',
      label: t('%quote% per %base%', { quote: currencyB?.symbol ?? '', base: currencyA?.symbol ?? '' }),
      testId: 'price-b-per-a',
    },
    {
      value: price && price.raw.numerator > 0n ? price.invert().toSignificant(PRICE_DIGITS) : '-',
      label: t('%quote% per %base%', { quote: currencyA?.symbol ?? '', base: currencyB?.symbol ?? '' }),
      testId: 'price-a-per-b',
    },
    {
      value: noLiquidity && price ? '100' : shareOfPair ? formatPoolShare(shareOfPair) : '0',
      label: t('Share of Pool'),
      testId: 'pool-share',
      suffix: '%',
    },
  ];
  return (
    <dl className="grid grid-cols-3 gap-2 text-center">
      {cells.map((cell) => (
        <div key={cell.testId} className="flex flex-col-reverse gap-1">
          <dt className="text-xs text-muted">{cell.label}</dt>
          <dd className="font-semibold break-all" data-testid={cell.testId}>
            {cell.value}
            {cell.suffix && cell.value !== '-' ? cell.suffix : ''}
          </dd>
        </div>
      ))}
    </dl>
  );
}
