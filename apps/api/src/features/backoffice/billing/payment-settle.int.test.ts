import { billetSubscriptionBody, injectControl } from '@rumo/efi/testing';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlan, subscriptionRow, templatesSentTo } from '../../../test/billing-fixtures';
import { createCompanyWithUsers } from '../../../test/okr-fixtures';
import { createStaffUser, type TestStaff } from '../../../test/staff-fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { processPendingNotifications } from '../../billing/notifications.service';
import { payments, subscriptions } from '../../billing/subscriptions.table';
import { staffAuditLog } from '../backoffice.table';
import { depsOf } from './deps';
import { settlePayment } from './payments.service';

type Json = Record<string, unknown>;

/**
 * A company past due on a boleto issued by the simulator (Efí's Bolix), its first period paid:
 * what the notifications leave when a renewal's boleto is not paid by its due date.
 */
async function overdueBoleto(t: TestApp) {
  const plan = await createPlan(t, { priceCents: 9_900 });
  const company = await createCompanyWithUsers(t, { admins: 1, users: 0 });
  const created = await t.app.efi.createOneStepSubscription(
    plan.efiPlanId ?? 0,
    billetSubscriptionBody(undefined, {
      custom_id: company.companyId,
      notification_url: t.config.efi.notificationUrl,
    }),
  );
  const [subscription] = await t.db
    .insert(subscriptions)
    .values({
      companyId: company.companyId,
      planId: plan.id,
      status: 'past_due',
      pastDueSince: new Date(Date.now() - 2 * 86_400_000),
      efiSubscriptionId: created.subscription_id,
      nextChargeCents: plan.priceCents,
      paymentMethod: 'boleto',
    })
    .returning();
  if (!subscription) throw new Error('no subscription');
  const [payment] = await t.db
    .insert(payments)
    .values({
      companyId: company.companyId,
      subscriptionId: subscription.id,
      planId: plan.id,
      efiChargeId: created.charge.id,
      efiSubscriptionId: created.subscription_id,
      amountCents: created.charge.total,
      method: 'boleto',
      boleto: {
        dueDate: created.expire_at ?? '',
        linhaDigitavel: created.barcode ?? '',
        pdfUrl: created.pdf?.charge ?? null,
        pixCode: created.pix?.qrcode ?? null,
      },
      status: 'waiting',
      statusAt: new Date(Date.now() - 86_400_000),
      periodStart: '2026-01-10',
      periodEnd: '2026-02-10',
    })
    .returning();
  if (!payment) throw new Error('no payment');
  return { company, subscription, payment };
}

