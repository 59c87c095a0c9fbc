import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { at, buildKnownJune } from '../../../test/staff-figures-fixtures';
import { createStaffUser, type TestStaff } from '../../../test/staff-fixtures';
import { createTestApp, type TestApp, testClock } from '../../../test/test-app';

type Json = Record<string, unknown>;
type PaymentRow = { amountCents: number; status: string; paidAt: string | null; id: string };

/** The month's events: buildKnownJune (test/staff-figures-fixtures.ts). */
describe('staff figures: one known month on the dashboard, Pagamentos and Estatísticas', () => {
  let t: TestApp;
  let staff: TestStaff;
  const clock = testClock(new Date('2025-06-20T15:00:00Z'));

  const get = async (url: string) => {
    const response = await t.app.inject({ method: 'GET', url, headers: staff.headers });
    expect(response.statusCode, url).toBe(200);
    return response.json() as Json;
  };

  beforeAll(async () => {
    t = await createTestApp({
      now: clock.now,
      config: { billing: { trialDays: 14, graceDays: 10 } },
    });
    staff = await createStaffUser(t, { role: 'admin' });
    await buildKnownJune(t);
  });
  afterAll(() => t.close());

  // Revenue by hand, in annual centavos (Mensal 120.000, Pro 360.000, Anual 449.000).
  // At 31/05: Alfa, Beta, Gama, Delta, Fi, Gê, Eta = 7 companies.
  const arrAtStart = 120_000 + 449_000 + 360_000 + 120_000 + 360_000 + 120_000 + 120_000;
  // Now: Alfa, Beta, Gama, Fi, Eta, Vê, Iota = 7 (Delta, Épsilon, Gê gone).
  const arrNow = 120_000 + 449_000 + 360_000 + 360_000 + 120_000 + 120_000 + 120_000;
  // New: Épsilon (paid and gone), Vê, Iota; churned: Delta, Gê, Épsilon.
  const newArr = 3 * 120_000;
  const churnArr = 3 * 120_000;

  it('Estatísticas: summary, series and the companies at risk', async () => {
    expect(arrAtStart).toBe(1_649_000);
    expect(arrNow).toBe(1_649_000);
    const summary = (await get('/api/backoffice/stats/summary')).data as Json;
    const mrr = arrNow / 12;
    const revenueChurn = churnArr / arrAtStart;
    expect(summary).toEqual({
      from: '2025-06-01',
      to: '2025-06-20',
      mrrCents: mrr,
      // R$ 4.490 of yearly plan is R$ 4.490,00 of ARR, not 12 × its rounded MRR.
      arrCents: 1_649_000,
      arpaCents: mrr / 7,
      payingCompanies: 7,
      mrrAtStartCents: arrAtStart / 12,
      payingAtStart: 7,
      movements: {
        newCents: newArr / 12,
        expansionCents: 0,
        contractionCents: 0,
        churnCents: -churnArr / 12,
        reactivationCents: 0,
        netCents: 0,
      },
      newCompanies: 3,
      churnedCompanies: 3,
      logoChurnRate: 0.4286,
      revenueChurnRate: 0.2183,
      monthlyRevenueChurnRate: 0.2183,
      ltvCents: Math.round(mrr / 7 / revenueChurn),
      // Ípsilon expired, Vê converted; Teta's trial runs until 24/06.
      trialConversion: { ended: 2, converted: 1, rate: 0.5 },
      // First outcomes in June: Vê, Épsilon, Alfa, Delta paid; Gama's and Eta's refused.
      failedPaymentRecovery: {
        charged: 6,
        refused: 2,
        refusalRate: 0.3333,
        recovered: 1,
        recoveredCents: 30_000,
        rate: 0.5,
      },
      // Every company pays by card: the card's share is the whole, the boleto's nothing.
      byMethod: [
        {
          method: 'card',
          mrrCents: mrr,
          payingCompanies: 7,
          failedPaymentRecovery: {
            charged: 6,
            refused: 2,
            refusalRate: 0.3333,
            recovered: 1,
            recoveredCents: 30_000,
            rate: 0.5,
          },
        },
        {
          method: 'boleto',
          mrrCents: 0,
          payingCompanies: 0,
          failedPaymentRecovery: {
            charged: 0,
            refused: 0,
            refusalRate: null,
            recovered: 0,
            recoveredCents: 0,
            rate: null,
          },
        },
      ],
    });
    expect(summary.ltvCents).toBe(89_921);

    const series = (await get('/api/backoffice/stats/mrr?months=2')).data as Json[];
    expect(series.map(({ at: _, ...point }) => point)).toEqual([
      {
        month: '2025-05',
        mrrCents: arrAtStart / 12,
        payingCompanies: 7,
        // Gama, Delta, Fi, Gê and Eta started in May.
        newCents: (360_000 + 120_000 + 360_000 + 120_000 + 120_000) / 12,
        expansionCents: 0,
        contractionCents: 0,
        churnCents: 0,
        reactivationCents: 0,
        netCents: (arrAtStart - 120_000 - 449_000) / 12,
      },
      {
        month: '2025-06',
        mrrCents: mrr,
        payingCompanies: 7,
        newCents: newArr / 12,
        expansionCents: 0,
        contractionCents: 0,
        churnCents: -churnArr / 12,
        reactivationCents: 0,
        netCents: 0,
      },
    ]);
    const csv = await t.app.inject({
      method: 'GET',
      url: '/api/backoffice/stats/export.csv?months=1',
      headers: staff.headers,
    });
    expect(csv.body.split('\r\n')[1]).toBe('06/2025;1374,17;7;300,00;0,00;0,00;-300,00;0,00;0,00');

    const engagement = (await get('/api/backoffice/stats/engagement?limit=100&sort=name')).data as {
      companyName: string;
      engagement: { atRisk: boolean; riskReasons: string[] };
    }[];
    const risk = Object.fromEntries(
      engagement.map((row) => [
        row.companyName,
        row.engagement.atRisk && row.engagement.riskReasons,
      ]),
    );
    expect(risk).toEqual({
      Alfa: false,
      Beta: ['never_checked_in', 'low_engagement'],
      Delta: false,
      Eta: ['never_checked_in', 'low_engagement'],
      Fi: ['never_checked_in', 'low_engagement'],
      Gama: ['never_checked_in', 'low_engagement'],
      Gê: ['never_checked_in'],
      Iota: ['never_checked_in', 'low_engagement'],
      Teta: ['never_checked_in'],
      Vê: ['low_engagement'],
      Épsilon: ['never_checked_in'],
      Ípsilon: ['never_checked_in'],
    });
    const atRisk = await get('/api/backoffice/stats/engagement?atRisk=true');
    expect(atRisk.total).toBe(10);

    // The company view's MRR follows the same rule: the sum of the paying companies' is the MRR.
    const ids = Object.fromEntries(
      (engagement as unknown as { companyName: string; companyId: string }[]).map((row) => [
        row.companyName,
        row.companyId,
      ]),
    );
    const companyMrr: Record<string, number> = {};
    for (const [name, id] of Object.entries(ids)) {
      companyMrr[name] = ((await get(`/api/backoffice/companies/${id}`)).data as Json)
        .mrrCents as number;
    }
    expect(companyMrr).toMatchObject({ Beta: 449_000 / 12, Delta: 0, Eta: 10_000, Fi: 30_000 });
    expect(Object.values(companyMrr).reduce((total, value) => total + value * 12, 0)).toBe(arrNow);
  });

  it('Pagamentos: amounts, and refusals and recovery over the same month, as the payments rows sum', async () => {
    const stats = await get('/api/backoffice/payments/stats');
    const rows = (await get('/api/backoffice/payments?limit=100')).data as PaymentRow[];
    expect(rows).toHaveLength(15);
    const june = at('2025-06-01').getTime() - 12 * 3_600_000;
    const may = at('2025-05-01').getTime() - 12 * 3_600_000;
    const sum = (list: PaymentRow[]) => list.reduce((total, row) => total + row.amountCents, 0);
    const paid = rows.filter((row) => row.status === 'paid');
    const paidIn = (from: number, until: number) =>
      paid.filter((row) => {
        const time = new Date(row.paidAt as string).getTime();
        return time >= from && time < until;
      });
    const overdue = (await get('/api/backoffice/payments/overdue')).data as PaymentRow[];
    const pending = (await get('/api/backoffice/payments/pending')).data as PaymentRow[];

    expect(stats).toEqual({
      byStatus: [
        { status: 'waiting', count: 1, amountCents: 10_000 },
        { status: 'paid', count: 13, amountCents: 629_000 },
        { status: 'unpaid', count: 1, amountCents: 10_000 },
      ],
      // Alfa, Gama (recovered), Delta, Épsilon and Vê.
      paidThisMonthCents: 70_000,
      paidThisMonthCount: 5,
      // Alfa, Gama, Delta, Fi, Gê, Eta.
      paidLastMonthCents: 100_000,
      pendingCount: 1,
      pendingCents: 10_000,
      overdueCount: 1,
      overdueCents: 10_000,
      // Gê's refusal (May) is outside the window; Gama's and Eta's (June) inside.
      chargeOutcomes: {
        from: '2025-06-01',
        to: '2025-06-20',
        charged: 6,
        refused: 2,
        refusalRate: 0.3333,
        recovered: 1,
        recoveredCents: 30_000,
        rate: 0.5,
        byMethod: [
          {
            method: 'card',
            ...{
              charged: 6,
              refused: 2,
              refusalRate: 0.3333,
              recovered: 1,
              recoveredCents: 30_000,
              rate: 0.5,
            },
          },
          {
            method: 'boleto',
            ...{
              charged: 0,
              refused: 0,
              refusalRate: null,
              recovered: 0,
              recoveredCents: 0,
              rate: null,
            },
          },
        ],
      },
      byMethod: [
        {
          method: 'card',
          pendingCount: 1,
          pendingCents: 10_000,
          overdueCount: 1,
          overdueCents: 10_000,
        },
        { method: 'boleto', pendingCount: 0, pendingCents: 0, overdueCount: 0, overdueCents: 0 },
      ],
    });
    // The figures are the sums of the rows listed.
    const byStatus = stats.byStatus as { status: string; count: number; amountCents: number }[];
    for (const group of byStatus) {
      const list = rows.filter((row) => row.status === group.status);
      expect([list.length, sum(list)], group.status).toEqual([group.count, group.amountCents]);
    }
    expect(sum(paidIn(june, Number.POSITIVE_INFINITY))).toBe(stats.paidThisMonthCents);
    expect(paidIn(june, Number.POSITIVE_INFINITY)).toHaveLength(5);
    expect(sum(paidIn(may, june))).toBe(stats.paidLastMonthCents);
    expect([overdue.length, sum(overdue)]).toEqual([stats.overdueCount, stats.overdueCents]);
    expect([pending.length, sum(pending)]).toEqual([stats.pendingCount, stats.pendingCents]);
    // Gama's June charge is the one recovered: its amount is the recovered sum.
    const recovered = paidIn(june, Number.POSITIVE_INFINITY).filter(
      (row) => row.amountCents === 30_000,
    );
    expect(sum(recovered)).toBe((stats.chargeOutcomes as Json).recoveredCents);
  });

  it('the dashboard shows the same figures as Estatísticas and Pagamentos', async () => {
    const dashboard = await get('/api/backoffice/dashboard');
    const summary = (await get('/api/backoffice/stats/summary')).data as Json;
    const stats = await get('/api/backoffice/payments/stats');
    const { recentPayments, ...figures } = dashboard;
    expect(figures).toEqual({
      from: '2025-06-01',
      to: '2025-06-20',
      mrrCents: arrNow / 12,
      arrCents: 1_649_000,
      payingCompanies: 7,
      trials: 1,
      trialConversion: 0.5,
      newThisMonth: 3,
      // Delta and Épsilon (canceled immediately) and Gê (at its period's end).
      churnedThisMonth: 3,
      churnRate: 0.4286,
      overdueCents: 10_000,
      overdueCount: 1,
      byMethod: [
        {
          method: 'card',
          mrrCents: arrNow / 12,
          payingCompanies: 7,
          overdueCents: 10_000,
          overdueCount: 1,
        },
        { method: 'boleto', mrrCents: 0, payingCompanies: 0, overdueCents: 0, overdueCount: 0 },
      ],
      newLeads: 2,
      failingWebhooks: 1,
    });
    expect(recentPayments).toHaveLength(5);
    expect(figures).toMatchObject({
      mrrCents: summary.mrrCents,
      arrCents: summary.arrCents,
      payingCompanies: summary.payingCompanies,
      newThisMonth: summary.newCompanies,
      churnedThisMonth: summary.churnedCompanies,
      churnRate: summary.logoChurnRate,
      trialConversion: (summary.trialConversion as Json).rate,
      overdueCents: stats.overdueCents,
      overdueCount: stats.overdueCount,
    });
    expect(summary.failedPaymentRecovery).toEqual({
      ...(stats.chargeOutcomes as Json),
      from: undefined,
      to: undefined,
      byMethod: undefined,
    });
  });
});
