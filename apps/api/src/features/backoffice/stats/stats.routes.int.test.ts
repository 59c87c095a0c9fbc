import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCheckInRow } from '../../../test/checkin-fixtures';
import {
  createCompanyWithUsers,
  createCycle,
  createObjective,
  type FixtureCompany,
} from '../../../test/okr-fixtures';
import { createStaffUser, type TestStaff } from '../../../test/staff-fixtures';
import { createTestApp, type TestApp, testClock } from '../../../test/test-app';
import { subscriptionPlans } from '../../billing/plans.table';
import { subscriptions } from '../../billing/subscriptions.table';
import { users } from '../../users/users.table';

/**
 * Today is 15/06/2025. X (paying) checks in on time: 6 of its 8 key-result weeks; Y (paying)
 * checked in once, three weeks ago (at risk); Z is on trial without OKRs and has never checked in
 * (at risk whatever its status).
 */
describe('backoffice stats routes: engagement, company view, permissions', () => {
  let t: TestApp;
  const clock = testClock(new Date('2025-06-15T15:00:00Z'));
  let x: FixtureCompany;
  let y: FixtureCompany;
  let z: FixtureCompany;
  let viewer: TestStaff;
  let analyst: TestStaff;
  let managerWithoutStats: TestStaff;
  let paymentsOnly: TestStaff;

  const get = (url: string, staff: { headers: Record<string, string> }) =>
    t.app.inject({ method: 'GET', url, headers: staff.headers });

  beforeAll(async () => {
    t = await createTestApp({ now: clock.now });
    const [plan] = await t.db
      .insert(subscriptionPlans)
      .values({
        tier: 'equipe',
        name: 'Equipe',
        priceCents: 12_000,
        interval: 'yearly',
        userLimit: 4,
      })
      .returning();
    if (!plan) throw new Error('no plan');

    x = await createCompanyWithUsers(t, { name: 'Xis Engajada', admins: 1, users: 1 });
    y = await createCompanyWithUsers(t, { name: 'Ypsilon Parada', admins: 1, users: 0 });
    z = await createCompanyWithUsers(t, { name: 'Zeta em Teste', admins: 1, users: 0 });
    for (const company of [x, y]) {
      await t.db
        .insert(subscriptions)
        .values({ companyId: company.companyId, planId: plan.id, status: 'active' });
    }
    await t.db.insert(subscriptions).values({
      companyId: z.companyId,
      status: 'trialing',
      trialEndsAt: new Date('2025-06-20T12:00:00Z'),
    });
    await t.db
      .update(users)
      .set({ lastLoginAt: new Date('2025-06-10T12:00:00Z') })
      .where(eq(users.id, x.user.id));

    const quarter = { startDate: '2025-04-01', endDate: '2025-06-30' };
    const cycleX = await createCycle(t, x.companyId, quarter);
    const objectiveX = await createObjective(t, {
      companyId: x.companyId,
      cycleId: cycleX.id,
      ownerId: x.admin.id,
      keyResults: [{}, {}],
    });
    const [kr1, kr2] = objectiveX.keyResultIds as [string, string];
    const checkIn = (keyResultId: string, date: string, company = x) =>
      insertCheckInRow(t, {
        companyId: company.companyId,
        keyResultId,
        authorId: company.admin.id,
        value: 1,
        date,
      });
    for (const day of ['2025-06-14', '2025-06-07', '2025-05-31', '2025-05-24']) {
      await checkIn(kr1, day);
    }
    // Two in the same week count once; one five weeks ago not at all.
    for (const day of ['2025-06-10', '2025-06-11', '2025-06-03', '2025-05-10']) {
      await checkIn(kr2, day);
    }
    // A draft objective's key result is not active.
    const draft = await createObjective(t, {
      companyId: x.companyId,
      cycleId: cycleX.id,
      ownerId: x.admin.id,
      status: 'draft',
      keyResults: [{}],
    });
    expect(draft.keyResultIds).toHaveLength(1);

    const cycleY = await createCycle(t, y.companyId, quarter);
    const objectiveY = await createObjective(t, {
      companyId: y.companyId,
      cycleId: cycleY.id,
      ownerId: y.admin.id,
      keyResults: [{}],
    });
    await checkIn(objectiveY.keyResultIds[0] as string, '2025-05-25', y);

    viewer = await createStaffUser(t, { role: 'viewer' });
    analyst = await createStaffUser(t, { role: 'analyst' });
    managerWithoutStats = await createStaffUser(t, {
      role: 'manager',
      permissions: { stats: false },
    });
    paymentsOnly = await createStaffUser(t, { role: 'analyst', permissions: { stats: false } });
  });
  afterAll(() => t.close());

  it('lists engagement with the companies at risk first', async () => {
    const response = await get('/api/backoffice/stats/engagement', viewer);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ page: 1, limit: 20, total: 3 });
    expect(body.data.map((row: { companyName: string }) => row.companyName)).toEqual([
      'Zeta em Teste',
      'Ypsilon Parada',
      'Xis Engajada',
    ]);
    const [zeta, ypsilon, xis] = body.data;
    expect(ypsilon).toMatchObject({
      status: 'active',
      plan: { name: 'Equipe', interval: 'yearly', userLimit: 4 },
      engagement: {
        activeKeyResults: 1,
        onTimeWeeks: 1,
        onTimeRate: 0.25,
        activeUsers: 0,
        atRisk: true,
        riskReasons: ['low_engagement', 'no_recent_check_in'],
      },
    });
    expect(zeta).toMatchObject({
      status: 'trialing',
      plan: null,
      engagement: {
        activeKeyResults: 0,
        onTimeRate: null,
        lastCheckInAt: null,
        atRisk: true,
        riskReasons: ['never_checked_in'],
      },
    });
    expect(xis.engagement).toMatchObject({
      activeKeyResults: 2,
      onTimeWeeks: 6,
      onTimeRate: 0.75,
      activeUsers: 2,
      lastCheckInAt: '2025-06-14T12:00:00.000Z',
      atRisk: false,
    });

    const atRisk = await get('/api/backoffice/stats/engagement?atRisk=true&limit=1', analyst);
    expect(atRisk.json()).toMatchObject({
      total: 2,
      limit: 1,
      data: [{ companyName: 'Zeta em Teste' }],
    });
    const byName = await get('/api/backoffice/stats/engagement?sort=name&page=2&limit=2', viewer);
    expect(byName.json()).toMatchObject({
      page: 2,
      total: 3,
      data: [{ companyName: 'Zeta em Teste' }],
    });
  });

  it('shows a company: users, subscription, plan usage, engagement, last activity', async () => {
    const response = await get(`/api/backoffice/companies/${x.companyId}`, managerWithoutStats);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      id: x.companyId,
      name: 'Xis Engajada',
      users: { total: 2, active: 2, pending: 0, disabled: 0 },
      subscription: { status: 'active', cancelAtPeriodEnd: false },
      plan: { name: 'Equipe', priceCents: 12_000 },
      usage: { seats: 2, limit: 4, share: 0.5 },
      mrrCents: 1_000,
      engagement: { onTimeRate: 0.75, atRisk: false },
      lastActivityAt: '2025-06-14T12:00:00.000Z',
    });
    const trial = await get(`/api/backoffice/companies/${z.companyId}`, viewer);
    expect(trial.json().data).toMatchObject({
      plan: null,
      usage: { seats: 1, limit: null, share: null },
      mrrCents: 0,
    });
    const missing = await get(
      '/api/backoffice/companies/00000000-0000-4000-8000-000000000000',
      viewer,
    );
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Empresa não encontrada.');
    expect((await get('/api/backoffice/companies/nao-e-um-id', viewer)).statusCode).toBe(400);
  });

  it('serves the MRR series, the summary and the CSV', async () => {
    const series = await get('/api/backoffice/stats/mrr?months=3', viewer);
    expect(series.statusCode).toBe(200);
    expect(series.json().data.map((point: { month: string }) => point.month)).toEqual([
      '2025-04',
      '2025-05',
      '2025-06',
    ]);
    // Two yearly Equipe plans (R$ 120,00 / 12 each) are paying now.
    expect(series.json().data[2]).toMatchObject({
      mrrCents: 2_000,
      payingCompanies: 2,
      newCents: 2_000,
    });

    const summary = await get(
      '/api/backoffice/stats/summary?from=2025-06-01&to=2025-06-15',
      analyst,
    );
    expect(summary.statusCode).toBe(200);
    expect(summary.json().data).toMatchObject({
      mrrCents: 2_000,
      arrCents: 24_000,
      arpaCents: 1_000,
    });

    const csv = await get('/api/backoffice/stats/export.csv?months=2', viewer);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toContain('mrr-2025-06-15.csv');
    expect(csv.body.startsWith('\uFEFFMês;MRR (R$)')).toBe(true);
    expect(csv.body.split('\r\n')[2]).toBe('06/2025;20,00;2;20,00;0,00;0,00;0,00;0,00;20,00');
  });

  it('refuses malformed queries with 400', async () => {
    for (const url of [
      '/api/backoffice/stats/summary?from=2025-13-01',
      '/api/backoffice/stats/summary?from=2025-06-10&to=2025-06-01',
      '/api/backoffice/stats/mrr?months=0',
      '/api/backoffice/stats/mrr?months=61',
      '/api/backoffice/stats/mrr?months=abc',
      '/api/backoffice/stats/engagement?sort=mrr',
      '/api/backoffice/stats/engagement?limit=101',
      '/api/backoffice/stats/engagement?atRisk=talvez',
    ]) {
      const response = await get(url, viewer);
      expect(response.statusCode, url).toBe(400);
    }
  });

  it('needs the stats flag (the company view also opens with subscription_plans)', async () => {
    for (const url of [
      '/api/backoffice/stats/summary',
      '/api/backoffice/stats/mrr',
      '/api/backoffice/stats/export.csv',
      '/api/backoffice/stats/engagement',
    ]) {
      expect((await get(url, viewer)).statusCode, url).toBe(200);
      expect((await get(url, managerWithoutStats)).statusCode, url).toBe(403);
      expect((await get(url, paymentsOnly)).statusCode, url).toBe(403);
      expect((await get(url, x.admin)).statusCode, url).toBe(401);
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(401);
    }
    const company = `/api/backoffice/companies/${y.companyId}`;
    expect((await get(company, paymentsOnly)).statusCode).toBe(403);
    expect((await get(company, analyst)).statusCode).toBe(200);
    expect((await get(company, y.admin)).statusCode).toBe(401);
  });
});
