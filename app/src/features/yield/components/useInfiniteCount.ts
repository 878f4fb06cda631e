import { useCallback, useEffect, useRef, useState } from 'react';
import { YIELD_PAGE_SIZE } from '../logic/listFilter.ts';

/**
 * How many rows to render: one page at first, one more each time the sentinel at the end of the
 * list scrolls into view (IntersectionObserver). Starts over when `resetKey` changes. Render the
 * sentinel with `key={count}`: a new node is observed afresh, so a page that still leaves it in
 * view loads the next one too.
 */
export function useInfiniteCount(total: number, resetKey: string, pageSize = YIELD_PAGE_SIZE) {
  const [count, setCount] = useState(pageSize);
  const observer = useRef<IntersectionObserver | undefined>(undefined);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new filter or sort starts from one page again
  useEffect(() => setCount(pageSize), [resetKey, pageSize]);

  const sentinelRef = useCallback(
    (node: HTMLElement | null) => {
      observer.current?.disconnect();
      if (!node || typeof IntersectionObserver === 'undefined') return;
      observer.current = new IntersectionObserver((entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setCount((value) => value + pageSize);
      });
      observer.current.observe(node);
    },
    [pageSize],
  );
  useEffect(() => () => observer.current?.disconnect(), []);

  return { count: Math.min(count, total), hasMore: count < total, sentinelRef };
}
