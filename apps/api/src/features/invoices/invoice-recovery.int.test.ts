import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../../events/domain-events';
import { createPlan, paymentsOf } from '../../test/billing-fixtures';
import {
  countingProvider,
  paidCompanyWithFiscalData,
  putFiscalSettings,
  workInvoices,
} from '../../test/invoice-fixtures';
import { createStaffUser, type TestStaff } from '../../test/staff-fixtures';
import { createTestApp, type TestApp, testClock } from '../../test/test-app';
import type { SubscriptionPlanRow } from '../billing/plans.table';
import { applyChargeChange } from '../billing/public';
import { runInvoice } from './invoice-issue.service';
import { invoiceDeps } from './invoices.jobs';
import { invoices } from './invoices.table';

/** A send whose answer was lost, cancellations of notas on their way, and what customers read. */
describe('NFS-e: lost answers, pending cancellations, the customer view', () => {
  let t: TestApp;
  const clock = testClock(new Date('2026-11-27T15:00:00Z'));
  const counting = countingProvider();
  let plan: SubscriptionPlanRow;
  let staff: TestStaff;

  beforeAll(async () => {
    t = await createTestApp({ now: clock.now, nfse: counting.provider });
    counting.attach(t);
    plan = await createPlan(t, { priceCents: 44_900, name: 'Pro' });
    staff = await createStaffUser(t, { role: 'admin' });
    await putFiscalSettings(t, staff.headers);
  });
  afterAll(() => t.close());

  const invoicesOf = (paymentId: string) =>
    t.db.select().from(invoices).where(eq(invoices.paymentId, paymentId));
  const invoiceOf = async (paymentId: string) => {
    const [row] = await invoicesOf(paymentId);
    if (!row) throw new Error('no invoice');
    return row;
  };
  const paidCompany = () => paidCompanyWithFiscalData(t, plan);
  const refund = async (paid: Awaited<ReturnType<typeof paidCompany>>) => {
    const [row] = await paymentsOf(t, paid.payment.subscriptionId);
    await inTransaction(t.app.domain, (tx, publish) =>
      applyChargeChange(tx, publish, t.app, {
        efiSubscriptionId: paid.efiSubscriptionId,
        efiChargeId: paid.payment.efiChargeId,
        status: 'refunded',
        occurredAt: new Date((row?.statusAt.getTime() ?? 0) + 1000),
        entryId: null,
        valueCents: null,
      }),
    );
  };
  const sendOnce = async (paymentId: string) =>
    runInvoice(invoiceDeps(t.app), (await invoiceOf(paymentId)).id);

  it('a send that timed out after reaching the provider stays processing; a refund cancels it at the provider', async () => {
    const paid = await paidCompany();
    counting.options.failNextSend = 'after';
    await sendOnce(paid.payment.id);
    expect(await invoiceOf(paid.payment.id)).toMatchObject({
      status: 'processing',
      attempts: 1,
      errorMessage: 'O provedor de NFS-e não respondeu. Nova tentativa automática em breve.',
    });
    await refund(paid);
    expect((await invoiceOf(paid.payment.id)).cancelReason).toBe(
      'Pagamento estornado ao cliente; serviço não cobrado.',
    );
    clock.advanceMs(60_000);
    await workInvoices(t);
    expect(await invoiceOf(paid.payment.id)).toMatchObject({ status: 'canceled' });
    expect((await t.app.nfse.get(paid.payment.id)).status).toBe('canceled');
    expect(counting.sends.get(paid.payment.id)).toBe(1);
  });

  it('a send that never reached the provider is sent again with the same reference', async () => {
    const paid = await paidCompany();
    counting.options.failNextSend = 'before';
    await sendOnce(paid.payment.id);
    expect((await invoiceOf(paid.payment.id)).status).toBe('processing');
    await expect(t.app.nfse.get(paid.payment.id)).rejects.toMatchObject({ status: 404 });
    clock.advanceMs(60_000);
    await workInvoices(t);
    expect(await invoiceOf(paid.payment.id)).toMatchObject({
      status: 'authorized',
      attempts: 2,
      reference: paid.payment.id,
      errorMessage: null,
    });
    expect(counting.sends.get(paid.payment.id)).toBe(2);
  });

  it('staff cancel a nota whose send was lost: dropped when the provider never got it', async () => {
    const paid = await paidCompany();
    counting.options.failNextSend = 'before';
    await sendOnce(paid.payment.id);
    const invoice = await invoiceOf(paid.payment.id);
    const canceled = await t.app.inject({
      method: 'POST',
      url: `/api/backoffice/invoices/${invoice.id}/cancel`,
      headers: staff.headers,
      payload: { reason: 'Cobrança lançada em duplicidade.' },
    });
    expect(canceled.statusCode, canceled.body).toBe(200);
    expect(canceled.json()).toMatchObject({
      message:
        'Cancelamento registrado: a nota está em processamento no provedor e será cancelada assim que ele responder.',
      invoice: { status: 'processing', cancelReason: 'Cobrança lançada em duplicidade.' },
    });
    clock.advanceMs(60_000);
    await workInvoices(t);
    expect((await invoiceOf(paid.payment.id)).status).toBe('canceled');
    expect(counting.sends.get(paid.payment.id)).toBe(1);
    await expect(t.app.nfse.get(paid.payment.id)).rejects.toMatchObject({ status: 404 });
  });

  it('a nota in error or queued with a pending cancellation is canceled, never sent', async () => {
    for (const status of ['error', 'queued'] as const) {
      const paid = await paidCompany();
      const invoice = await invoiceOf(paid.payment.id);
      await t.db
        .update(invoices)
        .set({
          status,
          cancelReason: 'Pagamento estornado ao cliente.',
          nextAttemptAt: clock.now(),
        })
        .where(eq(invoices.id, invoice.id));
      await runInvoice(invoiceDeps(t.app), invoice.id);
      expect(await invoiceOf(paid.payment.id)).toMatchObject({
        status: 'canceled',
        nextAttemptAt: null,
      });
      expect(counting.sends.get(paid.payment.id)).toBeUndefined();
    }
  });

  it("customers never see the provider's message; staff do", async () => {
    await t.app.inject({
      method: 'POST',
      url: '/nfse-sim/control/fail-next',
      payload: { codigo: 'E160', mensagem: 'Inscrição municipal do prestador não encontrada.' },
    });
    const paid = await paidCompany();
    await workInvoices(t);
    expect((await invoiceOf(paid.payment.id)).status).toBe('error');
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/billing/payments',
      headers: paid.company.admin.headers,
    });
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain('Inscrição municipal');
    expect(list.json().data[0].invoice).not.toHaveProperty('errorMessage');
    expect(list.json().data[0].invoice.status).toBe('error');
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/backoffice/payments/${paid.payment.id}`,
      headers: staff.headers,
    });
    expect(detail.json().data.invoice.errorMessage).toBe(
      'Inscrição municipal do prestador não encontrada.',
    );
  });
});
