import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createEfiSubscription,
  createPlan,
  type PaidSubscription,
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
import {
  invoiceDeps,
  MISSING_INVOICE_GRACE_MS,
  MISSING_INVOICE_WINDOW_MS,
  sweepInvoices,
} from './invoices.jobs';

/** A `payment.paid` lost after billing's commit: the minute's sweep queues the nota all the same. */
describe('NFS-e: the sweep queues the nota of a paid payment whose event was lost', () => {
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
  /** Billing's change committed on a bus with no subscriber: its events are lost. */
  const lostChange = (paid: PaidSubscription, status: 'paid' | 'refunded') =>
    changeWithoutSubscribers(t, firstChargeChange(paid, status, clock.now()));

  it('queues and issues it once the grace has passed, not before', async () => {
    const paid = await createEfiSubscription(t, plan);
    await putFiscalData(t, paid.company.admin.headers);
    await lostChange(paid, 'paid');
    const payment = await paymentOf(paid);
    expect(payment.status).toBe('paid');

    await workInvoices(t);
    clock.advanceMs(MISSING_INVOICE_GRACE_MS - 1000);
    await workInvoices(t);
    expect(await invoicesOf(payment.id)).toHaveLength(0);

    clock.advanceMs(2000);
    await workInvoices(t);
    expect(await invoicesOf(payment.id)).toMatchObject([
      { status: 'authorized', reference: payment.id },
    ]);
    expect(counting.sends.get(payment.id)).toBe(1);
  });

  it('a refunded payment gets none', async () => {
    const paid = await createEfiSubscription(t, plan);
    await putFiscalData(t, paid.company.admin.headers);
    await lostChange(paid, 'paid');
    clock.advanceMs(1000);
    await lostChange(paid, 'refunded');
    const payment = await paymentOf(paid);
    expect(payment.status).toBe('refunded');
    clock.advanceMs(MISSING_INVOICE_GRACE_MS * 2);
    await workInvoices(t);
    expect(await invoicesOf(payment.id)).toHaveLength(0);
    expect(counting.sends.get(payment.id)).toBeUndefined();
  });

  it('sweeps run twice, or at once, queue it once', async () => {
    const paid = await createEfiSubscription(t, plan);
    await putFiscalData(t, paid.company.admin.headers);
    await lostChange(paid, 'paid');
    const payment = await paymentOf(paid);
    clock.advanceMs(MISSING_INVOICE_GRACE_MS + 1000);
    const deps = invoiceDeps(t.app);
    await Promise.all([sweepInvoices(t.app.jobs, deps), sweepInvoices(t.app.jobs, deps)]);
    await sweepInvoices(t.app.jobs, deps);
    expect(await invoicesOf(payment.id)).toMatchObject([{ status: 'queued' }]);
    await workInvoices(t);
    await workInvoices(t);
    expect(await invoicesOf(payment.id)).toMatchObject([{ status: 'authorized' }]);
    expect(counting.sends.get(payment.id)).toBe(1);
  });

  it('leaves a payment paid before the look-back window alone', async () => {
    const paid = await createEfiSubscription(t, plan);
    await putFiscalData(t, paid.company.admin.headers);
    await lostChange(paid, 'paid');
    const payment = await paymentOf(paid);
    clock.advanceMs(MISSING_INVOICE_WINDOW_MS + 60_000);
    await workInvoices(t);
    expect(await invoicesOf(payment.id)).toHaveLength(0);
    expect(counting.sends.get(payment.id)).toBeUndefined();
  });
});
