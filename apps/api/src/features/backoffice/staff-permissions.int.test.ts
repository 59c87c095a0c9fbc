import { randomUUID } from 'node:crypto';
import {
  DEFAULT_STAFF_PERMISSIONS,
  STAFF_PERMISSIONS,
  STAFF_ROLES,
  type StaffAction,
  type StaffPermission,
  type StaffPermissions,
  type StaffRole,
  staffAuthErrorCodes,
  staffMay,
} from '@rumo/shared/backoffice/auth';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listOperations, type Operation } from '../../security/api-surface';
import { createStaffUser, type TestStaff } from '../../test/staff-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { staffUsers } from './backoffice.table';

/**
 * docs/staff-permissions.md, table 1, as data: every staff route of the OpenAPI document with
 * the flags that open it (any of them) and the spec §6 role rule. `own` routes are the caller's
 * own account: every signed-in staff member reaches them. A route missing here fails the test.
 */
type RouteRule = { own: true } | { flags: StaffPermission[]; action?: StaffAction };
const OWN = { own: true } as const;
const flag = (name: StaffPermission, action?: StaffAction): RouteRule =>
  action ? { flags: [name], action } : { flags: [name] };

const B = '/api/backoffice';
const STAFF_ROUTE_RULES: Record<string, RouteRule> = {
  [`GET ${B}/auth/me`]: OWN,
  [`GET ${B}/auth/verify`]: OWN,
  [`POST ${B}/auth/logout`]: OWN,
  [`POST ${B}/auth/password`]: OWN,
  [`GET ${B}/dashboard/`]: flag('stats'),
  [`GET ${B}/plans`]: flag('subscription_plans'),
  [`POST ${B}/plans`]: flag('subscription_plans', 'managePlans'),
  [`PUT ${B}/subscription-plans/{id}`]: flag('subscription_plans', 'managePlans'),
  [`DELETE ${B}/subscription-plans/{id}`]: flag('subscription_plans', 'deletePlans'),
  [`POST ${B}/subscription-plans/sync-efi`]: flag('subscription_plans', 'syncData'),
  [`GET ${B}/subscription-plans/test-efi-connection`]: flag('subscription_plans', 'testConnection'),
  [`POST ${B}/subscription-plans/{id}/create-efi-plan`]: flag('subscription_plans', 'managePlans'),
  [`GET ${B}/subscriptions/`]: flag('subscription_plans'),
  [`GET ${B}/subscriptions/{id}`]: flag('subscription_plans'),
  [`POST ${B}/subscriptions/{id}/cancel`]: flag('subscription_plans'),
  [`POST ${B}/subscriptions/{id}/extend`]: flag('subscription_plans'),
  [`POST ${B}/subscriptions/{id}/retry-charge`]: flag('subscription_plans'),
  [`GET ${B}/payments/`]: flag('payments'),
  [`GET ${B}/payments/pending`]: flag('payments'),
  [`GET ${B}/payments/overdue`]: flag('payments'),
  [`GET ${B}/payments/stats`]: flag('payments'),
  [`GET ${B}/payments/{id}`]: flag('payments'),
  [`POST ${B}/payments/{id}/sync-efi`]: flag('payments', 'syncPayment'),
  [`POST ${B}/payments/{id}/settle`]: flag('payments', 'settlePayment'),
  [`POST ${B}/payments/sync-all-pending`]: flag('payments', 'syncAllPayments'),
  [`GET ${B}/leads/`]: flag('stats'),
  [`PATCH ${B}/leads/{id}`]: flag('stats'),
  [`GET ${B}/stats/summary`]: flag('stats'),
  [`GET ${B}/stats/mrr`]: flag('stats'),
  [`GET ${B}/stats/engagement`]: flag('stats'),
  [`GET ${B}/stats/export.csv`]: flag('stats'),
  [`GET ${B}/companies/{id}`]: { flags: ['subscription_plans', 'stats'] },
  [`GET ${B}/users/`]: flag('users'),
  [`POST ${B}/users/`]: flag('users'),
  [`PATCH ${B}/users/{id}`]: flag('users'),
  [`POST ${B}/users/{id}/deactivate`]: flag('users'),
  [`POST ${B}/users/{id}/reactivate`]: flag('users'),
  [`POST ${B}/users/{id}/reset-password`]: flag('users'),
  [`GET ${B}/webhooks/`]: flag('system'),
  [`GET ${B}/webhooks/{id}`]: flag('system'),
  [`POST ${B}/webhooks/{id}/replay`]: flag('system'),
  [`POST ${B}/webhooks/replay-failed`]: flag('system'),
  [`GET ${B}/audit-log/`]: flag('system'),
  [`GET ${B}/settings/`]: flag('system'),
  [`PUT ${B}/settings/`]: flag('system'),
  [`GET ${B}/settings/fiscal/`]: flag('system'),
  [`PUT ${B}/settings/fiscal/`]: flag('system', 'manageFiscalSettings'),
  [`GET ${B}/invoices/`]: flag('payments'),
  [`GET ${B}/invoices/{id}`]: flag('payments'),
  [`GET ${B}/invoices/{id}/pdf`]: flag('payments'),
  [`GET ${B}/invoices/{id}/xml`]: flag('payments'),
  [`POST ${B}/invoices/{id}/retry`]: flag('payments', 'retryInvoice'),
  [`POST ${B}/invoices/{id}/cancel`]: flag('payments', 'cancelInvoice'),
  [`POST ${B}/invoices/{id}/reissue`]: flag('payments', 'reissueInvoice'),
  [`POST ${B}/invoices/retry`]: flag('payments', 'retryInvoice'),
};

