import { SEARCH_MIN_LENGTH, type SearchResponse } from '@rumo/shared/search/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { authApi, requireData } from '../../../lib/api-client';

export const searchKeys = {
  all: ['search'] as const,
  query: (q: string) => ['search', q] as const,
};

/** GET /api/search?q — only once the (already debounced) text is long enough. */
export function useSearch(text: string) {
  const q = text.trim();
  return useQuery({
    queryKey: searchKeys.query(q),
    queryFn: async ({ signal }) =>
      requireData(
        await authApi.get<SearchResponse>(`/search?q=${encodeURIComponent(q)}`, { signal }),
      ),
    enabled: q.length >= SEARCH_MIN_LENGTH,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
