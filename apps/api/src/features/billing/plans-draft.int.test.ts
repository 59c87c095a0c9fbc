import { billingMessages } from '@rumo/shared/billing/contracts';
import { publicPlanListSchema } from '@rumo/shared/billing/plans';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEfiSubscription, createPlan, deliverAndProcess } from '../../test/billing-fixtures';
import { checkoutBody, postCheckout } from '../../test/checkout-fixtures';
import { createStaffUser, type TestStaff } from '../../test/staff-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { checkoutSessions } from './checkout.table';

describe('a plan not yet created at Efí is a draft', () => {
  let t: TestApp;
  let staff: TestStaff;
  let draftId: string;

  const publicIds = async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/plans' });
    return publicPlanListSchema.parse(response.json()).data.map((plan) => plan.id);
  };

  beforeAll(async () => {
    t = await createTestApp();
    staff = await createStaffUser(t, { role: 'admin' });
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/backoffice/plans',
      headers: staff.headers,
      payload: { name: 'Rascunho Novo', priceCents: 9_900, interval: 'monthly', userLimit: 20 },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ efiPlanId: null, efiSyncState: 'pending' });
    draftId = (created.json() as { id: string }).id;
  });
  afterAll(() => t.close());

  it('is absent from /planos while the backoffice lists it', async () => {
    expect(await publicIds()).not.toContain(draftId);
    const staffList = await t.app.inject({
      method: 'GET',
      url: '/api/backoffice/plans',
      headers: staff.headers,
    });
    expect((staffList.json() as { data: { id: string }[] }).data.map((p) => p.id)).toContain(
      draftId,
    );
  });

  it('is refused by checkout with a clear message, before anything reaches Efí', async () => {
    const body = await checkoutBody(t, draftId);
    const response = await postCheckout(t, body);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'PLAN_UNAVAILABLE',
      message: billingMessages.planNotOnSale,
    });
    expect(await t.db.$count(checkoutSessions)).toBe(0);
    expect(await t.app.efi.listPlans({ limit: 100 })).toEqual([]);
  });

  it('is refused as the plan to move to', async () => {
    const current = await createPlan(t, { name: 'Atual' });
    const paid = await createEfiSubscription(t, current);
    await deliverAndProcess(t);
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/billing/plan',
      headers: paid.company.admin.headers,
      payload: { planId: draftId },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ message: billingMessages.planNotOnSale });
  });

  it('is on sale once staff create it at Efí: listed, and bought', async () => {
    const atEfi = await t.app.inject({
      method: 'POST',
      url: `/api/backoffice/subscription-plans/${draftId}/create-efi-plan`,
      headers: staff.headers,
    });
    expect(atEfi.statusCode).toBe(200);
    expect(await publicIds()).toContain(draftId);
    const bought = await postCheckout(t, await checkoutBody(t, draftId));
    expect(bought.statusCode).toBe(201);
  });
});
