import { Link } from 'react-router';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import type { WatchKind } from '@/state/slices/watchlist.ts';
import { WatchStar } from './WatchStar.tsx';

const linkClass = 'rounded-2xl bg-primary px-4 py-2 font-bold text-on-accent hover:bg-primary-dark';
const secondaryClass = 'rounded-2xl border-2 border-primary px-4 py-2 font-bold text-primary hover:bg-input';

/**
 * Trade or provide liquidity from an info page (the swap form and add-liquidity, preselected), and
 * the page's watchlist star once its name is known.
 */
export function PageLinks({
  swapTo,
  addTo,
  watch,
}: {
  swapTo: string;
  addTo: string;
  watch?: { kind: WatchKind; address: string; name: string };
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap items-center gap-2">
      {watch && <WatchStar {...watch} />}
      <Link to={addTo} className={secondaryClass} data-testid="add-liquidity-link">
        {t('Add Liquidity')}
      </Link>
      <Link to={swapTo} className={linkClass} data-testid="swap-link">
        {t('Trade')}
      </Link>
    </div>
  );
}

/** What an info page shows for an address it cannot show: malformed, or not in the index. */
export function Unknown({ text }: { text: string }) {
  return (
    <p
      role="alert"
      data-testid="info-unknown"
      className="rounded-2xl border border-border bg-card p-6 text-center font-semibold"
    >
      {text}
    </p>
  );
}
