import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { InfoCard, InfoLayout } from './components/InfoLayout.tsx';
import { TokensTable } from './components/TokensTable.tsx';

/** /info/tokens: every indexed token, sorted and paged by the indexer, ten a page. */
export function InfoTokensPage() {
  const { t } = useTranslation();
  return (
    <InfoLayout title={t('All Tokens')} testId="info-tokens">
      <InfoCard>
        <TokensTable />
      </InfoCard>
    </InfoLayout>
  );
}
