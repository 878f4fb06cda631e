import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { InfoCard, InfoLayout } from './components/InfoLayout.tsx';
import { PairsTable } from './components/PairsTable.tsx';
import { useInfoPairs } from './data/useInfoPairs.ts';

/** /info/pairs: every indexed pair, sortable, ten a page. */
export function InfoPairsPage() {
  const { t } = useTranslation();
  const { pairs, isError } = useInfoPairs();
  return (
    <InfoLayout title={t('All Pairs')} testId="info-pairs">
      <InfoCard>
        <PairsTable pairs={pairs} unavailable={isError} />
      </InfoCard>
    </InfoLayout>
  );
}