/** The document's rule for one cell: the flag, the role rule, and a Visualizador never writes. */
function allowedCell(rule: RouteRule, method: string, role: StaffRole, flags: StaffPermissions) {
  if ('own' in rule) return true;
  const flagOk = rule.flags.some((name) => flags[name]);
  const roleOk = !rule.action || staffMay(role, rule.action);
  return flagOk && roleOk && (method === 'GET' || role !== 'viewer');
}

const noFlags = Object.fromEntries(STAFF_PERMISSIONS.map((name) => [name, false])) as Record<
  StaffPermission,
  boolean
>;
/** The flag columns of the matrix: none, each flag alone, all of them. */
const FLAG_SETS: [label: string, flags: StaffPermissions][] = [
  ['no flag', noFlags],
  ...STAFF_PERMISSIONS.map(
    (name) => [`only ${name}`, { ...noFlags, [name]: true }] as [string, StaffPermissions],
  ),
  ['every flag', Object.fromEntries(STAFF_PERMISSIONS.map((n) => [n, true])) as StaffPermissions],
];

const key = (operation: Operation) => `${operation.method} ${operation.path}`;

describe('staff permission matrix (docs/staff-permissions.md)', () => {
  let t: TestApp;
  let operations: Operation[];

  beforeAll(async () => {
    t = await createTestApp();
    operations = listOperations(t.app).filter(
      (op) => op.path.startsWith(`${B}/`) && op.authenticated,
    );
  });
  afterAll(() => t.close());

  const send = (operation: Operation, headers: Record<string, string>) =>
    t.app.inject({
      method: operation.method,
      url: operation.path.replace('{id}', randomUUID()),
      headers,
      ...(operation.method === 'GET' || operation.method === 'DELETE' ? {} : { payload: {} }),
    });

  it('lists every staff route of the API, and nothing else', () => {
    expect(operations.map(key).sort()).toEqual(Object.keys(STAFF_ROUTE_RULES).sort());
  });

  it('answers every route × role × flag cell as the document says', async () => {
    const failures: string[] = [];
    let cells = 0;
    for (const role of STAFF_ROLES) {
      for (const [label, flags] of FLAG_SETS) {
        const caller = await createStaffUser(t, { role, permissions: flags });
        // Logout would end the caller's session: it is the last call of the next test.
        for (const operation of operations.filter((op) => !key(op).endsWith('/auth/logout'))) {
          const rule = STAFF_ROUTE_RULES[key(operation)];
          if (!rule) continue;
          cells++;
          const response = await send(operation, caller.headers);
          const cell = `${key(operation)} as ${role} with ${label} -> ${response.statusCode}`;
          if (allowedCell(rule, operation.method, role, flags)) {
            if ([401, 403].includes(response.statusCode) || response.statusCode >= 500) {
              failures.push(`${cell} (should pass) ${response.body.slice(0, 120)}`);
            }
          } else if (response.statusCode !== 403) {
            failures.push(`${cell} (should be 403)`);
          } else if (role === 'viewer' && operation.method !== 'GET') {
            // Refused by the scope's rule before any route rule, with its own message.
            if (response.json().code !== staffAuthErrorCodes.viewerReadOnly) {
              failures.push(`${cell} (not the Visualizador's read-only refusal)`);
            }
          }
        }
      }
    }
    expect(failures).toEqual([]);
    expect(cells).toBeGreaterThan(STAFF_ROLES.length * FLAG_SETS.length * 40);
    // About 1,200 requests: a minute alone, several on a loaded 2-core machine.
  }, 300_000);

  it('holds someone who must choose a password to their own account, every role', async () => {
    const failures: string[] = [];
    for (const role of STAFF_ROLES) {
      const caller = await createStaffUser(t, { role, permissions: FLAG_SETS.at(-1)?.[1] });
      await t.db
        .update(staffUsers)
        .set({ mustChangePassword: true })
        .where(eq(staffUsers.id, caller.id));
      const ordered = [
        ...operations.filter((op) => !key(op).endsWith('/auth/logout')),
        ...operations.filter((op) => key(op).endsWith('/auth/logout')),
      ];
      for (const operation of ordered) {
        const response = await send(operation, caller.headers);
        const cell = `${key(operation)} as ${role} pending -> ${response.statusCode}`;
        if ('own' in (STAFF_ROUTE_RULES[key(operation)] ?? {})) {
          if (response.statusCode >= 401) failures.push(`${cell} (should pass)`);
        } else if (
          response.statusCode !== 403 ||
          response.json().code !== staffAuthErrorCodes.passwordChangeRequired
        ) {
          failures.push(`${cell} (should be 403 ${staffAuthErrorCodes.passwordChangeRequired})`);
        }
      }
    }
    expect(failures).toEqual([]);
  });
});

