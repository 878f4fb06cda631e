import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { InfoCard, InfoLayout } from './components/InfoLayout.tsx';
import { PairsTable } from './components/PairsTable.tsx';

/** /info/pairs: every indexed pair, sorted and paged by the indexer, ten a page. */
export function InfoPairsPage() {
  const { t } = useTranslation();
  return (
    <InfoLayout title={t('All Pairs')} testId="info-pairs">
      <InfoCard>
        <PairsTable />
      </InfoCard>
    </InfoLayout>
  );
}
