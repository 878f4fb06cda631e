import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import type { WatchKind } from '@/state/slices/watchlist.ts';
import { cn } from '@/ui/cn.ts';
import { StarIcon } from '@/ui/icons.tsx';
import { useWatchlist } from '../data/useWatchlist.ts';

/** The star that puts a token or pair on the watchlist (pressed) or takes it off. */
export function WatchStar({ kind, address, name }: { kind: WatchKind; address: string; name: string }) {
  const { t } = useTranslation();
  const { isWatched, toggle } = useWatchlist();
  const watched = isWatched(kind, address);
  const label = t('Watch %name%', { name });
  return (
    <button
      type="button"
      aria-pressed={watched}
      aria-label={label}
      title={label}
      data-testid="watch-star"
      onClick={() => toggle(kind, address)}
      className={cn(
        'shrink-0 rounded p-0.5 hover:text-primary focus-visible:outline-2 focus-visible:outline-primary',
        watched ? 'text-warning' : 'text-muted',
      )}
    >
      <StarIcon filled={watched} width="18" height="18" />
    </button>
  );
}
