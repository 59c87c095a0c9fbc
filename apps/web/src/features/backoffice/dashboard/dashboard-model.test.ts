import { DEFAULT_STAFF_PERMISSIONS, STAFF_ROLE_RULES } from '@rumo/shared/backoffice/auth';
import { describe, expect, it } from 'vitest';
import { BACKOFFICE_PAGE_NAMES, type BackofficePageName } from '../backoffice-routes';
import { staffUser } from '../test-fixtures';
import { dashboardShortcuts, greeting, permissionAreas, roleActions } from './dashboard-model';

const all: ReadonlySet<BackofficePageName> = new Set(BACKOFFICE_PAGE_NAMES);
const names = (role: Parameters<typeof staffUser>[0], registered = all) =>
  dashboardShortcuts(staffUser(role), registered).map((page) => page.name);

describe('backoffice dashboard model', () => {
  it('offers each role the registered pages its flags open, payments, stats and settings included', () => {
    expect(names('admin')).toEqual([
      'plans',
      'payments',
      'stats',
      'users',
      'webhooks',
      'leads',
      'subscriptions',
      'settings',
      'invoices',
    ]);
    expect(names('manager')).toEqual([
      'plans',
      'payments',
      'stats',
      'leads',
      'subscriptions',
      'invoices',
    ]);
    expect(names('analyst')).toEqual(['payments', 'stats', 'leads', 'invoices']);
    expect(names('viewer')).toEqual(['stats', 'leads']);
    expect(names('admin', new Set(['dashboard']))).toEqual([]);
    expect(dashboardShortcuts(null, all)).toEqual([]);
  });

  it('lists the flags granted and refused', () => {
    const granted = permissionAreas(staffUser('analyst')).filter((area) => area.granted);
    expect(granted.map((area) => area.permission)).toEqual(['payments', 'stats']);
    expect(
      permissionAreas({ permissions: DEFAULT_STAFF_PERMISSIONS.admin }).every((a) => a.granted),
    ).toBe(true);
  });

  it('words the spec §6 role rules', () => {
    const allowed = (role: Parameters<typeof staffUser>[0]) =>
      roleActions(staffUser(role))
        .filter((item) => item.allowed)
        .map((item) => item.action);
    expect(allowed('admin').sort()).toEqual(Object.keys(STAFF_ROLE_RULES).sort());
    expect(allowed('manager')).toEqual([
      'testConnection',
      'syncData',
      'managePlans',
      'syncPayment',
      'settlePayment',
      'retryInvoice',
      'cancelInvoice',
      'reissueInvoice',
    ]);
    expect(allowed('analyst')).toEqual(['retryInvoice']);
    expect(allowed('viewer')).toEqual([]);
  });

  it('lists every role rule, the fiscal and invoice ones included', () => {
    const listed = roleActions(staffUser('viewer')).map((item) => item.action);
    expect([...listed].sort()).toEqual(Object.keys(STAFF_ROLE_RULES).sort());
    expect(roleActions(staffUser('analyst')).find((i) => i.action === 'retryInvoice')).toEqual({
      action: 'retryInvoice',
      label: 'Tentar emitir de novo notas fiscais com erro, uma ou várias',
      allowed: true,
    });
  });

  it('greets by the time of day in São Paulo', () => {
    expect(greeting(new Date('2026-03-02T12:00:00Z'))).toBe('Bom dia'); // 09:00
    expect(greeting(new Date('2026-03-02T18:00:00Z'))).toBe('Boa tarde'); // 15:00
    expect(greeting(new Date('2026-03-02T23:30:00Z'))).toBe('Boa noite'); // 20:30
    expect(greeting(new Date('2026-03-02T06:00:00Z'))).toBe('Boa noite'); // 03:00
  });
});
