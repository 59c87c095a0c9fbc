import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DomainEventBus, inTransaction } from '../../events/domain-events';
import {
  createEfiSubscription,
  createPlan,
  deliverAndProcess,
  type PaidSubscription,
  paymentsOf,
} from '../../test/billing-fixtures';
import {
  changeWithoutSubscribers,
  countingProvider,
  firstChargeChange,
  firstPaymentOf,
  invoicesOfPayment,
  putFiscalData,
  putFiscalSettings,
  workInvoices,
} from '../../test/invoice-fixtures';
import { createStaffUser } from '../../test/staff-fixtures';
import { createTestApp, type TestApp, testClock } from '../../test/test-app';
import type { SubscriptionPlanRow } from '../billing/plans.table';
import { applyChargeChange } from '../billing/public';
import { invoices } from './invoices.table';

/** Billing never writes a nota: invoices reacts to its committed `payment.*` events. */
describe('NFS-e: the nota follows billing’s payment events', () => {
  let t: TestApp;
  const clock = testClock(new Date('2026-11-27T15:00:00Z'));
  const counting = countingProvider();
  let plan: SubscriptionPlanRow;

  beforeAll(async () => {
    t = await createTestApp({ now: clock.now, nfse: counting.provider });
    counting.attach(t);
    plan = await createPlan(t, { priceCents: 44_900, name: 'Pro' });
    const staff = await createStaffUser(t, { role: 'admin' });
    await putFiscalSettings(t, staff.headers);
  });
  afterAll(() => t.close());

  const invoicesOf = (paymentId: string) => invoicesOfPayment(t, paymentId);
  const paymentOf = (paid: PaidSubscription) => firstPaymentOf(t, paid);
  /** A bus with no subscriber: what billing alone does. */
  const silentBus = () => new DomainEventBus({ db: t.db, now: clock.now, log: t.app.log });
  const change = (paid: PaidSubscription, status: string, seconds: number) =>
    firstChargeChange(paid, status, new Date(clock.now().getTime() + seconds * 1000));

  it('a paid notification publishes payment.paid once, and its subscriber issues the nota', async () => {
    const paid = await createEfiSubscription(t, plan);
    await putFiscalData(t, paid.company.admin.headers);
    const published: string[] = [];
    t.app.events.subscribe('payment.paid', async ({ paymentId }) => {
      published.push(paymentId);
    });
    await deliverAndProcess(t);
    const payment = await paymentOf(paid);
    expect(payment.status).toBe('paid');
    expect(published.filter((id) => id === payment.id)).toHaveLength(1);
    expect(await invoicesOf(payment.id)).toMatchObject([{ status: 'queued' }]);
    await workInvoices(t);
    expect(await invoicesOf(payment.id)).toMatchObject([{ status: 'authorized' }]);
    expect(counting.sends.get(payment.id)).toBe(1);
  });

  it('billing alone writes no nota: only the payment.paid subscriber queues it', async () => {
    const paid = await createEfiSubscription(t, plan);
    const events = silentBus();
    const paidEvents: unknown[] = [];
    events.subscribe('payment.paid', async (payload) => {
      paidEvents.push(payload);
    });
    await changeWithoutSubscribers(t, change(paid, 'paid', 1), events);
    const payment = await paymentOf(paid);
    expect(payment.status).toBe('paid');
    expect(await invoicesOf(payment.id)).toHaveLength(0);
    expect(paidEvents).toEqual([
      {
        paymentId: payment.id,
        companyId: paid.company.companyId,
        subscriptionId: paid.subscription.id,
        amountCents: payment.amountCents,
        paidAt: payment.paidAt,
      },
    ]);
    await t.app.events.deliver([{ name: 'payment.paid', payload: paidEvents[0] as never }]);
    expect(await invoicesOf(payment.id)).toMatchObject([{ status: 'queued' }]);
  });

  it('a paid change rolled back issues nothing', async () => {
    const paid = await createEfiSubscription(t, plan);
    await expect(
      inTransaction(t.app.domain, async (tx, publish) => {
        await applyChargeChange(tx, publish, t.app, change(paid, 'paid', 1));
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    const [payment] = await paymentsOf(t, paid.subscription.id);
    expect(payment).toBeUndefined();
    expect(await t.db.select().from(invoices)).not.toContainEqual(
      expect.objectContaining({ companyId: paid.company.companyId }),
    );
    // The same change committed does queue it (the rollback, not the change, stopped it).
    await inTransaction(t.app.domain, (tx, publish) =>
      applyChargeChange(tx, publish, t.app, change(paid, 'paid', 1)),
    );
    expect(await invoicesOf((await paymentOf(paid)).id)).toHaveLength(1);
  });

  it('a refund rolled back keeps the nota; committed, it cancels it', async () => {
    const paid = await createEfiSubscription(t, plan);
    await inTransaction(t.app.domain, (tx, publish) =>
      applyChargeChange(tx, publish, t.app, change(paid, 'paid', 1)),
    );
    const payment = await paymentOf(paid);
    await expect(
      inTransaction(t.app.domain, async (tx, publish) => {
        await applyChargeChange(tx, publish, t.app, change(paid, 'refunded', 2));
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await invoicesOf(payment.id)).toMatchObject([{ status: 'queued' }]);
    await inTransaction(t.app.domain, (tx, publish) =>
      applyChargeChange(tx, publish, t.app, change(paid, 'refunded', 2)),
    );
    expect(await invoicesOf(payment.id)).toMatchObject([{ status: 'canceled' }]);
  });

  it('a payment.paid delivered after the refund committed queues no nota', async () => {
    const paid = await createEfiSubscription(t, plan);
    const events = silentBus();
    const late: Parameters<typeof t.app.events.deliver>[0][number][] = [];
    events.subscribe('payment.paid', async (payload) => {
      late.push({ name: 'payment.paid', payload });
    });
    for (const [status, seconds] of [
      ['paid', 1],
      ['refunded', 2],
    ] as const) {
      await changeWithoutSubscribers(t, change(paid, status, seconds), events);
    }
    expect(late).toHaveLength(1);
    await t.app.events.deliver(late);
    expect(await invoicesOf((await paymentOf(paid)).id)).toHaveLength(0);
  });
});
