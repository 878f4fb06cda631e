import { formatPriceFourDigits } from '@flaskswap/sdk';
import { useFormatLocale } from '@/i18n/format.ts';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { ChartPanel } from './components/ChartPanel.tsx';
import { SubjectFigures } from './components/Figures.tsx';
import { InfoCard, InfoLayout } from './components/InfoLayout.tsx';
import { PageLinks, Unknown } from './components/PageLinks.tsx';
import { ChainText } from './components/TokenLabel.tsx';
import { TransactionsTable } from './components/TransactionsTable.tsx';
import { useInfoTokens } from './data/useInfoTokens.ts';
import { usePairDetail } from './data/usePairDetail.ts';
import { formatTokenAmount, rawToNumber, truncateLabel } from './logic/units.ts';
import { useAddressParam } from './useAddressParam.ts';

/** /info/pair/:address: a pair's figures, charts, reserves and recent transactions. */
export function InfoPairPage() {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  const { address } = useAddressParam();
  const { detail, isError } = usePairDetail(address);
  const { byAddress } = useInfoTokens();

  if (!address) {
    return (
      <InfoLayout title={t('Pair')} testId="info-pair">
        <Unknown text={t('This is not a pair address. Check the link and try again.')} />
      </InfoLayout>
    );
  }
  if (detail === null) {
    return (
      <InfoLayout title={t('Pair')} testId="info-pair">
        <Unknown text={t('No pair with this address has been indexed.')} />
      </InfoLayout>
    );
  }
  const pair = detail?.pair;
  const token0 = pair && byAddress.get(pair.token0);
  const token1 = pair && byAddress.get(pair.token1);
  const symbol0 = truncateLabel(token0?.symbol ?? '?');
  const symbol1 = truncateLabel(token1?.symbol ?? '?');
  const title = pair ? (
    <>
      <ChainText text={token0?.symbol} />/<ChainText text={token1?.symbol} />
    </>
  ) : (
    t('Pair')
  );
  const reserve = (raw: string, decimals = 18) => formatTokenAmount(rawToNumber(raw, decimals), locale);

  return (
    <InfoLayout title={title} testId="info-pair">
      {pair && (
        <PageLinks
          swapTo={`/swap?inputCurrency=${pair.token0}&outputCurrency=${pair.token1}`}
          addTo={`/add/${pair.token0}/${pair.token1}`}
          watch={{ kind: 'pair', address: pair.address, name: `${symbol0}/${symbol1}` }}
        />
      )}
      <SubjectFigures
        unavailable={isError}
        price={
          pair &&
          t('1 %a% = %price% %b%', { a: symbol0, b: symbol1, price: formatPriceFourDigits(pair.token0Price, locale) })
        }
        subject={pair}
        day={detail?.day}
      />
      {pair && (
        <p className="text-sm text-muted" data-testid="pair-reserves">
          {t('Pooled: %amount0% %a% and %amount1% %b%', {
            amount0: reserve(pair.reserve0, token0?.decimals),
            a: symbol0,
            amount1: reserve(pair.reserve1, token1?.decimals),
            b: symbol1,
          })}
        </p>
      )}
      <ChartPanel subject="pair" address={address} priceLabel={t('%a% price in %b%', { a: symbol0, b: symbol1 })} />
      <InfoCard title={t('Transactions')}>
        <TransactionsTable scope={{ pair: address }} />
      </InfoCard>
    </InfoLayout>
  );
}
