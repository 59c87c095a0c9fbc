import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/**
 * Helpers for list filters kept in the URL query, so they survive a reload or a shared
 * link. Each list declares its filters (with a `page`) and the pt-BR parameter of each.
 */
export type FilterParams<F> = Record<keyof F, string>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The value when it is one of `allowed`, else null (an edited link). */
export function oneOf<T extends string>(allowed: readonly T[], value: string | null): T | null {
  return value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : null;
}

export const uuidOrNull = (value: string | null) => (value && UUID.test(value) ? value : null);

/** The search text, capped at the API's 100 characters. */
export const readSearch = (value: string | null) => (value ?? '').slice(0, 100);

/** A page number above 1, else 1. */
export function readPage(value: string | null): number {
  const page = Number.parseInt(value ?? '', 10);
  return Number.isInteger(page) && page > 1 ? page : 1;
}

/**
 * A copy of `params` with `changes` applied; empty values are dropped and changing any
 * filter goes back to page 1. Unrelated parameters (cycle, tab) are kept.
 */
export function writeUrlFilters<F extends { page: number }>(
  params: URLSearchParams,
  changes: Partial<F>,
  names: FilterParams<F>,
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [name, value] of Object.entries(changes) as [keyof F, unknown][]) {
    const param = names[name];
    const text = value === null || value === undefined ? '' : String(value).trim();
    if (text === '' || (name === 'page' && text === '1')) next.delete(param);
    else next.set(param, text);
  }
  const changesFilter = Object.keys(changes).some((name) => name !== 'page');
  if (changesFilter && changes.page === undefined) next.delete(names.page);
  return next;
}

/** Removes every filter (and the page), keeping unrelated parameters. */
export function clearUrlFilters<F>(params: URLSearchParams, names: FilterParams<F>) {
  const next = new URLSearchParams(params);
  for (const param of Object.values<string>(names)) next.delete(param);
  return next;
}

/** Whether any filter besides the page is set (a blank search does not count). */
export function hasActiveUrlFilters(filters: { page: number }): boolean {
  return Object.entries<unknown>(filters).some(
    ([name, value]) =>
      name !== 'page' && value !== null && (typeof value !== 'string' || value.trim() !== ''),
  );
}

/**
 * The filters bound to the URL query (replace, so Back leaves the page rather than filters).
 * `read` and `names` must be stable (module-level).
 */
export function useUrlFilters<F extends { page: number }>(
  read: (params: URLSearchParams) => F,
  names: FilterParams<F>,
) {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => read(searchParams), [read, searchParams]);
  const setFilters = useCallback(
    (changes: Partial<F>) =>
      setSearchParams((previous) => writeUrlFilters(previous, changes, names), { replace: true }),
    [setSearchParams, names],
  );
  const clearFilters = useCallback(
    () => setSearchParams((previous) => clearUrlFilters(previous, names), { replace: true }),
    [setSearchParams, names],
  );
  return { filters, setFilters, clearFilters };
}
