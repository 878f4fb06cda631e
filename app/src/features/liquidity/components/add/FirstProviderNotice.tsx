import { useTranslation } from '@/i18n/LanguageProvider.tsx';

/** Shown in a new pair: the first deposit sets the price. */
export function FirstProviderNotice() {
  const { t } = useTranslation();
  return (
    <div role="note" className="rounded-2xl border border-primary/40 bg-primary/10 p-4 text-sm text-primary">
      <p className="font-bold">{t('You are the first liquidity provider.')}</p>
      <p>{t('The two amounts you deposit fix this pool’s starting price.')}</p>
      <p>{t('Check the prices below, then press Supply to review.')}</p>
    </div>
  );
}
