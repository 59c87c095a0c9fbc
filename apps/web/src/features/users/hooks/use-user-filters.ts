import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  clearUserFilters,
  readUserFilters,
  type UserListFilters,
  writeUserFilters,
} from './user-filters';

/** The list filters bound to the URL query (replace, so Back leaves the page rather than filters). */
export function useUserFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => readUserFilters(searchParams), [searchParams]);
  const setFilters = useCallback(
    (changes: Partial<UserListFilters>) =>
      setSearchParams((previous) => writeUserFilters(previous, changes), { replace: true }),
    [setSearchParams],
  );
  const clearFilters = useCallback(
    () => setSearchParams((previous) => clearUserFilters(previous), { replace: true }),
    [setSearchParams],
  );
  return { filters, setFilters, clearFilters };
}