describe('"Registrar pagamento": a boleto paid outside Efí', () => {
  let t: TestApp;
  let manager: TestStaff;

  beforeAll(async () => {
    t = await createTestApp();
    manager = await createStaffUser(t, { role: 'manager' });
  });
  afterAll(() => t.close());

  const settle = (id: string, reason = 'Comprovante de TED recebido por e-mail') =>
    t.app.inject({
      method: 'POST',
      url: `/api/backoffice/payments/${id}/settle`,
      headers: manager.headers,
      payload: { reason },
    });

  it('settles the charge at Efí, applies it as paid through billing, and audits it', async () => {
    const { company, subscription, payment } = await overdueBoleto(t);
    const before = Date.now();
    const response = await settle(payment.id);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as { message: string; payment: Json };
    expect(body.message).toBe('Pagamento registrado. A assinatura foi atualizada.');
    expect(body.payment).toMatchObject({ status: 'settled', paidVia: 'settled', method: 'boleto' });

    const [row] = await t.db.select().from(payments).where(eq(payments.id, payment.id));
    expect(row).toMatchObject({ status: 'settled', paidVia: 'settled' });
    expect(row?.paidAt?.getTime()).toBeGreaterThanOrEqual(before - 1000);
    // Efí has it as paid outside.
    expect((await t.app.efi.getCharge(payment.efiChargeId)).status).toBe('settled');
    // Billing applied it as any paid charge: active again for the period, a receipt sent.
    expect(await subscriptionRow(t, subscription.id)).toMatchObject({
      status: 'active',
      pastDueSince: null,
      currentPeriodStart: '2026-01-10',
      currentPeriodEnd: '2026-02-10',
    });
    expect(await templatesSentTo(t, company.admin.email)).toContain('billing_receipt');

    const audit = await t.db
      .select()
      .from(staffAuditLog)
      .where(
        and(eq(staffAuditLog.action, 'payment.settled'), eq(staffAuditLog.targetId, payment.id)),
      );
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actorId: manager.id,
      targetType: 'payment',
      reason: 'Comprovante de TED recebido por e-mail',
      before: { status: 'waiting', paidAt: null, paidVia: null },
      after: { status: 'settled', paidVia: 'settled' },
    });

    // Efí's own `settled` notification then changes nothing, and the receipt is not sent twice.
    await processPendingNotifications(t.app);
    const [after] = await t.db.select().from(payments).where(eq(payments.id, payment.id));
    expect(after).toMatchObject({ status: 'settled', paidVia: 'settled', paidAt: row?.paidAt });
    const receipts = (await templatesSentTo(t, company.admin.email)).filter(
      (template) => template === 'billing_receipt',
    );
    expect(receipts).toHaveLength(1);

    // A second time: the charge is no longer open.
    const again = await settle(payment.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'PAYMENT_NOT_SETTLEABLE' });
  });

  it("audits the staff action when Efí's settled notification is applied first, changing nothing twice", async () => {
    const { company, payment } = await overdueBoleto(t);
    const efi = t.app.efi;
    // Efí answers the settle, and its `settled` notification is processed before Rumo's own
    // transaction runs (the queue was quicker): the race, made to happen every time.
    const deps = {
      ...depsOf(t.app),
      efi: {
        ...efi,
        settleCharge: async (chargeId: number) => {
          await efi.settleCharge(chargeId);
          await injectControl(t.app).settleWaiting();
          await processPendingNotifications(t.app);
        },
      },
    };
    const result = await settlePayment(
      deps,
      { id: manager.id, ip: '127.0.0.1' },
      payment.id,
      'Depósito identificado no extrato',
    );
    expect(result.payment).toMatchObject({ status: 'settled', paidVia: 'settled' });
    const [row] = await t.db.select().from(payments).where(eq(payments.id, payment.id));
    expect(row).toMatchObject({ status: 'settled', paidVia: 'settled' });

    const audit = await t.db
      .select()
      .from(staffAuditLog)
      .where(
        and(eq(staffAuditLog.action, 'payment.settled'), eq(staffAuditLog.targetId, payment.id)),
      );
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actorId: manager.id,
      reason: 'Depósito identificado no extrato',
      before: { status: 'waiting', paidAt: null },
      after: { status: 'settled', paidAt: row?.paidAt?.toISOString(), paidVia: 'settled' },
    });
    // One state change: one receipt.
    const receipts = (await templatesSentTo(t, company.admin.email)).filter(
      (template) => template === 'billing_receipt',
    );
    expect(receipts).toHaveLength(1);
  });

  it('settles a boleto of an Efí subscription a method switch replaced (the lock finds its owner)', async () => {
    const { subscription, payment } = await overdueBoleto(t);
    // The company switched to card since: its subscription is on another Efí subscription now.
    await t.db
      .update(subscriptions)
      .set({ efiSubscriptionId: (subscription.efiSubscriptionId ?? 0) + 100_000 })
      .where(eq(subscriptions.id, subscription.id));
    const response = await settle(payment.id);
    expect(response.statusCode, response.body).toBe(200);
    const [row] = await t.db.select().from(payments).where(eq(payments.id, payment.id));
    expect(row).toMatchObject({ status: 'settled', paidVia: 'settled' });
  });

  it("answers 503 with Efí's reason and changes nothing when Efí refuses the settle", async () => {
    const { payment } = await overdueBoleto(t);
    // Paid by its Pix at Efí, the notification not processed yet: Rumo still shows it open.
    const paid = await t.app.inject({
      method: 'POST',
      url: `/efi-sim/control/charges/${payment.efiChargeId}/pay`,
      payload: { via: 'pix' },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const response = await settle(payment.id);
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ code: 'EFI_UNAVAILABLE' });
    const [row] = await t.db.select().from(payments).where(eq(payments.id, payment.id));
    expect(row).toMatchObject({ status: 'waiting', paidAt: null, paidVia: null });
    const audit = await t.db
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.targetId, payment.id));
    expect(audit).toEqual([]);
  });
});
