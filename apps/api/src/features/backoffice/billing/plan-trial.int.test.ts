import { trialTooLongMessage } from '@rumo/shared/billing/plans';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaffUser, type TestStaff } from '../../../test/staff-fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';

/** A plan's trial is no longer than its period (Efí's trial_days allows at most 365). */
describe('backoffice plans: trial days', () => {
  let t: TestApp;
  let staff: TestStaff;

  beforeAll(async () => {
    t = await createTestApp();
    staff = await createStaffUser(t, { role: 'admin' });
  });
  afterAll(() => t.close());

  const create = (payload: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/backoffice/plans',
      headers: staff.headers,
      payload: { name: 'Teste Longo', priceCents: 9_900, userLimit: 20, ...payload },
    });
  const update = (id: string, payload: object) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/backoffice/subscription-plans/${id}`,
      headers: staff.headers,
      payload,
    });
  const trialIssue = (response: { json: () => unknown }) =>
    (response.json() as { issues?: { path: string; message: string }[] }).issues?.find(
      (issue) => issue.path === 'trialDays',
    )?.message;

  it('refuses a trial longer than the period, by interval, in pt-BR', async () => {
    const monthly = await create({ interval: 'monthly', trialDays: 45 });
    expect(monthly.statusCode).toBe(400);
    expect(trialIssue(monthly)).toBe(trialTooLongMessage('monthly'));
    const yearly = await create({ interval: 'yearly', trialDays: 366 });
    expect(yearly.statusCode).toBe(400);
    // Past Efí's limit whatever the interval.
    expect(trialIssue(yearly)).toBe('O teste pode durar no máximo 365 dias.');
    expect((await create({ interval: 'monthly', trialDays: 31 })).statusCode).toBe(201);
    expect((await create({ interval: 'yearly', trialDays: 365 })).statusCode).toBe(201);
  });

  it("checks a change of trial or interval against the plan's other field", async () => {
    const created = await create({ interval: 'yearly', trialDays: 60 });
    expect(created.statusCode).toBe(201);
    const id = (created.json() as { id: string }).id;
    // To monthly, the stored 60-day trial would outlast the period.
    const toMonthly = await update(id, { interval: 'monthly' });
    expect(toMonthly.statusCode).toBe(400);
    expect(trialIssue(toMonthly)).toBe(trialTooLongMessage('monthly'));
    expect((await update(id, { interval: 'monthly', trialDays: 30 })).statusCode).toBe(200);
    const longer = await update(id, { trialDays: 40 });
    expect(longer.statusCode).toBe(400);
    expect(trialIssue(longer)).toBe(trialTooLongMessage('monthly'));
    expect((await update(id, { trialDays: 31 })).statusCode).toBe(200);
  });
});
