import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createEfiSubscription,
  createPlan,
  deliverAndProcess,
} from '../../../test/billing-fixtures';
import { createStaffUser, type TestStaff } from '../../../test/staff-fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';

type Json = Record<string, unknown>;

describe('backoffice webhooks list', () => {
  let t: TestApp;
  let admin: TestStaff;

  const get = async (url: string) =>
    (
      await t.app.inject({ method: 'GET', url: `/api/backoffice${url}`, headers: admin.headers })
    ).json() as Json;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createStaffUser(t, { role: 'admin' });
  });
  afterAll(() => t.close());

  it("names each notification's company and subscription and Efí's latest status", async () => {
    const plan = await createPlan(t, { name: 'Webhooks', priceCents: 9900 });
    const paid = await createEfiSubscription(t, plan);
    await deliverAndProcess(t);
    await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/efi',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'notification=token-de-outra-conta',
    });
    await deliverAndProcess(t);

    const list = (await get('/webhooks')).data as Json[];
    const ours = list.find(
      (webhook) =>
        (webhook.subscription as Json | null)?.id === paid.subscription.id &&
        webhook.state === 'processed',
    );
    expect(ours).toMatchObject({
      subscription: {
        id: paid.subscription.id,
        efiSubscriptionId: paid.efiSubscriptionId,
        status: 'active',
        companyId: paid.company.companyId,
        companyName: 'Empresa Teste',
      },
      lastEntry: { type: 'subscription_charge', statusCurrent: 'paid' },
    });
    const stranger = list.find((webhook) => webhook.state === 'failed');
    expect(stranger).toMatchObject({ subscription: null, lastEntry: null });

    const detail = (await get(`/webhooks/${ours?.id}`)).data as Json;
    expect(detail.subscription).toEqual(ours?.subscription);
    expect(detail.lastEntry).toEqual(ours?.lastEntry);
  });
});
