import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { BACKOFFICE_PAGE_NAMES, BACKOFFICE_PAGES } from '../features/backoffice/backoffice-routes';
import { customerPages } from '../lib/pages';
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

describe('page registries', () => {
  const pageFiles = (files: Record<string, unknown>, prefix: string) =>
    Object.keys(files)
      .map((file) => file.slice(prefix.length, -'.tsx'.length))
      .sort();

  it('registers every customer page module once, and no other', () => {
    const modules = import.meta.glob([
      '../features/*/pages/*-page.tsx',
      '!../features/backoffice/**',
    ]);
    const registered = Object.values(customerPages).map((page) =>
      page.page.replace('/', '/pages/'),
    );
    expect([...registered].sort()).toEqual(pageFiles(modules, '../features/'));
    expect(new Set(registered).size).toBe(registered.length);
  });

  it('registers every backoffice page module once, and no other', () => {
    const modules = import.meta.glob('../features/backoffice/pages/*-page.tsx');
    const registered = [
      ...BACKOFFICE_PAGE_NAMES.map((name) => BACKOFFICE_PAGES[name].page),
      // Outside the shell and the permission table: the login and "Defina sua senha".
      'backoffice-login-page',
      'own-password-page',
    ];
    expect(registered.sort()).toEqual(pageFiles(modules, '../features/backoffice/pages/'));
  });
});
