import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  clearListFilters,
  type ObjectiveListFilters,
  readListFilters,
  writeListFilters,
} from './list-filters';

/** The list filters bound to the URL query (replace, so Back leaves the page rather than filters). */
export function useListFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => readListFilters(searchParams), [searchParams]);
  const setFilters = useCallback(
    (changes: Partial<ObjectiveListFilters>) =>
      setSearchParams((previous) => writeListFilters(previous, changes), { replace: true }),
    [setSearchParams],
  );
  const clearFilters = useCallback(
    () => setSearchParams((previous) => clearListFilters(previous), { replace: true }),
    [setSearchParams],
  );
  return { filters, setFilters, clearFilters };
}
