import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { paths } from '../lib/paths';
import { routes } from './router';

/** The deepest matched route of `path`, or '*' when only the catch-all takes it. */
function matchedRoute(path: string) {
  const matches = matchRoutes(routes, path) ?? [];
  return matches[matches.length - 1]?.route.path ?? (matches.length > 0 ? 'index' : 'none');
}

describe('paths', () => {
  it('names only pages the router has', () => {
    // The development mailbox is a page the API serves itself, outside the SPA.
    const spaPaths = Object.entries(paths).filter(([name]) => name !== 'devMailbox');
    const addresses = spaPaths.map(([name, value]) => [
      name,
      typeof value === 'function' ? value('a1b2') : value,
    ]);
    const unrouted = addresses.filter(([, address]) => {
      const route = matchedRoute(String(address).split('?')[0] ?? '');
      return route === '*' || route === 'none';
    });
    expect(unrouted.map(([name]) => name)).toEqual([]);
  });
});
