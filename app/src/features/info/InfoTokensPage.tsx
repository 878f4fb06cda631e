import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { InfoCard, InfoLayout } from './components/InfoLayout.tsx';
import { TokensTable } from './components/TokensTable.tsx';
import { useInfoTokens } from './data/useInfoTokens.ts';

/** /info/tokens: every indexed token, sortable, ten a page. */
export function InfoTokensPage() {
  const { t } = useTranslation();
  const { tokens, isError } = useInfoTokens();
  return (
    <InfoLayout title={t('All Tokens')} testId="info-tokens">
      <InfoCard>
        <TokensTable tokens={tokens} unavailable={isError} />
      </InfoCard>
    </InfoLayout>
  );
}
