import { useMatches } from 'react-router';
import type { RouteMeta } from './guard';

function isRouteMeta(handle: unknown): handle is RouteMeta {
  return typeof handle === 'object' && handle !== null && 'name' in handle;
}

/** The deepest matched route's meta: the page being shown. */
export function useCurrentRouteMeta(): RouteMeta | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle;
    if (isRouteMeta(handle)) return handle;
  }
  return undefined;
}
