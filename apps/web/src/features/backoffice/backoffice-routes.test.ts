import { describe, expect, it } from 'vitest';
import {
  BACKOFFICE_PAGE_NAMES,
  BACKOFFICE_PAGES,
  backofficePath,
  backofficePaths,
} from './backoffice-routes';

describe('backoffice routes (spec §2 table)', () => {
  it('lists every page with its subpath and the permission it needs', () => {
    const table = BACKOFFICE_PAGE_NAMES.map((name) => {
      const page = BACKOFFICE_PAGES[name];
      return [page.subpath, page.permission ?? null];
    });
    expect(table).toEqual([
      ['', null],
      ['plans', 'subscription_plans'],
      ['payments', 'payments'],
      ['stats', 'stats'],
      ['users', 'users'],
      ['webhooks', 'system'],
      ['leads', 'stats'],
      ['subscriptions', 'subscription_plans'],
      ['settings', 'system'],
      ['invoices', 'payments'],
    ]);
  });

  it('builds addresses under /xyz/backoffice', () => {
    expect(backofficePaths.login).toBe('/xyz/backoffice/login');
    expect(backofficePath('dashboard')).toBe('/xyz/backoffice');
    expect(backofficePath('users')).toBe('/xyz/backoffice/users');
  });

  it('gives every page a unique route name and title', () => {
    const names = BACKOFFICE_PAGE_NAMES.map((name) => BACKOFFICE_PAGES[name].routeName);
    expect(new Set(names).size).toBe(names.length);
    expect(names).not.toContain('backoffice-login');
    for (const name of BACKOFFICE_PAGE_NAMES) {
      expect(BACKOFFICE_PAGES[name].name).toBe(name);
      expect(BACKOFFICE_PAGES[name].title).not.toBe('');
    }
  });

  it('gives each menu entry its spec place, and every other page a dashboard shortcut only', () => {
    const menu = BACKOFFICE_PAGE_NAMES.flatMap((name) => {
      const { menu } = BACKOFFICE_PAGES[name];
      return menu ? [[menu.order, name]] : [];
    });
    expect(menu.sort(([a], [b]) => Number(a) - Number(b)).map(([, name]) => name)).toEqual([
      'dashboard',
      'plans',
      'subscriptions',
      'invoices',
      'leads',
      'users',
      'webhooks',
    ]);
  });

  it('gives every side menu entry an icon', () => {
    const withoutIcon = BACKOFFICE_PAGE_NAMES.filter((name) => {
      const { menu } = BACKOFFICE_PAGES[name];
      return menu && !menu.icon;
    });
    expect(withoutIcon).toEqual([]);
  });
});
