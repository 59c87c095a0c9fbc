import { describe, expect, it } from 'vitest';
import { pageTitle } from '../lib/page-title';
import { PUBLIC_ROUTE_NAMES, resolveGuardRedirect } from './guard';

const signedOut = { authenticated: false, admin: false };
const member = { authenticated: true, admin: false };
const admin = { authenticated: true, admin: true };

describe('route guard', () => {
  it('lists the spec public route names', () => {
    expect([...PUBLIC_ROUTE_NAMES].sort()).toEqual(
      [
        'landing',
        'login',
        'register',
        'welcome',
        'emailSent',
        'resetPassword',
        'accessDenied',
        'error',
        'notfound',
        'activateAccount',
        'activateAccountPurchase',
        'backoffice-login',
        'planos',
        'checkout',
        'obrigado',
        'proposta',
        'betaTester',
        'betaSuccess',
        'unsubscribe',
      ].sort(),
    );
  });

  it('sends a signed-in customer from login to /dashboard', () => {
    expect(resolveGuardRedirect({ name: 'login' }, member)).toBe('/dashboard');
    expect(resolveGuardRedirect({ name: 'login' }, signedOut)).toBeNull();
  });

  it('lets anyone open public routes', () => {
    for (const name of PUBLIC_ROUTE_NAMES) {
      if (name === 'login') continue;
      expect(resolveGuardRedirect({ name }, signedOut)).toBeNull();
      expect(resolveGuardRedirect({ name }, member)).toBeNull();
    }
  });

  it('sends visitors without sign-in to /login', () => {
    expect(resolveGuardRedirect({ name: 'dashboard' }, signedOut)).toBe('/login');
    expect(resolveGuardRedirect({ name: 'perfil' }, signedOut)).toBe('/login');
    expect(resolveGuardRedirect({ name: 'usuarios', requiresAdmin: true }, signedOut)).toBe(
      '/login',
    );
  });

  it('sends non-admins away from admin routes to /auth/access', () => {
    expect(resolveGuardRedirect({ name: 'usuarios', requiresAdmin: true }, member)).toBe(
      '/auth/access',
    );
    expect(resolveGuardRedirect({ name: 'configuracoes', requiresAdmin: true }, member)).toBe(
      '/auth/access',
    );
    expect(resolveGuardRedirect({ name: 'usuarios', requiresAdmin: true }, admin)).toBeNull();
    expect(resolveGuardRedirect({ name: 'dashboard' }, member)).toBeNull();
  });

  it('titles pages with the product suffix', () => {
    expect(pageTitle('Entrar')).toBe('Entrar | Rumo');
    expect(pageTitle()).toBe('Rumo');
  });
});
