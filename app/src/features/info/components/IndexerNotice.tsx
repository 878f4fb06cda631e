import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { useIndexerHealth } from '@/indexer';

/** Says when the info pages' data is missing or late; swaps and liquidity never need it. */
export function IndexerNotice() {
  const { t } = useTranslation();
  const health = useIndexerHealth();
  if (health.state === 'down' || health.state === 'none') {
    return (
      <p
        role="status"
        data-testid="indexer-notice"
        data-state="down"
        className="rounded-2xl bg-warning/15 p-4 font-semibold"
      >
        {t('Info data is unavailable: the indexer cannot be reached. Swaps and liquidity still work from the chain.')}
      </p>
    );
  }
  if (health.state === 'behind') {
    return (
      <p
        role="status"
        data-testid="indexer-notice"
        data-state="behind"
        className="rounded-2xl bg-warning/15 p-4 font-semibold"
      >
        {t('Data is delayed: the indexer is %blocks% blocks behind the chain.', {
          blocks: health.blocksBehind,
          count: Number(health.blocksBehind),
        })}
      </p>
    );
  }
  return null;
}
