import { STAFF_PERMISSIONS, type StaffPermission } from '@rumo/shared/backoffice/auth';
import { errorBodySchema } from '@rumo/shared/common/errors';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { objectives } from '../features/objectives/public';
import type { TestUser } from '../test/account-fixtures';
import { createObjective } from '../test/okr-fixtures';
import { createStaffUser, type TestStaff } from '../test/staff-fixtures';
import { createTestApp, type TestApp } from '../test/test-app';
import {
  buildSecurityWorld,
  listOperations,
  type Operation,
  type SecurityWorld,
  urlFor,
} from './api-surface';

/** Routes anyone may call. A route missing from here must demand a session. */
const PUBLIC_ROUTES = new Set([
  'GET /api/health',
  'POST /api/auth/register',
  'POST /api/auth/activate',
  'POST /api/auth/login',
  'POST /api/auth/forgot-password',
  'POST /api/auth/reset-password',
  'GET /api/dev/mailbox',
  'GET /api/plans/',
  'POST /api/leads/proposal',
  'POST /api/leads/beta',
  'POST /api/webhooks/efi',
  'POST /api/webhooks/nfse',
  'GET /api/billing/config',
  'POST /api/checkout',
  'GET /api/checkout/{id}',
  'POST /api/checkout/lead',
  'GET /api/auth/purchase-activation',
  'POST /api/auth/activate-purchase',
  'POST /api/backoffice/auth/login',
  'POST /api/backoffice/auth/refresh',
  'GET /api/auth/invitation',
  'POST /api/auth/accept-invitation',
  'POST /api/notifications/unsubscribe',
  'POST /api/dev/reminders/run',
  'GET /api/sso/discover',
  'GET /api/sso/oidc/start',
  'GET /api/sso/oidc/callback',
  'POST /api/sso/oidc/backchannel-logout/{id}',
  'GET /api/sso/saml/{companyId}/metadata',
  'GET /api/sso/saml/{companyId}/start',
  'POST /api/sso/saml/{companyId}/acs',
  'GET /api/sso/saml/{companyId}/slo',
  'POST /api/sso/saml/{companyId}/slo',
  // OAuth for /mcp (features/oauth): metadata, client registration, authorize, token.
  'GET /.well-known/oauth-protected-resource',
  'GET /.well-known/oauth-protected-resource/mcp',
  'GET /.well-known/oauth-authorization-server',
  'POST /oauth/register',
  'GET /oauth/authorize',
  'POST /oauth/token',
]);

/** Reads that need a query to be valid get a typical one (anything else is a 400). */
const REQUIRED_QUERIES: Record<string, string> = {
  'GET /api/search/': '?q=objetivo',
  'GET /api/objectives/tree/nodes': '?pillarId=none',
  'GET /api/planning/coverage/objectives': '?pillarId=none',
  'GET /api/presentation/slides': '?offset=10',
  'GET /api/oauth/consent': `?response_type=code&client_id=00000000-0000-4000-8000-000000000000&redirect_uri=https%3A%2F%2Fa.example%2Fcb&code_challenge=${'c'.repeat(43)}&code_challenge_method=S256`,
};

/**
 * Backoffice routes every signed-in staff member may call (their own session). Every other
 * staff route needs a permission flag (`requireStaff({ permission })`), so a staff member
 * without flags gets 403 there.
 */
const STAFF_SELF_ROUTES = new Set([
  'GET /api/backoffice/auth/me',
  'GET /api/backoffice/auth/verify',
  'POST /api/backoffice/auth/logout',
  'POST /api/backoffice/auth/password',
]);

