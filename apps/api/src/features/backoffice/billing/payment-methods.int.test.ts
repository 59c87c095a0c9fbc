import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlan } from '../../../test/billing-fixtures';
import { createCompanyWithUsers } from '../../../test/okr-fixtures';
import { createStaffUser, type TestStaff } from '../../../test/staff-fixtures';
import { createTestApp, type TestApp, testClock } from '../../../test/test-app';
import { payments, subscriptions } from '../../billing/subscriptions.table';
import { staffAuditLog } from '../backoffice.table';

type Json = Record<string, unknown>;
type Method = 'card' | 'boleto';

const BOLETO = {
  dueDate: '2025-06-16',
  linhaDigitavel: '36490001234567890123456789012345678901234567890',
  pdfUrl: 'http://rumo.test/efi-sim/boleto/1.pdf',
  pixCode:
    '00020101021226830014BR.GOV.BCB.PIX2561pix.example/qr/v2/cobv/abc5204000053039865802BR6304ABCD',
};

let nextEfiId = 900_000;

/**
 * A company and its subscription, seeded as the notifications would have left them, with the
 * payments given (no Efí call: these figures and lists read Rumo's rows only).
 */
async function seedSubscription(
  t: TestApp,
  plan: { id: string; priceCents: number },
  sub: { method: Method; status: 'active' | 'past_due'; pastDueSince?: Date },
  charges: {
    status: 'paid' | 'unpaid' | 'waiting' | 'settled';
    at: string;
    period?: [string, string];
    paidVia?: 'card' | 'boleto' | 'pix' | 'settled';
  }[],
) {
  const company = await createCompanyWithUsers(t, { admins: 1, users: 0 });
  const efiSubscriptionId = nextEfiId++;
  const [row] = await t.db
    .insert(subscriptions)
    .values({
      companyId: company.companyId,
      planId: plan.id,
      status: sub.status,
      pastDueSince: sub.pastDueSince ?? null,
      efiSubscriptionId,
      nextChargeCents: plan.priceCents,
      paymentMethod: sub.method,
    })
    .returning();
  if (!row) throw new Error('no subscription');
  const ids: string[] = [];
  for (const charge of charges) {
    const paid = charge.status === 'paid' || charge.status === 'settled';
    const [payment] = await t.db
      .insert(payments)
      .values({
        companyId: company.companyId,
        subscriptionId: row.id,
        planId: plan.id,
        efiChargeId: nextEfiId++,
        efiSubscriptionId,
        amountCents: plan.priceCents,
        method: sub.method,
        boleto: sub.method === 'boleto' ? BOLETO : null,
        status: charge.status,
        statusAt: new Date(charge.at),
        periodStart: charge.period?.[0] ?? null,
        periodEnd: charge.period?.[1] ?? null,
        paidAt: paid ? new Date(charge.at) : null,
        paidVia: paid ? (charge.paidVia ?? (sub.method === 'card' ? 'card' : 'boleto')) : null,
      })
      .returning();
    ids.push(payment?.id ?? '');
  }
  return { company, subscription: row, paymentIds: ids };
}

