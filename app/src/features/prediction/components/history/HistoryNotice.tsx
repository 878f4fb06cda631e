import { useTranslation } from '@/i18n/LanguageProvider.tsx';

/** Says where the bets come from when the indexer cannot give all of them (SPEC.md §8). */
export function HistoryNotice({ state, blocksBehind }: { state: 'down' | 'behind'; blocksBehind?: number }) {
  const { t } = useTranslation();
  return (
    <p
      role="status"
      data-testid="history-notice"
      data-state={state}
      className="rounded-2xl bg-warning/15 p-3 text-sm font-semibold"
    >
      {state === 'down'
        ? t(
            'Bet history is unavailable: the indexer cannot be reached. Showing your bets of the latest rounds from the chain.',
          )
        : t(
            'Bet history is delayed: the indexer is %blocks% blocks behind the chain. The latest rounds come from the chain.',
            {
              blocks: blocksBehind ?? 0,
              count: blocksBehind ?? 0,
            },
          )}
    </p>
  );
}