/** Routes only a company admin may call: a plain user gets 403. */
const ADMIN_ROUTES = new Set([
  'POST /api/teams/',
  'PUT /api/teams/{id}',
  'DELETE /api/teams/{id}',
  'PUT /api/teams/{id}/members',
  'GET /api/users/',
  'POST /api/users/invite',
  'POST /api/users/{id}/resend-invite',
  'PUT /api/users/{id}/role',
  'POST /api/users/{id}/deactivate',
  'POST /api/users/{id}/reactivate',
  'PUT /api/users/{id}/team',
  'PUT /api/settings/',
  'POST /api/settings/logo',
  'DELETE /api/settings/logo',
  'POST /api/cycles/',
  'PUT /api/cycles/{id}',
  'DELETE /api/cycles/{id}',
  'POST /api/cycles/{id}/activate',
  'POST /api/cycles/{id}/close',
  'POST /api/cycles/{id}/finish',
  'PUT /api/planning/',
  'POST /api/pillars/',
  'PUT /api/pillars/{id}',
  'DELETE /api/pillars/{id}',
  'GET /api/privacy/company-export',
  'POST /api/privacy/company-deletion',
  'DELETE /api/privacy/company-deletion',
  'GET /api/billing/subscription',
  'GET /api/billing/payments',
  'PUT /api/billing/plan',
  'PUT /api/billing/card',
  'POST /api/billing/cancel',
  'POST /api/billing/cancel/undo',
  'POST /api/billing/pay',
  'PUT /api/billing/payment-method',
  'GET /api/billing/invoices/{id}/pdf',
  'GET /api/billing/invoices/{id}/xml',
  'GET /api/billing/fiscal-data',
  'PUT /api/billing/fiscal-data',
  'GET /api/okr-import/model.csv',
  'GET /api/okr-import/model.xlsx',
  'POST /api/okr-import/preview',
  'POST /api/okr-import/',
  'GET /api/auth/sign-ins',
  'GET /api/sso-domains/',
  'POST /api/sso-domains/',
  'POST /api/sso-domains/{id}/verify',
  'PUT /api/sso-domains/{id}/enforcement',
  'DELETE /api/sso-domains/{id}',
  'PUT /api/sso-domains/provisioning',
  'GET /api/sso/providers',
  'POST /api/sso/providers/oidc',
  'PUT /api/sso/providers/oidc/{id}',
  'DELETE /api/sso/providers/{id}',
  'POST /api/sso/oidc/test-connection',
  'GET /api/sso/saml/',
  'PUT /api/sso/saml/',
  'DELETE /api/sso/saml/',
  'GET /api/scim-tokens/',
  'POST /api/scim-tokens/',
  'DELETE /api/scim-tokens/{id}',
  'GET /api/api-tokens/',
  'POST /api/api-tokens/',
  'DELETE /api/api-tokens/{id}',
  'GET /api/integrations/webhooks/',
  'POST /api/integrations/webhooks/',
  'PATCH /api/integrations/webhooks/{id}',
  'DELETE /api/integrations/webhooks/{id}',
  'POST /api/integrations/webhooks/{id}/rotate-secret',
  'POST /api/integrations/webhooks/{id}/test',
  'GET /api/integrations/webhooks/{id}/deliveries',
  'POST /api/integrations/webhooks/{id}/deliveries/{deliveryId}/replay',
]);

/** Reads of a record the security world does not create (company A has no nota fiscal): 404. */
const READS_WITHOUT_RECORD = new Set([
  'GET /api/billing/invoices/{id}/pdf',
  'GET /api/billing/invoices/{id}/xml',
  // The consent of a client nobody registered (the world registers none).
  'GET /api/oauth/consent',
]);

/*
 * Private objectives and drafts (issue 23): who may READ an objective, person by person and read
 * path by read path (list, detail, tree, key results, check-ins, comments, activity, dashboard,
 * teams, Planejamento, search, evolution, CSV export), is proven in
 * features/objectives/objective-visibility.int.test.ts; the rule in features/objectives/visibility.repository.ts.
 */

/**
 * Routes where a plain user may get 403 for a rule about the record (not their objective, not
 * their latest check-in), not for their role.
 */
const RECORD_RULE_ROUTES = new Set([
  'PUT /api/objectives/{id}',
  'DELETE /api/objectives/{id}',
  'POST /api/objectives/{id}/close',
  'POST /api/objectives/{id}/reopen',
  'POST /api/objectives/{id}/duplicate',
  // Approval: owner submits; team leader or admin decides (role by role in approval.int.test.ts).
  'POST /api/objectives/{id}/submit',
  'POST /api/objectives/{id}/approve',
  'POST /api/objectives/{id}/return',
  'POST /api/objectives/{id}/key-results',
  'PUT /api/key-results/{id}',
  'DELETE /api/key-results/{id}',
  'POST /api/key-results/{id}/check-ins',
  'PUT /api/check-ins/{id}',
  'DELETE /api/check-ins/{id}',
  // KPIs: admins and the team's leader manage, the owner records (a plain user leads no team).
  'POST /api/kpis/',
  'PUT /api/kpis/{id}',
  'PUT /api/kpis/{id}/archived',
  'PUT /api/kpis/{id}/values',
  'POST /api/kpis/{id}/import/preview',
  'POST /api/kpis/{id}/import',
  'PUT /api/key-results/{id}/score',
  'PUT /api/objectives/{id}/retrospective',
  'POST /api/objectives/{id}/carry-over',
  'POST /api/key-results/{id}/initiatives',
  'PUT /api/key-results/{id}/initiatives/order',
  'PUT /api/initiatives/{id}',
  'PATCH /api/initiatives/{id}/status',
  'DELETE /api/initiatives/{id}',
]);

