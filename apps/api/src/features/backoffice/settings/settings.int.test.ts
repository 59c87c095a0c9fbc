import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD, uniqueEmail } from '../../../test/account-fixtures';
import { lastEmailTo } from '../../../test/mailbox';
import { createCompanyWithUsers, type FixtureCompany } from '../../../test/okr-fixtures';
import { createStaffUser, type TestStaff } from '../../../test/staff-fixtures';
import { createTestApp, type TestApp, testClock } from '../../../test/test-app';
import { subscriptions } from '../../billing/subscriptions.table';
import { recordEfiSuccess } from '../../platform-settings/public';
import { users } from '../../users/users.table';

const DAY_MS = 86_400_000;

describe('backoffice settings: read, change at runtime, effect, audit, permissions', () => {
  let t: TestApp;
  const clock = testClock(new Date('2025-06-15T15:00:00Z'));
  let admin: TestStaff;
  let manager: TestStaff;
  let viewerWithSystem: TestStaff;
  let customer: FixtureCompany;

  const read = (staff: { headers: Record<string, string> }) =>
    t.app.inject({ method: 'GET', url: '/api/backoffice/settings', headers: staff.headers });
  const write = (staff: { headers: Record<string, string> }, payload: unknown) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/backoffice/settings',
      headers: staff.headers,
      payload: payload as object,
    });

  async function register() {
    const email = uniqueEmail('config');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'Clara Config', email, company: 'Empresa Config', password: TEST_PASSWORD },
    });
    expect(response.statusCode, response.body).toBe(201);
    const [user] = await t.db.select().from(users).where(eq(users.email, email));
    const [subscription] = await t.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.companyId, user?.companyId ?? ''));
    return subscription;
  }

  beforeAll(async () => {
    t = await createTestApp({ now: clock.now, config: { salesEmail: 'vendas@rumo.test' } });
    admin = await createStaffUser(t, { role: 'admin' });
    manager = await createStaffUser(t, { role: 'manager' });
    viewerWithSystem = await createStaffUser(t, { role: 'viewer', permissions: { system: true } });
    customer = await createCompanyWithUsers(t);
  });
  afterAll(() => t.close());

  it('shows the Efí connection masked and the billing policy from the environment', async () => {
    const response = await read(admin);
    expect(response.statusCode).toBe(200);
    // The simulator's credentials are generated per install: only the ends of the id show.
    const clientId = t.config.efi.clientId;
    expect(clientId).toMatch(/^Client_Id_\w{8,}$/);
    expect(response.json().data).toEqual({
      efi: {
        mode: 'simulator',
        environment: 'sandbox',
        clientIdMasked: `Client_Id_${clientId.slice(10, 12)}…${clientId.slice(-2)}`,
        notificationUrl: t.config.efi.notificationUrl,
        lastSuccessAt: null,
        lastSuccessCall: null,
      },
      billing: {
        trialDays: { value: 14, default: 14, overridden: false },
        graceDays: { value: 10, default: 10, overridden: false },
        dunningDays: [0, 3, 7],
      },
      salesEmail: { value: 'vendas@rumo.test', default: 'vendas@rumo.test', overridden: false },
      updatedAt: null,
    });
    expect(response.body).not.toContain(t.config.efi.clientSecret);

    await recordEfiSuccess(t.db, 'connection_test', clock.now());
    // An older success never moves the time back.
    await recordEfiSuccess(t.db, 'reconciliation', new Date('2025-06-01T00:00:00Z'));
    expect((await read(viewerWithSystem)).json().data.efi).toMatchObject({
      lastSuccessAt: '2025-06-15T15:00:00.000Z',
      lastSuccessCall: 'connection_test',
    });
  });

  it('changes trial days and sales e-mail at runtime: the next registration and lead use them', async () => {
    expect((await register())?.trialEndsAt?.getTime()).toBe(clock.now().getTime() + 14 * DAY_MS);

    const response = await write(admin, { trialDays: 30, salesEmail: 'Comercial@Rumo.test' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      billing: { trialDays: { value: 30, default: 14, overridden: true } },
      salesEmail: { value: 'comercial@rumo.test', overridden: true },
      updatedAt: '2025-06-15T15:00:00.000Z',
    });
    expect((await register())?.trialEndsAt?.getTime()).toBe(clock.now().getTime() + 30 * DAY_MS);

    const lead = await t.app.inject({
      method: 'POST',
      url: '/api/leads/beta',
      payload: {
        name: 'Lia Beta',
        email: uniqueEmail('lia'),
        company: 'Beta Ltda',
        companySize: '201-1000',
      },
      remoteAddress: '10.9.0.1',
    });
    expect(lead.statusCode, lead.body).toBe(201);
    expect((await lastEmailTo(t, 'comercial@rumo.test')).subject).toBeTruthy();

    const audit = await t.app.inject({
      method: 'GET',
      url: '/api/backoffice/audit-log?action=settings.updated',
      headers: admin.headers,
    });
    expect(audit.json()).toMatchObject({
      total: 1,
      data: [
        {
          actor: { id: admin.id },
          targetType: 'backoffice_settings',
          before: { trialDays: null, graceDays: null, salesEmail: null },
          after: { trialDays: 30, graceDays: null, salesEmail: 'comercial@rumo.test' },
          reason: null,
        },
      ],
    });

    // null goes back to the environment's value.
    const reset = await write(admin, { trialDays: null, graceDays: 3 });
    expect(reset.json().data.billing).toMatchObject({
      trialDays: { value: 14, overridden: false },
      graceDays: { value: 3, default: 10, overridden: true },
    });
    expect((await register())?.trialEndsAt?.getTime()).toBe(clock.now().getTime() + 14 * DAY_MS);
  });

  it('applies a new grace period to past-due companies', async () => {
    await t.db.insert(subscriptions).values({
      companyId: customer.companyId,
      status: 'past_due',
      pastDueSince: new Date(clock.now().getTime() - 5 * DAY_MS),
    });
    const access = () =>
      t.app.inject({ method: 'GET', url: '/api/billing/access', headers: customer.admin.headers });
    // Grace 3 days (set above): five days late is read-only.
    expect((await access()).json()).toMatchObject({ readOnly: true, reason: 'payment_overdue' });
    await write(admin, { graceDays: 7 });
    expect((await access()).json()).toMatchObject({ readOnly: false, graceDaysLeft: 2 });
  });

  it('refuses malformed bodies with 400', async () => {
    for (const payload of [
      {},
      { trialDays: 366 },
      { trialDays: -1 },
      { trialDays: 1.5 },
      { trialDays: '10' },
      { graceDays: 61 },
      { salesEmail: 'não é e-mail' },
      { salesEmail: '' },
      { outra: 1 },
      [],
    ]) {
      const response = await write(admin, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toHaveProperty('message');
    }
  });

  it('needs the system flag, and a Visualizador only reads even with it', async () => {
    expect((await read(manager)).statusCode).toBe(403);
    expect((await write(manager, { trialDays: 5 })).statusCode).toBe(403);
    expect((await read(viewerWithSystem)).statusCode).toBe(200);
    expect((await write(viewerWithSystem, { trialDays: 20 })).statusCode).toBe(403);
    expect((await read(customer.admin)).statusCode).toBe(401);
    expect((await write(customer.admin, { trialDays: 5 })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/backoffice/settings' })).statusCode,
    ).toBe(401);
  });
});
