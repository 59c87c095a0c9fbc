import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createEfiSubscription,
  createPlan,
  deliverAndProcess,
  subscriptionRow,
  templatesSentTo,
} from '../../../test/billing-fixtures';
import { createCompanyWithUsers } from '../../../test/okr-fixtures';
import { createStaffUser, type TestStaff } from '../../../test/staff-fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { dayOf } from '../../billing/billing-time';
import { runBillingDaily } from '../../billing/subscription-daily.service';
import { subscriptions } from '../../billing/subscriptions.table';
import { startTrial } from '../../billing/trial';

describe('staff cancel: "Cancelar imediatamente" and "Ao fim do período"', () => {
  let t: TestApp;
  let admin: TestStaff;
  let plan: Awaited<ReturnType<typeof createPlan>>;

  const cancel = (id: string, body: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: `/api/backoffice/subscriptions/${id}/cancel`,
      headers: admin.headers,
      payload: body,
    });
  const overview = (headers: { authorization: string }) =>
    t.app.inject({ method: 'GET', url: '/api/billing/subscription', headers });

  /** A company whose first charge Efí has paid: a paid period running until next month. */
  async function paidSubscription() {
    const paid = await createEfiSubscription(t, plan);
    await deliverAndProcess(t);
    const row = await subscriptionRow(t, paid.subscription.id);
    expect(row.currentPeriodEnd && row.currentPeriodEnd > dayOf(new Date())).toBe(true);
    return paid;
  }

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createStaffUser(t, { role: 'admin' });
    plan = await createPlan(t);
  });
  afterAll(() => t.close());

  it('immediately: canceled and ended today, nothing scheduled, Efí stopped, the admins e-mailed', async () => {
    const paid = await paidSubscription();
    const today = dayOf(new Date());

    const response = await cancel(paid.subscription.id, {
      reason: 'Pedido do cliente por telefone',
      when: 'immediately',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      data: {
        status: 'canceled',
        cancelAtPeriodEnd: false,
        currentPeriodEnd: today,
        nextChargeAt: null,
        nextChargeCents: null,
      },
    });
    const row = await subscriptionRow(t, paid.subscription.id);
    expect(dayOf(row.endedAt ?? new Date(0))).toBe(today);
    expect(row.efiCanceledAt).not.toBeNull();
    expect((await t.app.efi.getSubscription(paid.efiSubscriptionId)).status).toBe('canceled');

    // The customer's tab tells the same: ended, read-only, no scheduled cancellation to undo.
    expect((await overview(paid.company.admin.headers)).json()).toMatchObject({
      subscription: {
        status: 'canceled',
        cancelAtPeriodEnd: false,
        nextChargeAt: null,
        nextChargeCents: null,
      },
      access: { readOnly: true, reason: 'canceled' },
    });
    const undo = await t.app.inject({
      method: 'POST',
      url: '/api/billing/cancel/undo',
      headers: paid.company.admin.headers,
    });
    expect(undo.statusCode).toBe(409);

    const mail = await templatesSentTo(t, paid.company.admin.email);
    expect(mail.filter((m) => m === 'billing_subscription_canceled_now')).toHaveLength(1);

    // Efí's cancellation callback and the daily job change nothing and send nothing more.
    await deliverAndProcess(t);
    await runBillingDaily(t.app, { reconcileLimit: 0 });
    expect(await subscriptionRow(t, paid.subscription.id)).toMatchObject({
      status: 'canceled',
      cancelAtPeriodEnd: false,
      currentPeriodEnd: today,
    });
    expect(await templatesSentTo(t, paid.company.admin.email)).toEqual(mail);
  });

  it('immediately, in a trial: the trial ends now and the admins are told', async () => {
    const company = await createCompanyWithUsers(t, { admins: 1, users: 0 });
    await startTrial(t.db, company.companyId, 14, new Date());
    const [trial] = await t.db
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(eq(subscriptions.companyId, company.companyId));
    if (!trial) throw new Error('no trial');
    const response = await cancel(trial.id, { reason: 'Conta de teste duplicada' });
    expect(response.statusCode).toBe(200);
    const row = await subscriptionRow(t, trial.id);
    expect(row).toMatchObject({ status: 'canceled', cancelAtPeriodEnd: false });
    expect((row.trialEndsAt?.getTime() ?? 0) <= Date.now()).toBe(true);
    expect(await templatesSentTo(t, company.admin.email)).toContain(
      'billing_subscription_canceled_now',
    );
  });

  it('at the period end stays as it is: scheduled, access kept until then, no e-mail yet', async () => {
    const paid = await paidSubscription();
    const before = await subscriptionRow(t, paid.subscription.id);
    const response = await cancel(paid.subscription.id, { reason: 'Vai trocar de ferramenta' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      data: {
        status: 'active',
        cancelAtPeriodEnd: true,
        currentPeriodEnd: before.currentPeriodEnd,
      },
    });
    expect((await overview(paid.company.admin.headers)).json()).toMatchObject({
      subscription: { status: 'active', cancelAtPeriodEnd: true },
      access: { readOnly: false },
    });
    expect(await templatesSentTo(t, paid.company.admin.email)).not.toContain(
      'billing_subscription_canceled_now',
    );
  });
});