/** Calls that end the caller's session: the matrix would sign its own people out. */
const SESSION_ENDING_ROUTES = new Set(['POST /api/auth/logout', 'PUT /api/profile/password']);

const key = (operation: Operation) => `${operation.method} ${operation.path}`;

/**
 * The permission flag each backoffice area needs (by path prefix). A staff member with only
 * that flag reads there; one with every flag but that one is refused. The company view opens
 * with `stats` or `subscription_plans`.
 */
const STAFF_AREA_PERMISSIONS: [prefix: string, flag: StaffPermission][] = [
  ['/api/backoffice/users', 'users'],
  ['/api/backoffice/audit-log', 'system'],
  ['/api/backoffice/settings', 'system'],
  ['/api/backoffice/invoices', 'payments'],
  ['/api/backoffice/stats/', 'stats'],
  ['/api/backoffice/companies/', 'stats'],
];
const onlyFlag = (flag: StaffPermission) =>
  Object.fromEntries(STAFF_PERMISSIONS.map((name) => [name, name === flag])) as Record<
    StaffPermission,
    boolean
  >;
const allBut = (...flags: StaffPermission[]) =>
  Object.fromEntries(STAFF_PERMISSIONS.map((name) => [name, !flags.includes(name)])) as Record<
    StaffPermission,
    boolean
  >;
/** The staff API (staff tokens only); everything else is the customer API. */
const isStaffRoute = (operation: Operation) => operation.path.startsWith('/api/backoffice/');
const SECRET_PATTERN = /password_?hash|\$scrypt|scrypt\$|"token":|jwt-secret|segredo-de-a/i;

