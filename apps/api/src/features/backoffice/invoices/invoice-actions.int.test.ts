import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../../../events/domain-events';
import { createPlan, paymentsOf } from '../../../test/billing-fixtures';
import {
  countingProvider,
  paidCompanyWithFiscalData,
  putFiscalSettings,
  workInvoices,
} from '../../../test/invoice-fixtures';
import { createStaffUser, type TestStaff } from '../../../test/staff-fixtures';
import { createTestApp, type TestApp, testClock } from '../../../test/test-app';
import type { SubscriptionPlanRow } from '../../billing/plans.table';
import { applyChargeChange } from '../../billing/public';
import { invoices } from '../../invoices/invoices.table';

/** "Emitir nova nota" and "Tentar novamente (N)" on the Notas fiscais page. */
describe('backoffice: re-issue a canceled nota, retry a selection', () => {
  let t: TestApp;
  const clock = testClock(new Date('2026-11-27T15:00:00Z'));
  const counting = countingProvider();
  let plan: SubscriptionPlanRow;
  let staff: TestStaff;
  let admin: TestStaff;

  beforeAll(async () => {
    t = await createTestApp({ now: clock.now, nfse: counting.provider });
    counting.attach(t);
    plan = await createPlan(t, { priceCents: 44_900, name: 'Pro' });
    staff = await createStaffUser(t, { role: 'manager' });
    admin = await createStaffUser(t, { role: 'admin' });
    await putFiscalSettings(t, admin.headers);
  });
  afterAll(() => t.close());

  const invoicesOf = (paymentId: string) =>
    t.db.select().from(invoices).where(eq(invoices.paymentId, paymentId));
  const paidCompany = () => paidCompanyWithFiscalData(t, plan);
  const post = (url: string, payload?: object) =>
    t.app.inject({ method: 'POST', url, headers: staff.headers, ...(payload ? { payload } : {}) });

  it('"Emitir nova nota": a new nota with a new reference, the canceled one kept, audited, once', async () => {
    const paid = await paidCompany();
    await workInvoices(t);
    const [first] = await invoicesOf(paid.payment.id);
    if (!first) throw new Error('no invoice');
    const early = await post(`/api/backoffice/invoices/${first.id}/reissue`);
    expect(early.statusCode).toBe(409);

    await post(`/api/backoffice/invoices/${first.id}/cancel`, {
      reason: 'Nota emitida com o tomador errado.',
    });
    await workInvoices(t);
    const reissued = await post(`/api/backoffice/invoices/${first.id}/reissue`);
    expect(reissued.statusCode, reissued.body).toBe(200);
    expect(reissued.json()).toMatchObject({
      message: 'Nova nota fiscal na fila de emissão.',
      invoice: { status: 'queued', reissueOf: first.id, reissuedAs: null },
    });
    const freshId: string = reissued.json().invoice.id;
    await workInvoices(t);

    const rows = await invoicesOf(paid.payment.id);
    expect(rows).toHaveLength(2);
    const fresh = rows.find((row) => row.id === freshId);
    expect(fresh).toMatchObject({ status: 'authorized', reference: freshId });
    expect(rows.find((row) => row.id === first.id)?.status).toBe('canceled');
    expect((await t.app.nfse.get(first.reference)).status).toBe('canceled');
    expect((await t.app.nfse.get(freshId)).status).toBe('authorized');

    // The customer and the drawer see the new one; the old one says where it went.
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/billing/payments',
      headers: paid.company.admin.headers,
    });
    expect(list.json().data[0].invoice).toMatchObject({ id: freshId, status: 'authorized' });
    const old = await t.app.inject({
      method: 'GET',
      url: `/api/backoffice/invoices/${first.id}`,
      headers: staff.headers,
    });
    expect(old.json().data.reissuedAs).toBe(freshId);
    const audit = await t.app.inject({
      method: 'GET',
      url: `/api/backoffice/audit-log?action=invoice.reissued&targetId=${first.id}`,
      headers: admin.headers,
    });
    expect(audit.json().data[0]).toMatchObject({ actor: { id: staff.id } });

    // Once per canceled nota, even at the same time.
    const again = await Promise.all(
      [1, 2].map(() => post(`/api/backoffice/invoices/${first.id}/reissue`)),
    );
    expect(again.map((reply) => reply.statusCode)).toEqual([409, 409]);

    // A refund cancels the current nota at the provider.
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
    await workInvoices(t);
    expect((await t.app.nfse.get(freshId)).status).toBe('canceled');
    // A refunded payment's nota is not issued again.
    const refunded = await post(`/api/backoffice/invoices/${freshId}/reissue`);
    expect(refunded.statusCode).toBe(409);
    expect(refunded.json().message).toBe(
      'Só uma nota cancelada de um pagamento ainda pago, e ainda não reemitida, pode ser emitida de novo.',
    );
  });

  it('"Tentar novamente (N)": the selected notas in error are sent again, each audited', async () => {
    const refusedIds: string[] = [];
    for (let index = 0; index < 2; index++) {
      await t.app.inject({
        method: 'POST',
        url: '/nfse-sim/control/fail-next',
        payload: { mensagem: 'Serviço não permitido para o município.' },
      });
      const paid = await paidCompany();
      await workInvoices(t);
      const [row] = await invoicesOf(paid.payment.id);
      expect(row?.status).toBe('error');
      refusedIds.push(row?.id ?? '');
    }
    const ok = await paidCompany();
    await workInvoices(t);
    const [authorized] = await invoicesOf(ok.payment.id);
    const ids = [...refusedIds, authorized?.id ?? ''];

    const retried = await post('/api/backoffice/invoices/retry', { ids });
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json()).toEqual({
      message: 'Nova tentativa agendada para 2 notas; 1 nota já não estava com erro.',
      retried: refusedIds,
      skipped: [authorized?.id],
    });
    await workInvoices(t);
    for (const id of refusedIds) {
      const [row] = await t.db.select().from(invoices).where(eq(invoices.id, id));
      expect(row?.status).toBe('authorized');
      const audit = await t.app.inject({
        method: 'GET',
        url: `/api/backoffice/audit-log?action=invoice.retried&targetId=${id}`,
        headers: admin.headers,
      });
      expect(audit.json().data).toHaveLength(1);
    }

    const tooMany = await post('/api/backoffice/invoices/retry', {
      ids: Array.from({ length: 101 }, () => crypto.randomUUID()),
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().issues[0].message).toBe('Selecione no máximo 100 notas por vez.');
  });
});