/**
 * docs/staff-permissions.md, table 2: Usuários do Sistema, by the caller's role (each with the
 * `users` flag on top of the role's defaults) and the target account's role. ✓ allowed, ✗ 403.
 */
type Target = StaffRole | 'self';
type AccountAction =
  | 'create'
  | 'changeRole'
  | 'promoteToAdmin'
  | 'promoteToOwnRole'
  | 'changeFlags'
  | 'deactivate'
  | 'reactivate'
  | 'resetPassword';
const TARGETS: Target[] = ['admin', 'manager', 'analyst', 'viewer', 'self'];
/** One string per action: the cells for targets admin, manager, analyst, viewer, self. */
const ACCOUNT_MATRIX: Record<StaffRole, Record<AccountAction, string>> = {
  admin: {
    create: '✓✓✓✓-',
    changeRole: '✓✓✓✓✗',
    promoteToAdmin: '-✓✓✓✗',
    promoteToOwnRole: '-✓✓✓✗',
    changeFlags: '✓✓✓✓✗',
    deactivate: '✓✓✓✓✗',
    reactivate: '✓✓✓✓✗',
    resetPassword: '✓✓✓✓✗',
  },
  manager: {
    create: '✗✗✓✓-',
    changeRole: '✗✗✓✓✗',
    promoteToAdmin: '-✗✗✗✗',
    promoteToOwnRole: '-✗✗✗✗',
    changeFlags: '✗✗✗✗✗',
    deactivate: '✗✗✓✓✗',
    reactivate: '✗✗✓✓✗',
    resetPassword: '✗✗✓✓✗',
  },
  analyst: {
    create: '✗✗✗✓-',
    changeRole: '✗✗✗✗✗',
    promoteToAdmin: '-✗✗✗✗',
    promoteToOwnRole: '-✗✗✗✗',
    changeFlags: '✗✗✗✗✗',
    deactivate: '✗✗✗✓✗',
    reactivate: '✗✗✗✓✗',
    resetPassword: '✗✗✗✓✗',
  },
  viewer: {
    create: '✗✗✗✗-',
    changeRole: '✗✗✗✗✗',
    promoteToAdmin: '-✗✗✗✗',
    promoteToOwnRole: '-✗✗✗✗',
    changeFlags: '✗✗✗✗✗',
    deactivate: '✗✗✗✗✗',
    reactivate: '✗✗✗✗✗',
    resetPassword: '✗✗✗✗✗',
  },
};

