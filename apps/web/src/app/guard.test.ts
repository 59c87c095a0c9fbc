import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { pageTitle } from '../lib/page-title';
import { customerPages } from '../lib/pages';
import { paths } from '../lib/paths';
import { resolveCustomerRedirect, resolveVisitorRedirect } from './guard';
import { CustomerRouteGuard, VisitorRouteGuard } from './route-guard';
import { routes } from './router';

const signedOut = { authenticated: false, admin: false };
const member = { authenticated: true, admin: false };
const admin = { authenticated: true, admin: true };

/** The guards between the root and the page at `path`. */
function guardsAbove(path: string) {
  const matches = matchRoutes(routes, path) ?? [];
  const components = matches.map(({ route }) => (route as RouteObject).Component);
  return {
    customer: components.includes(CustomerRouteGuard),
    visitor: components.includes(VisitorRouteGuard),
  };
}

const address = (path: string | ((id: string) => string)) =>
  typeof path === 'function' ? path('a1b2') : path;

describe('route guard', () => {
  it('puts the spec public pages outside the sign-in guard, by their place in the tree', () => {
    const publicPages = Object.entries(customerPages)
      .filter(([name]) => !guardsAbove(address(paths[name as keyof typeof customerPages])).customer)
      .map(([name]) => name);
    expect(publicPages.sort()).toEqual(
      [
        'landing',
        'login',
        'register',
        'welcome',
        'emailSent',
        'resetPassword',
        'accessDenied',
        'error',
        'notFound',
        'activateAccount',
        'activatePurchase',
        'plans',
        'checkout',
        'thankYou',
        'proposal',
        'betaTester',
        'betaSuccess',
        'unsubscribe',
        'ssoCallback',
      ].sort(),
    );
    // An unknown address is public too: it goes to "Página não encontrada", never to login.
    expect(guardsAbove('/nada-aqui').customer).toBe(false);
  });

  it('guards only the login as visitor-only', () => {
    const visitorOnly = Object.keys(customerPages).filter(
      (name) => guardsAbove(address(paths[name as keyof typeof customerPages])).visitor,
    );
    expect(visitorOnly).toEqual(['login']);
  });

  it('sends a signed-in customer from login to /dashboard', () => {
    expect(resolveVisitorRedirect({ name: 'login' }, member)).toBe('/dashboard');
    expect(resolveVisitorRedirect({ name: 'login' }, signedOut)).toBeNull();
  });

  it('sends visitors without sign-in to /login', () => {
    expect(resolveCustomerRedirect({ name: 'dashboard', access: 'customer' }, signedOut)).toBe(
      '/login',
    );
    expect(resolveCustomerRedirect({ name: 'profile', access: 'customer' }, signedOut)).toBe(
      '/login',
    );
    expect(resolveCustomerRedirect({ name: 'users', access: 'admin' }, signedOut)).toBe('/login');
  });

  it('sends non-admins away from admin routes to /auth/access', () => {
    expect(resolveCustomerRedirect({ name: 'users', access: 'admin' }, member)).toBe(
      '/auth/access',
    );
    expect(resolveCustomerRedirect({ name: 'settings', access: 'admin' }, member)).toBe(
      '/auth/access',
    );
    expect(resolveCustomerRedirect({ name: 'users', access: 'admin' }, admin)).toBeNull();
    expect(resolveCustomerRedirect({ name: 'dashboard', access: 'customer' }, member)).toBeNull();
  });

  it('marks the spreadsheet import, /usuarios and /configuracoes admin-only', () => {
    const adminPages = Object.entries(customerPages)
      .filter(([, page]) => page.access === 'admin')
      .map(([, page]) => page.path);
    expect(adminPages).toEqual(['/okrs/importar', '/usuarios', '/configuracoes']);
  });

  it('titles pages with the product suffix', () => {
    expect(pageTitle('Entrar')).toBe('Entrar | Rumo');
    expect(pageTitle()).toBe('Rumo');
  });
});
