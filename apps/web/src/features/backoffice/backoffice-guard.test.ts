import { DEFAULT_STAFF_PERMISSIONS, STAFF_ROLES } from '@rumo/shared/backoffice/auth';
import { describe, expect, it } from 'vitest';
import { resolveBackofficeRedirect } from './backoffice-guard';
import { BACKOFFICE_PAGES } from './backoffice-routes';

const signedOut = { authenticated: false, permissions: null, mustChangePassword: false };
const as = (role: (typeof STAFF_ROLES)[number]) => ({
  authenticated: true,
  permissions: DEFAULT_STAFF_PERMISSIONS[role],
  mustChangePassword: false,
});
const route = (name: keyof typeof BACKOFFICE_PAGES) => ({
  name: BACKOFFICE_PAGES[name].routeName,
  permission: BACKOFFICE_PAGES[name].permission,
});

describe('backoffice guard (spec §2)', () => {
  it('sends signed-in staff from the login to the dashboard, and lets others sign in', () => {
    expect(resolveBackofficeRedirect({ name: 'backoffice-login' }, as('viewer'))).toBe(
      '/xyz/backoffice',
    );
    expect(resolveBackofficeRedirect({ name: 'backoffice-login' }, signedOut)).toBeNull();
  });

  it('sends anyone not signed in to the backoffice login', () => {
    for (const name of Object.keys(BACKOFFICE_PAGES) as (keyof typeof BACKOFFICE_PAGES)[]) {
      expect(resolveBackofficeRedirect(route(name), signedOut)).toBe('/xyz/backoffice/login');
    }
  });

  it('opens the dashboard to every role', () => {
    for (const role of STAFF_ROLES) {
      expect(resolveBackofficeRedirect(route('dashboard'), as(role))).toBeNull();
    }
  });

  it('sends a page without its permission to the dashboard', () => {
    expect(resolveBackofficeRedirect(route('users'), as('viewer'))).toBe('/xyz/backoffice');
    expect(resolveBackofficeRedirect(route('plans'), as('analyst'))).toBe('/xyz/backoffice');
    expect(resolveBackofficeRedirect(route('payments'), as('viewer'))).toBe('/xyz/backoffice');
    expect(resolveBackofficeRedirect(route('settings'), as('manager'))).toBe('/xyz/backoffice');
    expect(resolveBackofficeRedirect(route('webhooks'), as('manager'))).toBe('/xyz/backoffice');
    expect(resolveBackofficeRedirect(route('stats'), as('viewer'))).toBeNull();
    expect(resolveBackofficeRedirect(route('leads'), as('viewer'))).toBeNull();
    expect(resolveBackofficeRedirect(route('subscriptions'), as('manager'))).toBeNull();
    for (const name of Object.keys(BACKOFFICE_PAGES) as (keyof typeof BACKOFFICE_PAGES)[]) {
      expect(resolveBackofficeRedirect(route(name), as('admin'))).toBeNull();
    }
  });

  it('reads the flags, not the role: a flag taken away closes the page', () => {
    const admin = as('admin');
    const noUsers = { ...admin, permissions: { ...admin.permissions, users: false } };
    expect(resolveBackofficeRedirect(route('users'), noUsers)).toBe('/xyz/backoffice');
    const grantedViewer = {
      authenticated: true,
      mustChangePassword: false,
      permissions: { ...DEFAULT_STAFF_PERMISSIONS.viewer, system: true },
    };
    expect(resolveBackofficeRedirect(route('webhooks'), grantedViewer)).toBeNull();
  });

  it('holds someone whose password an admin chose on "Defina sua senha" until they change it', () => {
    const pending = { ...as('admin'), mustChangePassword: true };
    const password = { name: 'backoffice-password' };
    for (const name of Object.keys(BACKOFFICE_PAGES) as (keyof typeof BACKOFFICE_PAGES)[]) {
      expect(resolveBackofficeRedirect(route(name), pending)).toBe('/xyz/backoffice/senha');
    }
    expect(resolveBackofficeRedirect({ name: 'backoffice-login' }, pending)).toBe(
      '/xyz/backoffice/senha',
    );
    expect(resolveBackofficeRedirect(password, pending)).toBeNull();
    // Anyone signed in may change their password there; strangers go to the login.
    expect(resolveBackofficeRedirect(password, as('viewer'))).toBeNull();
    expect(resolveBackofficeRedirect(password, signedOut)).toBe('/xyz/backoffice/login');
  });
});