describe('staff accounts: nobody raises their own powers (docs/staff-permissions.md)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    // Admins besides the callers, so that the last-admin rule never decides a cell.
    await createStaffUser(t, { role: 'admin' });
  });
  afterAll(() => t.close());

  const request = (
    caller: TestStaff,
    action: AccountAction,
    target: { id: string; role: StaffRole },
  ) => {
    const base = `/api/backoffice/users/${target.id}`;
    const reason = 'Teste da matriz de permissões';
    const patch = (payload: object) => ({ method: 'PATCH' as const, url: base, payload });
    const spec = {
      create: {
        method: 'POST' as const,
        url: '/api/backoffice/users',
        payload: {
          name: 'Nova Pessoa',
          email: `matriz-${randomUUID().slice(0, 8)}@backoffice.rumo.test`,
          password: 'senha-inicial-1',
          role: target.role,
        },
      },
      // To another role: the viewer's is analyst, anyone else's is viewer.
      changeRole: patch({ role: target.role === 'viewer' ? 'analyst' : 'viewer', reason }),
      promoteToAdmin: patch({ role: 'admin', reason }),
      promoteToOwnRole: patch({ role: caller.role, reason }),
      // Grants `system` (none of the other roles has it by default); takes it from an admin.
      changeFlags: patch({ permissions: { system: target.role !== 'admin' }, reason }),
      deactivate: { method: 'POST' as const, url: `${base}/deactivate`, payload: { reason } },
      reactivate: { method: 'POST' as const, url: `${base}/reactivate`, payload: {} },
      resetPassword: { method: 'POST' as const, url: `${base}/reset-password`, payload: {} },
    }[action];
    return t.app.inject({ ...spec, headers: caller.headers });
  };

  it.each(STAFF_ROLES)('as %s with the users flag', async (role) => {
    const failures: string[] = [];
    for (const [action, cells] of Object.entries(ACCOUNT_MATRIX[role]) as [
      AccountAction,
      string,
    ][]) {
      for (const [index, target] of TARGETS.entries()) {
        const expected = [...cells][index];
        if (expected === '-') continue;
        const caller = await createStaffUser(t, {
          role,
          permissions: { ...DEFAULT_STAFF_PERMISSIONS[role], users: true },
        });
        const other =
          target === 'self'
            ? { id: caller.id, role }
            : action === 'create'
              ? { id: '', role: target }
              : await createStaffUser(t, { role: target });
        if (action === 'reactivate' && target !== 'self') {
          await t.db
            .update(staffUsers)
            .set({ status: 'disabled' })
            .where(eq(staffUsers.id, other.id));
        }
        const response = await request(caller, action, other);
        const cell = `${role} ${action} ${target} -> ${response.statusCode}`;
        // Deactivating oneself keeps its own answer (409 STAFF_SELF_DEACTIVATION), except for a
        // Visualizador, whom the scope refuses any write first.
        const refused =
          action === 'deactivate' && target === 'self' && role !== 'viewer' ? 409 : 403;
        if (expected === '✓' && response.statusCode >= 300) {
          failures.push(`${cell} (should pass) ${response.body.slice(0, 160)}`);
        }
        if (expected === '✗' && response.statusCode !== refused) {
          failures.push(`${cell} (should be ${refused})`);
        }
      }
    }
    expect(failures).toEqual([]);
  });
});
