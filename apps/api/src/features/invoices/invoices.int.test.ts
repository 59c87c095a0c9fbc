import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../../events/domain-events';
import {
  createEfiSubscription,
  createPlan,
  paymentsOf,
  settle,
  templatesSentTo,
} from '../../test/billing-fixtures';
import {
  countingProvider,
  FISCAL_SETTINGS,
  paidCompanyWithFiscalData,
  putFiscalData,
  workInvoices,
} from '../../test/invoice-fixtures';
import { createStaffUser, type TestStaff } from '../../test/staff-fixtures';
import { createTestApp, type TestApp, testClock } from '../../test/test-app';
import { EFI_NOTIFICATION_JOB } from '../billing/billing.jobs';
import type { SubscriptionPlanRow } from '../billing/plans.table';
import { applyChargeChange } from '../billing/public';
import { emailOutbox } from '../mail/mail.table';
import { runInvoice } from './invoice-issue.service';
import { INVOICE_ISSUE_JOB, invoiceDeps } from './invoices.jobs';
import { queueInvoiceForPayment } from './invoices.repository';
import { invoices } from './invoices.table';

describe('NFS-e: one nota per paid payment, issued through the queue', () => {
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
  });
  afterAll(() => t.close());

  const invoiceOf = async (paymentId: string) => {
    const [row] = await t.db.select().from(invoices).where(eq(invoices.paymentId, paymentId));
    if (!row) throw new Error('no invoice');
    return row;
  };
  const paidCompany = async () => {
    const paid = await paidCompanyWithFiscalData(t, plan);
    expect(paid.payment.status).toBe('paid');
    return paid;
  };

  it('stays queued with a visible reason until the fiscal settings exist, then is issued', async () => {
    const { payment, company } = await paidCompany();
    await workInvoices(t);
    const waiting = await invoiceOf(payment.id);
    expect(waiting).toMatchObject({
      status: 'queued',
      attempts: 0,
      errorMessage: 'Configure os dados fiscais em Configurações para emitir as notas fiscais.',
    });
    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/backoffice/invoices?status=queued',
      headers: staff.headers,
    });
    expect(listed.json().data.map((row: { id: string }) => row.id)).toContain(waiting.id);

    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/backoffice/settings/fiscal',
      headers: staff.headers,
      payload: FISCAL_SETTINGS,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await workInvoices(t);
    const issued = await invoiceOf(payment.id);
    expect(issued).toMatchObject({ status: 'authorized', attempts: 1, errorMessage: null });
    expect(issued.number).toMatch(/^\d+$/);
    expect(issued.verificationCode).toBeTruthy();
    expect(counting.sends.get(payment.id)).toBe(1);

    // The payments list and the documents, for the company's admin only.
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/billing/payments',
      headers: company.admin.headers,
    });
    expect(list.json().data[0].invoice).toEqual({
      id: issued.id,
      status: 'authorized',
      number: issued.number,
      verificationCode: issued.verificationCode,
      issuedAt: issued.issuedAt?.toISOString(),
      pdfUrl: `/api/billing/invoices/${issued.id}/pdf`,
      xmlUrl: `/api/billing/invoices/${issued.id}/xml`,
    });
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/billing/invoices/${issued.id}/pdf`,
      headers: company.admin.headers,
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const xml = await t.app.inject({
      method: 'GET',
      url: `/api/billing/invoices/${issued.id}/xml`,
      headers: company.admin.headers,
    });
    expect(xml.statusCode).toBe(200);
    expect(xml.body).toContain(issued.number ?? '-');

    // "Sua nota fiscal foi emitida", once, pointing to the billing tab: no document link.
    expect(await templatesSentTo(t, company.admin.email)).toEqual([
      'billing_receipt',
      'billing_invoice_issued',
    ]);
    const [mail] = await t.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.template, 'billing_invoice_issued'));
    expect(mail?.text).toContain(`nº ${issued.number}`);
    expect(mail?.text).toContain('Configurações › Assinatura');
    expect(mail?.text).not.toContain('/api/billing/invoices/');

    // The payment drawer of the backoffice shows it with the staff links.
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/backoffice/payments/${payment.id}`,
      headers: staff.headers,
    });
    expect(detail.json().data.invoice).toMatchObject({
      id: issued.id,
      status: 'authorized',
      pdfUrl: `/api/backoffice/invoices/${issued.id}/pdf`,
    });
  });

  it('issues once under 20 duplicated paid notifications and 20 concurrent jobs', async () => {
    const { payment, efiSubscriptionId } = await paidCompany();
    const change = {
      efiSubscriptionId,
      efiChargeId: payment.efiChargeId,
      status: 'paid',
      occurredAt: clock.now(),
      entryId: null,
      valueCents: null,
    };
    const ofPayment = () => t.db.select().from(invoices).where(eq(invoices.paymentId, payment.id));
    await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        inTransaction(t.app.domain, (tx, publish) =>
          applyChargeChange(tx, publish, t.app, {
            ...change,
            occurredAt: new Date(change.occurredAt.getTime() + index),
          }),
        ),
      ),
    );
    expect(await ofPayment()).toHaveLength(1);
    // The queueing alone, 20 transactions at once for a payment not queued yet (on PostgreSQL
    // they race on the unique indexes: none may fail, one row stays).
    for (let round = 0; round < 10; round++) {
      await t.db.delete(invoices).where(eq(invoices.paymentId, payment.id));
      await Promise.all(
        Array.from({ length: 20 }, () =>
          t.db.transaction((tx) => queueInvoiceForPayment(tx, payment.id, clock.now())),
        ),
      );
      expect(await ofPayment()).toHaveLength(1);
    }
    const invoice = await invoiceOf(payment.id);
    const deps = invoiceDeps(t.app);
    await Promise.all(Array.from({ length: 20 }, () => runInvoice(deps, invoice.id)));
    await workInvoices(t);
    expect(counting.sends.get(payment.id)).toBe(1);
    expect(await invoiceOf(payment.id)).toMatchObject({ status: 'authorized', attempts: 1 });
  });

  it('a paid notification processed by the queue sends its nota at once (no wait for the sweep)', async () => {
    const paid = await createEfiSubscription(t, plan);
    await putFiscalData(t, paid.company.admin.headers);
    await settle(t);
    expect(await t.app.jobs.drain(EFI_NOTIFICATION_JOB)).toBeGreaterThan(0);
    const [payment] = await paymentsOf(t, paid.subscription.id);
    if (!payment) throw new Error('no payment');
    expect(await t.app.jobs.drain(INVOICE_ISSUE_JOB)).toBeGreaterThan(0);
    expect(counting.sends.get(payment.id)).toBe(1);
  });

  it('a webhook that comes before the send is answered keeps the nota due (no wait for the poll)', async () => {
    counting.options.answerDelayMs = 300;
    try {
      const { payment } = await paidCompany();
      await workInvoices(t);
      expect(await invoiceOf(payment.id)).toMatchObject({ status: 'authorized', attempts: 1 });
    } finally {
      counting.options.answerDelayMs = 0;
    }
  });

  it('a refusal stays visible, backs off, and the retry is authorized', async () => {
    const failNext = await t.app.inject({
      method: 'POST',
      url: '/nfse-sim/control/fail-next',
      payload: { codigo: 'E160', mensagem: 'Inscrição municipal do prestador não encontrada.' },
    });
    expect(failNext.statusCode).toBe(204);
    const { payment } = await paidCompany();
    await workInvoices(t);
    const refused = await invoiceOf(payment.id);
    expect(refused).toMatchObject({
      status: 'error',
      attempts: 1,
      errorMessage: 'Inscrição municipal do prestador não encontrada.',
    });
    // 1 minute of back-off: nothing is sent before it.
    expect(refused.nextAttemptAt?.getTime()).toBe(clock.now().getTime() + 60_000);
    await workInvoices(t);
    expect(counting.sends.get(payment.id)).toBe(1);

    clock.advanceMs(60_000);
    await workInvoices(t);
    expect(await invoiceOf(payment.id)).toMatchObject({
      status: 'authorized',
      attempts: 2,
      errorMessage: null,
    });
    expect(counting.sends.get(payment.id)).toBe(2);
  });

  it('staff retry sends a refused nota at once, audited', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/nfse-sim/control/fail-next',
      payload: { mensagem: 'Serviço não permitido para o município.' },
    });
    const { payment } = await paidCompany();
    await workInvoices(t);
    const refused = await invoiceOf(payment.id);
    expect(refused.status).toBe('error');
    const retried = await t.app.inject({
      method: 'POST',
      url: `/api/backoffice/invoices/${refused.id}/retry`,
      headers: staff.headers,
    });
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json().message).toBe('Nova tentativa de emissão agendada.');
    await workInvoices(t);
    expect((await invoiceOf(payment.id)).status).toBe('authorized');
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/backoffice/invoices/${refused.id}/retry`,
      headers: staff.headers,
    });
    expect(again.statusCode).toBe(409);
  });

  it('a refund cancels the nota at the provider', async () => {
    const { payment, efiSubscriptionId } = await paidCompany();
    await workInvoices(t);
    expect((await invoiceOf(payment.id)).status).toBe('authorized');
    const [paid] = await paymentsOf(t, payment.subscriptionId);
    await inTransaction(t.app.domain, (tx, publish) =>
      applyChargeChange(tx, publish, t.app, {
        efiSubscriptionId,
        efiChargeId: payment.efiChargeId,
        status: 'refunded',
        occurredAt: new Date((paid?.statusAt.getTime() ?? 0) + 1000),
        entryId: null,
        valueCents: null,
      }),
    );
    expect((await invoiceOf(payment.id)).status).toBe('canceling');
    await workInvoices(t);
    const canceled = await invoiceOf(payment.id);
    expect(canceled).toMatchObject({
      status: 'canceled',
      cancelReason: 'Pagamento estornado ao cliente; serviço não cobrado.',
    });
    const atProvider = await t.app.nfse.get(payment.id);
    expect(atProvider.status).toBe('canceled');
  });

  it('"Cancelar nota" by staff with a reason; another company never sees the nota', async () => {
    const { payment, company } = await paidCompany();
    const other = await paidCompany();
    await workInvoices(t);
    const invoice = await invoiceOf(payment.id);

    const short = await t.app.inject({
      method: 'POST',
      url: `/api/backoffice/invoices/${invoice.id}/cancel`,
      headers: staff.headers,
      payload: { reason: 'Erro' },
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().issues[0].message).toBe(
      'O motivo do cancelamento deve ter ao menos 15 caracteres.',
    );
    const canceled = await t.app.inject({
      method: 'POST',
      url: `/api/backoffice/invoices/${invoice.id}/cancel`,
      headers: staff.headers,
      payload: { reason: 'Nota emitida com o tomador errado.' },
    });
    expect(canceled.statusCode, canceled.body).toBe(200);
    expect(canceled.json()).toMatchObject({
      message: 'Cancelamento da nota fiscal solicitado.',
      invoice: { status: 'canceling', cancelReason: 'Nota emitida com o tomador errado.' },
    });
    await workInvoices(t);
    expect((await invoiceOf(payment.id)).status).toBe('canceled');
    const audit = await t.app.inject({
      method: 'GET',
      url: `/api/backoffice/audit-log?action=invoice.canceled&targetId=${invoice.id}`,
      headers: staff.headers,
    });
    expect(audit.json().data[0]).toMatchObject({
      reason: 'Nota emitida com o tomador errado.',
      actor: { id: staff.id },
    });

    const foreign = await t.app.inject({
      method: 'GET',
      url: `/api/billing/invoices/${invoice.id}/pdf`,
      headers: other.company.admin.headers,
    });
    expect(foreign.statusCode).toBe(404);
    const own = await t.app.inject({
      method: 'GET',
      url: `/api/billing/invoices/${invoice.id}/pdf`,
      headers: company.admin.headers,
    });
    expect(own.statusCode).toBe(200);
  });
});
