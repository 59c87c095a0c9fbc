import {
  DEFAULT_STAFF_PERMISSIONS,
  STAFF_PERMISSIONS,
  type StaffPermissions,
} from '@rumo/shared/backoffice/auth';
import { describe, expect, it } from 'vitest';
import { BACKOFFICE_PAGE_NAMES, type BackofficePageName } from './backoffice-routes';
import { backofficeMenu, isBackofficeItemActive } from './menu-model';

const allRegistered: ReadonlySet<BackofficePageName> = new Set(BACKOFFICE_PAGE_NAMES);
const labels = (permissions: StaffPermissions | null, registered = allRegistered) =>
  backofficeMenu(permissions, registered).map((item) => item.label);
const only = (...granted: (typeof STAFF_PERMISSIONS)[number][]) =>
  Object.fromEntries(
    STAFF_PERMISSIONS.map((name) => [name, granted.includes(name)]),
  ) as StaffPermissions;

describe('backoffice side menu (spec §2)', () => {
  it('shows each role its items, in the spec order', () => {
    expect(labels(DEFAULT_STAFF_PERMISSIONS.admin)).toEqual([
      'Dashboard',
      'Planos de Assinatura',
      'Assinaturas',
      'Notas fiscais',
      'Leads',
      'Usuários do Sistema',
      'Webhooks',
    ]);
    expect(labels(DEFAULT_STAFF_PERMISSIONS.manager)).toEqual([
      'Dashboard',
      'Planos de Assinatura',
      'Assinaturas',
      'Notas fiscais',
      'Leads',
    ]);
    expect(labels(DEFAULT_STAFF_PERMISSIONS.analyst)).toEqual([
      'Dashboard',
      'Notas fiscais',
      'Leads',
    ]);
    expect(labels(DEFAULT_STAFF_PERMISSIONS.viewer)).toEqual(['Dashboard', 'Leads']);
  });

  it('ties each item to its flag', () => {
    expect(labels(only())).toEqual(['Dashboard']);
    expect(labels(null)).toEqual(['Dashboard']);
    expect(labels(only('subscription_plans'))).toEqual([
      'Dashboard',
      'Planos de Assinatura',
      'Assinaturas',
    ]);
    expect(labels(only('stats'))).toEqual(['Dashboard', 'Leads']);
    expect(labels(only('users'))).toEqual(['Dashboard', 'Usuários do Sistema']);
    expect(labels(only('system'))).toEqual(['Dashboard', 'Webhooks']);
    // Payments, stats and settings have no side link; Notas fiscais needs the payments flag.
    expect(labels(only('payments'))).toEqual(['Dashboard', 'Notas fiscais']);
  });

  it('links to the pages under /xyz/backoffice', () => {
    expect(
      backofficeMenu(DEFAULT_STAFF_PERMISSIONS.admin, allRegistered).map((item) => item.to),
    ).toEqual([
      '/xyz/backoffice',
      '/xyz/backoffice/plans',
      '/xyz/backoffice/subscriptions',
      '/xyz/backoffice/invoices',
      '/xyz/backoffice/leads',
      '/xyz/backoffice/users',
      '/xyz/backoffice/webhooks',
    ]);
  });

  it('leaves out pages that are not registered yet', () => {
    const registered = new Set<BackofficePageName>(['dashboard', 'leads']);
    expect(labels(DEFAULT_STAFF_PERMISSIONS.admin, registered)).toEqual(['Dashboard', 'Leads']);
  });

  it('lights the dashboard on itself only, other items below their path too', () => {
    const [dashboard, plans] = backofficeMenu(DEFAULT_STAFF_PERMISSIONS.admin, allRegistered);
    if (!dashboard || !plans) throw new Error('menu items missing');
    expect(isBackofficeItemActive(dashboard, '/xyz/backoffice')).toBe(true);
    expect(isBackofficeItemActive(dashboard, '/xyz/backoffice/')).toBe(true);
    expect(isBackofficeItemActive(dashboard, '/xyz/backoffice/plans')).toBe(false);
    expect(isBackofficeItemActive(plans, '/xyz/backoffice/plans/p1')).toBe(true);
    expect(isBackofficeItemActive(plans, '/xyz/backoffice/plansx')).toBe(false);
  });
});