describe('authorization matrix (every route of the OpenAPI document)', () => {
  let t: TestApp;
  let world: SecurityWorld;
  let operations: Operation[];
  /** Customer routes (the customer scope and the open ones). */
  let customerOperations: Operation[];
  /** Backoffice routes that demand a staff token. */
  let staffOperations: Operation[];
  /** The public API's routes (API tokens only). */
  let v1Operations: Operation[];
  let staffAdmin: TestStaff;
  let staffWithoutFlags: TestStaff;

  beforeAll(async () => {
    t = await createTestApp();
    world = await buildSecurityWorld(t);
    // /scim/v2 answers in SCIM's own schema to its own tokens: scim-surface.int.test.ts.
    // /api/v1 answers to API tokens only: its own block below and public-api.int.test.ts.
    v1Operations = listOperations(t.app).filter((op) => op.path.startsWith('/api/v1/'));
    // /mcp answers JSON-RPC to API tokens: mcp-surface.int.test.ts.
    operations = listOperations(t.app).filter(
      (op) =>
        !op.path.startsWith('/api/dev/') &&
        !op.path.startsWith('/scim/') &&
        !op.path.startsWith('/api/v1/') &&
        !op.path.startsWith('/mcp'),
    );
    customerOperations = operations.filter((op) => !isStaffRoute(op));
    staffOperations = operations.filter((op) => isStaffRoute(op) && op.authenticated);
    staffAdmin = await createStaffUser(t, { role: 'admin' });
    staffWithoutFlags = await createStaffUser(t, {
      role: 'viewer',
      permissions: {
        subscription_plans: false,
        payments: false,
        stats: false,
        users: false,
        system: false,
      },
    });
  });
  afterAll(() => t.close());

  const send = (operation: Operation, headers: Record<string, string>, id?: string) =>
    t.app.inject({
      method: operation.method,
      url: urlFor(operation, world.idsOfA, id) + (REQUIRED_QUERIES[key(operation)] ?? ''),
      headers,
      ...(operation.method === 'GET' || operation.method === 'DELETE' ? {} : { payload: {} }),
    });

  it('lists every route it knows, and each unauthenticated one is on the public list', () => {
    expect(operations.length).toBeGreaterThan(60);
    const open = operations.filter((op) => !op.authenticated).map(key);
    expect(open.filter((route) => !PUBLIC_ROUTES.has(route))).toEqual([]);
    const known = operations.map(key);
    for (const route of [...ADMIN_ROUTES, ...RECORD_RULE_ROUTES]) expect(known).toContain(route);
  });

  it('answers /api/v1 to API tokens only: 401 to anonymous, session and staff tokens', async () => {
    expect(v1Operations.length).toBeGreaterThan(10);
    const failures: string[] = [];
    let caller = 0;
    for (const operation of v1Operations) {
      for (const headers of [{}, world.a.admin.headers, staffAdmin.headers]) {
        // Each from its own address: 20 wrong tokens from one address answer 429 (by design).
        caller += 1;
        const response = await t.app.inject({
          method: operation.method,
          url: urlFor(operation, world.idsOfA),
          headers,
          remoteAddress: `10.26.${Math.floor(caller / 250)}.${caller % 250}`,
          ...(operation.method === 'GET' ? {} : { payload: {} }),
        });
        const body = errorBodySchema.strict().safeParse(response.json());
        if (response.statusCode !== 401 || !body.success) {
          failures.push(`${key(operation)} -> ${response.statusCode}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('answers 401 with the standard body to anonymous callers of every non-public route', async () => {
    const failures: string[] = [];
    for (const operation of operations.filter((op) => !PUBLIC_ROUTES.has(key(op)))) {
      const response = await send(operation, {});
      const body = errorBodySchema.strict().safeParse(response.json());
      if (response.statusCode !== 401 || !body.success) {
        failures.push(`${key(operation)} -> ${response.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('refuses admin routes to plain users, and only rule-bound routes refuse them otherwise', async () => {
    const failures: string[] = [];
    const signedIn = customerOperations.filter(
      (op) => op.authenticated && !SESSION_ENDING_ROUTES.has(key(op)),
    );
    for (const operation of signedIn) {
      const route = key(operation);
      const response = await send(operation, world.a.user.headers);
      if (ADMIN_ROUTES.has(route)) {
        // Routes checking the role after validation may stop an empty body first.
        const expected =
          operation.method === 'GET' || operation.method === 'DELETE' ? [403] : [400, 403];
        if (!expected.includes(response.statusCode))
          failures.push(`${route} -> ${response.statusCode}`);
      } else if (response.statusCode === 403 && !RECORD_RULE_ROUTES.has(route)) {
        failures.push(`${route} -> unexpected 403`);
      }
      if (response.statusCode >= 500) failures.push(`${route} -> ${response.statusCode}`);
    }
    expect(failures).toEqual([]);
  });

  it("never shows or changes company A's records to company B's admin", async () => {
    const failures: string[] = [];
    for (const operation of customerOperations.filter((op) => op.path.includes('{id}'))) {
      const response = await send(operation, world.b.admin.headers);
      if (![400, 404].includes(response.statusCode)) {
        failures.push(`${key(operation)} -> ${response.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('answers 404 to check-in writes on a key result whose objective the writer may not see', async () => {
    const { a, idsOfA } = world;
    /** An objective of the admin with a key result of a.user. */
    const objectiveOfAdmin = (fields: { private?: boolean; status?: 'draft' }) =>
      createObjective(t, {
        ...{ companyId: a.companyId, cycleId: idsOfA.cycles ?? '', ownerId: a.admin.id },
        ...{ ...fields, keyResults: [{ ownerId: a.user.id }] },
      });
    const made = [
      await objectiveOfAdmin({ private: true }),
      await objectiveOfAdmin({ status: 'draft' }),
      await objectiveOfAdmin({}),
    ];
    const [secret, draft, open] = made.map(
      (objective) => `/api/key-results/${objective.keyResultIds[0]}/check-ins`,
    );
    const write = (who: TestUser, method: 'POST' | 'PUT' | 'DELETE', url: string) =>
      t.app.inject({
        ...{ method, url, headers: who.headers },
        ...(method === 'DELETE' ? {} : { payload: { value: 1, confidence: 'on_track' } }),
      });
    // a.user's own check-in while the objective was public, then the objective is made private.
    const own = `/api/check-ins/${(await write(a.user, 'POST', open ?? '')).json().id}`;
    await t.db
      .update(objectives)
      .set({ private: true })
      .where(eq(objectives.id, made[2]?.id ?? ''));
    const rows: [string, TestUser, 'POST' | 'PUT' | 'DELETE', string, number][] = [
      ['POST private', a.user, 'POST', secret ?? '', 404],
      ['POST draft', a.user, 'POST', draft ?? '', 404],
      ['POST private, admin', a.admin, 'POST', secret ?? '', 201],
      ['PUT own, made private', a.user, 'PUT', own, 404],
      ['DELETE own, made private', a.user, 'DELETE', own, 404],
    ];
    const failures: string[] = [];
    for (const [label, who, method, url, expected] of rows) {
      const { statusCode } = await write(who, method, url);
      if (statusCode !== expected) failures.push(`${label} -> ${statusCode}`);
    }
    expect(failures).toEqual([]);
  });

  it('answers every read of the admin without a 5xx and without secrets', async () => {
    const failures: string[] = [];
    for (const operation of customerOperations.filter(
      (op) => op.authenticated && op.method === 'GET',
    )) {
      const response = await send(operation, world.a.admin.headers);
      const missing = READS_WITHOUT_RECORD.has(key(operation)) && response.statusCode === 404;
      if (response.statusCode >= 400 && !missing) {
        failures.push(`${key(operation)} -> ${response.statusCode}`);
      }
      if (SECRET_PATTERN.test(response.body) || response.body.includes(world.a.admin.token)) {
        failures.push(`${key(operation)} leaks a secret`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('answers 401 to customer tokens on every staff route', async () => {
    expect(staffOperations.length).toBeGreaterThan(5);
    const failures: string[] = [];
    for (const operation of staffOperations) {
      for (const person of [world.a.admin, world.a.user]) {
        const response = await send(operation, person.headers);
        if (response.statusCode !== 401)
          failures.push(`${key(operation)} -> ${response.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('answers 401 to staff tokens on every customer route that needs sign-in', async () => {
    const failures: string[] = [];
    for (const operation of customerOperations.filter((op) => !PUBLIC_ROUTES.has(key(op)))) {
      const response = await send(operation, staffAdmin.headers);
      if (response.statusCode !== 401) failures.push(`${key(operation)} -> ${response.statusCode}`);
    }
    expect(failures).toEqual([]);
  });

  it('refuses every staff route but the own-session ones to staff without permission flags', async () => {
    const failures: string[] = [];
    for (const operation of staffOperations.filter((op) => !STAFF_SELF_ROUTES.has(key(op)))) {
      const response = await send(operation, staffWithoutFlags.headers);
      if (response.statusCode !== 403) failures.push(`${key(operation)} -> ${response.statusCode}`);
    }
    expect(failures).toEqual([]);
    for (const route of STAFF_SELF_ROUTES) expect(staffOperations.map(key)).toContain(route);
  });

  it('answers every staff read of a staff admin without a 5xx and without secrets', async () => {
    const failures: string[] = [];
    for (const operation of staffOperations.filter((op) => op.method === 'GET')) {
      const response = await send(operation, staffAdmin.headers);
      // A made-up `{id}` may answer 404.
      const allowed = operation.path.includes('{id}') ? [404] : [];
      if (response.statusCode >= 400 && !allowed.includes(response.statusCode)) {
        failures.push(`${key(operation)} -> ${response.statusCode}`);
      }
      if (SECRET_PATTERN.test(response.body) || response.body.includes(staffAdmin.accessToken)) {
        failures.push(`${key(operation)} leaks a secret`);
      }
    }
    expect(failures).toEqual([]);
  });
  it('opens each backoffice area with its own flag only (reads), and refuses it without', async () => {
    const failures: string[] = [];
    const reads = staffOperations.filter((op) => op.method === 'GET');
    for (const [prefix, flag] of STAFF_AREA_PERMISSIONS) {
      const area = reads.filter((op) => op.path.startsWith(prefix));
      if (area.length === 0) failures.push(`${prefix}: no route`);
      const allowed = await createStaffUser(t, { role: 'admin', permissions: onlyFlag(flag) });
      const refusedFlags = prefix.startsWith('/api/backoffice/companies/')
        ? allBut('stats', 'subscription_plans')
        : allBut(flag);
      const refused = await createStaffUser(t, { role: 'admin', permissions: refusedFlags });
      for (const operation of area) {
        const ok = await send(operation, allowed.headers);
        if (ok.statusCode === 403 || ok.statusCode >= 500) {
          failures.push(`${key(operation)} with ${flag} -> ${ok.statusCode}`);
        }
        const no = await send(operation, refused.headers);
        if (no.statusCode !== 403)
          failures.push(`${key(operation)} without ${flag} -> ${no.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
