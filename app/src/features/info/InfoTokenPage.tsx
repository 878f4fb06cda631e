import { formatUsdFourDigits } from '@flaskswap/sdk';
import { useFormatLocale } from '@/i18n/format.ts';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { ChartPanel } from './components/ChartPanel.tsx';
import { SubjectFigures } from './components/Figures.tsx';
import { InfoCard, InfoLayout } from './components/InfoLayout.tsx';
import { PageLinks, Unknown } from './components/PageLinks.tsx';
import { PairsTable } from './components/PairsTable.tsx';
import { ChainText } from './components/TokenLabel.tsx';
import { TransactionsTable } from './components/TransactionsTable.tsx';
import { useTokenDetail } from './data/useTokenDetail.ts';
import { useAddressParam } from './useAddressParam.ts';

/** /info/token/:address: a token's figures, charts, pairs and recent transactions. */
export function InfoTokenPage() {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  const { address } = useAddressParam();
  const { detail, isError } = useTokenDetail(address);

  if (!address) {
    return (
      <InfoLayout title={t('Token')} testId="info-token">
        <Unknown text={t('This is not a token address. Check the link and try again.')} />
      </InfoLayout>
    );
  }
  if (detail === null) {
    return (
      <InfoLayout title={t('Token')} testId="info-token">
        <Unknown text={t('No token with this address has been indexed.')} />
      </InfoLayout>
    );
  }
  const token = detail?.token;
  const title = token ? (
    <>
      <ChainText text={token.name} max={24} />{' '}
      <span className="text-muted">
        (<ChainText text={token.symbol} />)
      </span>
    </>
  ) : (
    t('Token')
  );

  return (
    <InfoLayout title={title} testId="info-token">
      <PageLinks
        swapTo={`/swap?outputCurrency=${address}`}
        addTo={`/add/${address}`}
        watch={token && { kind: 'token', address, name: token.symbol }}
      />
      <SubjectFigures
        unavailable={isError}
        price={token && formatUsdFourDigits(token.priceUsd, locale)}
        subject={token}
        day={detail?.day}
      />
      <ChartPanel subject="token" address={address} priceLabel={t('Price in USD')} />
      <InfoCard title={t('Pairs')}>
        <PairsTable filter={{ token: address }} testId="token-pairs" />
      </InfoCard>
      <InfoCard title={t('Transactions')}>
        <TransactionsTable scope={{ token: address }} />
      </InfoCard>
    </InfoLayout>
  );
}