describe('backoffice: the payment method on lists, details and figures', () => {
  let t: TestApp;
  let admin: TestStaff;
  const clock = testClock(new Date('2025-06-20T15:00:00Z'));
  let seeded: Record<string, Awaited<ReturnType<typeof seedSubscription>>>;

  const get = async (url: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/backoffice${url}`,
      headers: admin.headers,
    });
    expect(response.statusCode, `${url} ${response.body}`).toBe(200);
    return response.json() as Json;
  };

  beforeAll(async () => {
    t = await createTestApp({
      now: clock.now,
      config: { billing: { trialDays: 14, graceDays: 10 } },
    });
    admin = await createStaffUser(t, { role: 'admin' });
    const card = await createPlan(t, { priceCents: 12_000, name: 'Cartao' });
    const boleto = await createPlan(t, { priceCents: 9_900, name: 'Boleto' });
    seeded = {
      // Card, paid this month.
      alfa: await seedSubscription(t, card, { method: 'card', status: 'active' }, [
        { status: 'paid', at: '2025-06-05T12:00:00Z', period: ['2025-06-05', '2025-07-05'] },
      ]),
      // Card, refused this month, within the grace days of May's paid period.
      beta: await seedSubscription(
        t,
        card,
        { method: 'card', status: 'past_due', pastDueSince: new Date('2025-06-12T12:00:00Z') },
        [
          { status: 'paid', at: '2025-05-12T12:00:00Z', period: ['2025-05-12', '2025-06-12'] },
          { status: 'unpaid', at: '2025-06-12T12:00:00Z' },
        ],
      ),
      // Boleto paid by its Pix this month.
      gama: await seedSubscription(t, boleto, { method: 'boleto', status: 'active' }, [
        {
          status: 'paid',
          at: '2025-06-03T12:00:00Z',
          period: ['2025-06-03', '2025-07-03'],
          paidVia: 'pix',
        },
      ]),
      // Boleto paid this month, and the next one waiting.
      delta: await seedSubscription(t, boleto, { method: 'boleto', status: 'active' }, [
        { status: 'paid', at: '2025-06-10T12:00:00Z', period: ['2025-06-10', '2025-07-10'] },
        { status: 'waiting', at: '2025-06-19T12:00:00Z' },
      ]),
      // Boleto overdue (unpaid past its due date), within the grace days.
      epsilon: await seedSubscription(
        t,
        boleto,
        { method: 'boleto', status: 'past_due', pastDueSince: new Date('2025-06-16T12:00:00Z') },
        [
          { status: 'paid', at: '2025-05-15T12:00:00Z', period: ['2025-05-15', '2025-06-15'] },
          { status: 'unpaid', at: '2025-06-16T12:00:00Z' },
        ],
      ),
    };
  });
  afterAll(() => t.close());

  it('lists and filters payments and subscriptions by method', async () => {
    const all = (await get('/payments?limit=100')) as { data: Json[]; total: number };
    expect(all.total).toBe(8);
    const boletos = (await get('/payments?method=boleto&limit=100')) as {
      data: Json[];
      total: number;
    };
    expect(boletos.total).toBe(5);
    expect(new Set(boletos.data.map((p) => p.method))).toEqual(new Set(['boleto']));
    const cards = (await get('/payments?method=card&status=unpaid')) as { data: Json[] };
    expect(cards.data.map((p) => p.id)).toEqual([seeded.beta?.paymentIds[1]]);
    const paidByPix = boletos.data.find((p) => p.id === seeded.gama?.paymentIds[0]);
    expect(paidByPix).toMatchObject({ method: 'boleto', paidVia: 'pix', status: 'paid' });

    const subs = (await get('/subscriptions?method=boleto&limit=100')) as { data: Json[] };
    expect(subs.data.map((s) => s.id).sort()).toEqual(
      [seeded.gama, seeded.delta, seeded.epsilon].map((s) => s?.subscription.id).sort(),
    );
    expect(subs.data[0]).toMatchObject({ method: 'boleto', nextMethod: null });
    const cardSubs = (await get('/subscriptions?method=card&limit=100')) as { total: number };
    expect(cardSubs.total).toBe(2);

    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/backoffice/payments?method=cheque',
      headers: admin.headers,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ issues: [{ message: 'Forma de pagamento inválida.' }] });
  });

  it("shows a boleto payment's details: due date, linha digitável, Pix, PDF, how it was paid", async () => {
    const open = (await get(`/payments/${seeded.epsilon?.paymentIds[1]}`)).data as Json;
    expect(open).toMatchObject({
      method: 'boleto',
      status: 'unpaid',
      paidAt: null,
      paidVia: null,
      boleto: BOLETO,
      settleable: true,
    });
    const paid = (await get(`/payments/${seeded.gama?.paymentIds[0]}`)).data as Json;
    expect(paid).toMatchObject({ paidVia: 'pix', settleable: false, boleto: BOLETO });
    expect(paid.paidAt).toBe('2025-06-03T12:00:00.000Z');
    const byCard = (await get(`/payments/${seeded.beta?.paymentIds[1]}`)).data as Json;
    expect(byCard).toMatchObject({ method: 'card', boleto: null, settleable: false });
  });

  it('splits MRR, paying companies, overdue and charge outcomes by method, summing to the totals', async () => {
    // By hand from the rows above (monthly plans: MRR = price).
    const expected = {
      card: { mrr: 12_000 + 12_000, paying: 2, overdue: 12_000, overdueCount: 1 },
      boleto: { mrr: 3 * 9_900, paying: 3, overdue: 9_900, overdueCount: 1 },
    };
    const dashboard = await get('/dashboard');
    expect(dashboard.byMethod).toEqual([
      {
        method: 'card',
        mrrCents: expected.card.mrr,
        payingCompanies: 2,
        overdueCents: expected.card.overdue,
        overdueCount: 1,
      },
      {
        method: 'boleto',
        mrrCents: expected.boleto.mrr,
        payingCompanies: 3,
        overdueCents: expected.boleto.overdue,
        overdueCount: 1,
      },
    ]);
    expect(dashboard).toMatchObject({
      mrrCents: expected.card.mrr + expected.boleto.mrr,
      payingCompanies: 5,
      overdueCents: expected.card.overdue + expected.boleto.overdue,
      overdueCount: 2,
    });

    // June's first outcomes: card alfa paid, beta refused; boleto gama, delta paid, epsilon unpaid.
    const summary = (await get('/stats/summary')).data as Json;
    expect(summary.failedPaymentRecovery).toMatchObject({ charged: 5, refused: 2 });
    expect(summary.byMethod).toEqual([
      {
        method: 'card',
        mrrCents: expected.card.mrr,
        payingCompanies: 2,
        failedPaymentRecovery: {
          charged: 2,
          refused: 1,
          refusalRate: 0.5,
          recovered: 0,
          recoveredCents: 0,
          rate: 0,
        },
      },
      {
        method: 'boleto',
        mrrCents: expected.boleto.mrr,
        payingCompanies: 3,
        failedPaymentRecovery: {
          charged: 3,
          refused: 1,
          refusalRate: 0.3333,
          recovered: 0,
          recoveredCents: 0,
          rate: 0,
        },
      },
    ]);

    const stats = await get('/payments/stats');
    expect(stats.byMethod).toEqual([
      { method: 'card', pendingCount: 0, pendingCents: 0, overdueCount: 1, overdueCents: 12_000 },
      {
        method: 'boleto',
        pendingCount: 1,
        pendingCents: 9_900,
        overdueCount: 1,
        overdueCents: 9_900,
      },
    ]);
    expect((stats.chargeOutcomes as Json).byMethod).toEqual([
      expect.objectContaining({ method: 'card', charged: 2, refused: 1 }),
      expect.objectContaining({ method: 'boleto', charged: 3, refused: 1 }),
    ]);
  });

  it('refuses "Registrar pagamento" for a paid boleto, a card charge and a viewer or analyst', async () => {
    const settle = (id: string | undefined, staff: TestStaff, reason = 'Pago por transferência') =>
      t.app.inject({
        method: 'POST',
        url: `/api/backoffice/payments/${id}/settle`,
        headers: staff.headers,
        payload: { reason },
      });
    const paid = await settle(seeded.gama?.paymentIds[0], admin);
    expect(paid.statusCode).toBe(409);
    expect(paid.json()).toMatchObject({
      code: 'PAYMENT_NOT_SETTLEABLE',
      message: 'Só é possível registrar o pagamento de um boleto aguardando pagamento ou vencido.',
    });
    expect((await settle(seeded.beta?.paymentIds[1], admin)).statusCode).toBe(409);
    expect((await settle('00000000-0000-4000-8000-000000000000', admin)).statusCode).toBe(404);
    const short = await settle(seeded.epsilon?.paymentIds[1], admin, 'x');
    expect(short.statusCode).toBe(400);

    const viewer = await createStaffUser(t, {
      role: 'viewer',
      permissions: {
        subscription_plans: true,
        payments: true,
        stats: true,
        users: false,
        system: false,
      },
    });
    const analyst = await createStaffUser(t, { role: 'analyst' });
    expect((await settle(seeded.epsilon?.paymentIds[1], viewer)).statusCode).toBe(403);
    expect((await settle(seeded.epsilon?.paymentIds[1], analyst)).statusCode).toBe(403);

    const [row] = await t.db
      .select()
      .from(payments)
      .where(eq(payments.id, seeded.epsilon?.paymentIds[1] ?? ''));
    expect(row).toMatchObject({ status: 'unpaid', paidAt: null, paidVia: null });
    const audit = await t.db
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.action, 'payment.settled'));
    expect(audit).toEqual([]);
  });
});
