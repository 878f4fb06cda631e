import { type Currency, formatPairShare, type Percent, type Price, withPercentSign } from '@flaskswap/sdk';
import { useFormatLocale } from '@/i18n/format.ts';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';

/** SPEC.md section 9: prices with 4 significant digits, pair share with 2 decimals ('<0.01'). */
const PRICE_DIGITS = 4;

/** The prices-and-pair-share box: B per A, A per B, and the share of the pair after the deposit. */
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
  const locale = useFormatLocale();
  const share = noLiquidity && price ? '100' : shareOfPair ? formatPairShare(shareOfPair, undefined, { locale }) : '0';
  const cells = [
    {
      value: price?.toSignificant(PRICE_DIGITS, { locale }) ?? '-',
      label: t('%quote% per %base%', { quote: currencyB?.symbol ?? '', base: currencyA?.symbol ?? '' }),
      testId: 'price-b-per-a',
    },
    {
      value: price && price.raw.numerator > 0n ? price.invert().toSignificant(PRICE_DIGITS, { locale }) : '-',
      label: t('%quote% per %base%', { quote: currencyA?.symbol ?? '', base: currencyB?.symbol ?? '' }),
      testId: 'price-a-per-b',
    },
    {
      value: withPercentSign(share, locale),
      label: t('Share of Pool'),
      testId: 'pair-share',
    },
  ];
  return (
    <dl className="grid grid-cols-3 gap-2 text-center">
      {cells.map((cell) => (
        <div key={cell.testId} className="flex flex-col-reverse gap-1">
          <dt className="text-xs text-muted">{cell.label}</dt>
          <dd className="font-semibold break-all" data-testid={cell.testId}>
            {cell.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
