import { useActiveChain } from '@/chain/activeChain.ts';
import type { WatchKind } from '@/state/slices/watchlist.ts';
import { useAppStore } from '@/state/store.ts';

const NOTHING = { token: [] as string[], pair: [] as string[] };

/** The tokens and pairs starred on this chain (lowercase addresses, oldest first), and the star's toggle. */
export function useWatchlist() {
  const chainId = useActiveChain().chain.id;
  const lists = useAppStore((state) => state.watchlist[chainId]) ?? NOTHING;
  const toggleWatched = useAppStore((state) => state.toggleWatched);
  return {
    tokens: lists.token,
    pairs: lists.pair,
    isWatched: (kind: WatchKind, address: string) => lists[kind].includes(address.toLowerCase()),
    toggle: (kind: WatchKind, address: string) => toggleWatched(chainId, kind, address),
  };
}
