import type { KeysetPage } from '@rumo/shared/common/keyset';
import { type QueryKey, useInfiniteQuery } from '@tanstack/react-query';

interface KeysetPagesOptions<T> {
  queryKey: QueryKey;
  /** The page after the cursor `after` ('' for the first one). */
  fetchPage: (after: string, signal: AbortSignal) => Promise<KeysetPage<T>>;
  /** Where the pages start: '' from the beginning, or a cursor an earlier answer gave. */
  start: string;
  enabled: boolean;
}

/**
 * Pages of a keyset list read one after another ("Carregar mais"): the items so far, whether
 * more follow, and the infinite query itself for loading and error states.
 */
export function useKeysetPages<T>({ queryKey, fetchPage, start, enabled }: KeysetPagesOptions<T>) {
  const query = useInfiniteQuery({
    queryKey: [...queryKey, start],
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
    initialPageParam: start,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled,
  });
  const items = query.data?.pages.flatMap((page) => page.data) ?? [];
  return { query, items };
}

/** `?after=` for a cursor, nothing for the first page. */
export const afterParam = (after: string) => (after ? `&after=${encodeURIComponent(after)}` : '');
