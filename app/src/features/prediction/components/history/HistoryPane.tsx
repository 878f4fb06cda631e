/** The account's bets, from the indexer with a chain fallback (filled in by the history work). */
export function HistoryPane({ onClose }: { onClose: () => void }) {
  return (
    <section aria-label="History">
      <button type="button" onClick={onClose}>
        Close
      </button>
    </section>
  );
}
