import { randomUUID } from 'node:crypto';
import type { StaffAction, StaffPermission, StaffRole } from '@rumo/shared/backoffice/auth';
import { STAFF_ROLES, staffMay } from '@rumo/shared/backoffice/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompanyWithUsers } from '../../../test/okr-fixtures';
import { createStaffUser, type TestStaff } from '../../../test/staff-fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
interface Route {
  method: Method;
  path: string;
  permission: StaffPermission;
  action?: StaffAction;
}

const id = randomUUID();
/** Every backoffice billing route with its flag and spec §6 role rule. */
export const BACKOFFICE_BILLING_ROUTES: Route[] = [
  { method: 'GET', path: '/plans', permission: 'subscription_plans' },
  { method: 'POST', path: '/plans', permission: 'subscription_plans', action: 'managePlans' },
  {
    method: 'PUT',
    path: `/subscription-plans/${id}`,
    permission: 'subscription_plans',
    action: 'managePlans',
  },
  {
    method: 'DELETE',
    path: `/subscription-plans/${id}`,
    permission: 'subscription_plans',
    action: 'deletePlans',
  },
  {
    method: 'POST',
    path: '/subscription-plans/sync-efi',
    permission: 'subscription_plans',
    action: 'syncData',
  },
  {
    method: 'GET',
    path: '/subscription-plans/test-efi-connection',
    permission: 'subscription_plans',
    action: 'testConnection',
  },
  {
    method: 'POST',
    path: `/subscription-plans/${id}/create-efi-plan`,
    permission: 'subscription_plans',
    action: 'managePlans',
  },
  { method: 'GET', path: '/payments', permission: 'payments' },
  { method: 'GET', path: '/payments/pending', permission: 'payments' },
  { method: 'GET', path: '/payments/overdue', permission: 'payments' },
  { method: 'GET', path: '/payments/stats', permission: 'payments' },
  { method: 'GET', path: `/payments/${id}`, permission: 'payments' },
  {
    method: 'POST',
    path: `/payments/${id}/sync-efi`,
    permission: 'payments',
    action: 'syncPayment',
  },
  {
    method: 'POST',
    path: `/payments/${id}/settle`,
    permission: 'payments',
    action: 'settlePayment',
  },
  {
    method: 'POST',
    path: '/payments/sync-all-pending',
    permission: 'payments',
    action: 'syncAllPayments',
  },
  { method: 'GET', path: '/webhooks', permission: 'system' },
  { method: 'GET', path: `/webhooks/${id}`, permission: 'system' },
  { method: 'POST', path: `/webhooks/${id}/replay`, permission: 'system' },
  { method: 'POST', path: '/webhooks/replay-failed', permission: 'system' },
  { method: 'GET', path: '/leads', permission: 'stats' },
  { method: 'PATCH', path: `/leads/${id}`, permission: 'stats' },
  { method: 'GET', path: '/subscriptions', permission: 'subscription_plans' },
  { method: 'GET', path: `/subscriptions/${id}`, permission: 'subscription_plans' },
  { method: 'POST', path: `/subscriptions/${id}/cancel`, permission: 'subscription_plans' },
  { method: 'POST', path: `/subscriptions/${id}/extend`, permission: 'subscription_plans' },
  { method: 'POST', path: `/subscriptions/${id}/retry-charge`, permission: 'subscription_plans' },
  { method: 'GET', path: '/dashboard', permission: 'stats' },
];

/** A body the route accepts (so "allowed" means past the guard, not a 400). */
function bodyFor(route: Route): Record<string, unknown> | undefined {
  if (route.method === 'GET') return undefined;
  if (route.method === 'DELETE') return { reason: 'Teste de permissões' };
  if (route.path === '/plans') {
    return {
      name: `Plano ${randomUUID().slice(0, 6)}`,
      priceCents: 1000,
      interval: 'monthly',
      userLimit: 5,
      active: false,
    };
  }
  if (route.method === 'PUT') return { displayOrder: 3 };
  if (route.method === 'PATCH') return { status: 'contacted' };
  if (route.path.endsWith('/settle')) return { reason: 'Teste de permissões' };
  if (route.path.endsWith('/cancel')) return { reason: 'Teste de permissões' };
  if (route.path.endsWith('/extend')) return { days: 3, reason: 'Teste de permissões' };
  return undefined;
}

describe('backoffice billing routes × roles and flags', () => {
  let t: TestApp;
  const staff = {} as Record<StaffRole, TestStaff>;
  let flagless: TestStaff;
  let customerHeaders: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp();
    for (const role of STAFF_ROLES) {
      // Every flag, so that only the role rule decides.
      staff[role] = await createStaffUser(t, {
        role,
        permissions: {
          subscription_plans: true,
          payments: true,
          stats: true,
          users: true,
          system: true,
        },
      });
    }
    flagless = await createStaffUser(t, {
      role: 'admin',
      permissions: {
        subscription_plans: false,
        payments: false,
        stats: false,
        users: false,
        system: false,
      },
    });
    customerHeaders = (await createCompanyWithUsers(t, { admins: 1, users: 0 })).admin.headers;
  });
  afterAll(() => t.close());

  const call = (route: Route, headers: Record<string, string>) => {
    const body = bodyFor(route);
    return t.app.inject({
      method: route.method,
      url: `/api/backoffice${route.path}`,
      headers,
      ...(body ? { payload: body } : {}),
    });
  };

  it.each(
    BACKOFFICE_BILLING_ROUTES.map(
      (route) => [`${route.method} ${route.path.replace(id, '{id}')}`, route] as const,
    ),
  )('%s: the role rule of spec §6, the flag, no customer token', async (_name, route) => {
    for (const role of STAFF_ROLES) {
      const response = await call(route, staff[role].headers);
      // A Visualizador never writes, whatever its flags (staff-guard.ts).
      const allowed =
        (!route.action || staffMay(role, route.action)) &&
        (route.method === 'GET' || role !== 'viewer');
      if (allowed) {
        expect([401, 403], `${role} ${response.body}`).not.toContain(response.statusCode);
        expect(response.statusCode, `${role} ${response.body}`).toBeLessThan(500);
      } else {
        expect(response.statusCode, role).toBe(403);
      }
    }
    // The flag is needed too, even by an admin.
    expect((await call(route, flagless.headers)).statusCode).toBe(403);
    // Only the flag the route names opens it.
    const onlyOther = await createStaffUser(t, {
      role: 'admin',
      permissions: {
        subscription_plans: route.permission !== 'subscription_plans',
        payments: route.permission !== 'payments',
        stats: route.permission !== 'stats',
        users: true,
        system: route.permission !== 'system',
      },
    });
    expect((await call(route, onlyOther.headers)).statusCode).toBe(403);
    expect((await call(route, customerHeaders)).statusCode).toBe(401);
    expect((await call(route, {})).statusCode).toBe(401);
  });
});
