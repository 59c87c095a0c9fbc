import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCheckInRow } from '../../../test/checkin-fixtures';
import { createCompanyWithUsers, createCycle, createObjective } from '../../../test/okr-fixtures';
import { createStaffUser, type TestStaff } from '../../../test/staff-fixtures';
import { createTestApp, type TestApp, testClock } from '../../../test/test-app';
import { subscriptionPlans } from '../../billing/plans.table';
import {
  type NewSubscriptionRow,
  payments,
  subscriptions,
} from '../../billing/subscriptions.table';
import { efiNotificationEntries, efiNotifications } from '../../billing/webhooks.table';
import { companies } from '../../companies/companies.table';
import { leads } from '../../leads/leads.table';

/** Noon in Brasília of a day. */
const at = (day: string) => new Date(`${day}T12:00:00-03:00`);

type Json = Record<string, unknown>;
type PaymentRow = { amountCents: number; status: string; paidAt: string | null; id: string };

/**
 * A known June 2025, read on 20/06 at noon in Brasília, through the three staff screens.
 * Plans: Mensal R$ 100, Pro R$ 300 (monthly), Anual R$ 4.490 (yearly). Grace: 10 days.
 *
 * Alfa    Mensal since 10/04, renewed 10/06; checks in every week.
 * Beta    Anual since 15/01; never checked in.
 * Gama    Pro since 05/05; its June renewal refused on 05/06, paid on 07/06 (recovered).
 * Delta   Mensal since 12/05, renewed 12/06, canceled immediately on 15/06; checked in in May.
 * Épsilon Mensal, first paid 03/06, canceled immediately on 08/06 (new and churned in June).
 * Fi      Pro since 25/05, canceled at the period's end (25/06): still paying.
 * Gê      Mensal since 08/05 (that charge refused, paid on 10/05), canceled at the period's
 *         end, ended 08/06.
 * Eta     Mensal since 18/05, its renewal refused on 18/06: past due within the grace days.
 * Iota    Mensal since 19/06, first charge waiting at Efí.
 * Teta    trial from 10/06 to 24/06. Ípsilon: trial 25/05–08/06, expired.
 * Vê      trial 20/05–03/06, paid Mensal on 02/06; one check-in in four weeks.
 */
describe('staff figures: one known month on the dashboard, Pagamentos and Estatísticas', () => {
  let t: TestApp;
  let staff: TestStaff;
  const clock = testClock(new Date('2025-06-20T15:00:00Z'));
  let chargeId = 50_000;
  let token = 0;
  const plans: Record<'mensal' | 'pro' | 'anual', { id: string; priceCents: number }> = {} as never;

  const get = async (url: string) => {
    const response = await t.app.inject({ method: 'GET', url, headers: staff.headers });
    expect(response.statusCode, url).toBe(200);
    return response.json() as Json;
  };

  async function company(name: string) {
    const [row] = await t.db.insert(companies).values({ name }).returning();
    if (!row) throw new Error('no company');
    return row.id;
  }
  async function subscription(values: NewSubscriptionRow) {
    const [row] = await t.db.insert(subscriptions).values(values).returning();
    if (!row) throw new Error('no subscription');
    return row;
  }
  async function refusal(efiChargeId: number, day: string) {
    token += 1;
    await t.db.insert(efiNotificationEntries).values({
      token: `june-${token}`,
      entryId: 1,
      type: 'subscription_charge',
      statusCurrent: 'unpaid',
      statusPrevious: 'waiting',
      efiChargeId,
      occurredAt: at(day),
      raw: {},
    });
  }
  /** A charge for [start, end): paid on `paidDay`, refused first on `refusedDay`, or open. */
  async function charge(
    sub: { id: string; companyId: string },
    plan: keyof typeof plans,
    period: [string, string],
    outcome: { paidDay?: string; refusedDay?: string; status?: 'waiting' | 'unpaid' } = {},
  ) {
    chargeId += 1;
    const paidDay = outcome.status ? undefined : (outcome.paidDay ?? period[0]);
    await t.db.insert(payments).values({
      companyId: sub.companyId,
      subscriptionId: sub.id,
      planId: plans[plan].id,
      efiChargeId: chargeId,
      amountCents: plans[plan].priceCents,
      status: outcome.status ?? 'paid',
      statusAt: at(paidDay ?? outcome.refusedDay ?? period[0]),
      paidAt: paidDay ? at(paidDay) : null,
      periodStart: paidDay ? period[0] : null,
      periodEnd: paidDay ? period[1] : null,
      createdAt: at(period[0]),
    });
    if (outcome.refusedDay) await refusal(chargeId, outcome.refusedDay);
  }
  async function checkIns(companyId: string, authorId: string, days: string[]) {
    const cycle = await createCycle(t, companyId, {
      startDate: '2025-04-01',
      endDate: '2025-06-30',
    });
    const objective = await createObjective(t, {
      companyId,
      cycleId: cycle.id,
      ownerId: authorId,
      keyResults: [{}],
    });
    for (const date of days) {
      await insertCheckInRow(t, {
        companyId,
        keyResultId: objective.keyResultIds[0] as string,
        authorId,
        value: 1,
        date,
      });
    }
  }

  beforeAll(async () => {
    t = await createTestApp({
      now: clock.now,
      config: { billing: { trialDays: 14, graceDays: 10 } },
    });
    staff = await createStaffUser(t, { role: 'admin' });
    for (const [key, name, priceCents, interval] of [
      ['mensal', 'Mensal', 10_000, 'monthly'],
      ['pro', 'Pro', 30_000, 'monthly'],
      ['anual', 'Anual', 449_000, 'yearly'],
    ] as const) {
      const [row] = await t.db
        .insert(subscriptionPlans)
        .values({ tier: key, name, priceCents, interval, userLimit: 10 })
        .returning();
      if (!row) throw new Error('no plan');
      plans[key] = row;
    }

    const alfa = await createCompanyWithUsers(t, { name: 'Alfa', admins: 1, users: 0 });
    const a = await subscription({
      companyId: alfa.companyId,
      planId: plans.mensal.id,
      status: 'active',
      createdAt: at('2025-04-10'),
    });
    await charge(a, 'mensal', ['2025-04-10', '2025-05-10']);
    await charge(a, 'mensal', ['2025-05-10', '2025-06-10']);
    await charge(a, 'mensal', ['2025-06-10', '2025-07-10']);
    await checkIns(alfa.companyId, alfa.admin.id, [
      '2025-06-19',
      '2025-06-12',
      '2025-06-05',
      '2025-05-29',
    ]);

    const b = await subscription({
      companyId: await company('Beta'),
      planId: plans.anual.id,
      status: 'active',
      createdAt: at('2025-01-15'),
    });
    await charge(b, 'anual', ['2025-01-15', '2026-01-15']);

    const c = await subscription({
      companyId: await company('Gama'),
      planId: plans.pro.id,
      status: 'active',
      createdAt: at('2025-05-05'),
    });
    await charge(c, 'pro', ['2025-05-05', '2025-06-05']);
    await charge(c, 'pro', ['2025-06-05', '2025-07-05'], {
      refusedDay: '2025-06-05',
      paidDay: '2025-06-07',
    });

    const delta = await createCompanyWithUsers(t, { name: 'Delta', admins: 1, users: 0 });
    // What "Cancelar imediatamente" leaves: canceled, ended now, the paid period cut short.
    const d = await subscription({
      companyId: delta.companyId,
      planId: plans.mensal.id,
      status: 'canceled',
      cancelAtPeriodEnd: true,
      currentPeriodStart: '2025-06-12',
      currentPeriodEnd: '2025-07-12',
      canceledAt: at('2025-06-15'),
      endedAt: at('2025-06-15'),
      createdAt: at('2025-05-12'),
    });
    await charge(d, 'mensal', ['2025-05-12', '2025-06-12']);
    await charge(d, 'mensal', ['2025-06-12', '2025-07-12']);
    await checkIns(delta.companyId, delta.admin.id, ['2025-05-20']);

    const e = await subscription({
      companyId: await company('Épsilon'),
      planId: plans.mensal.id,
      status: 'canceled',
      cancelAtPeriodEnd: true,
      currentPeriodStart: '2025-06-03',
      currentPeriodEnd: '2025-07-03',
      canceledAt: at('2025-06-08'),
      endedAt: at('2025-06-08'),
      createdAt: at('2025-06-03'),
    });
    await charge(e, 'mensal', ['2025-06-03', '2025-07-03']);

    const f = await subscription({
      companyId: await company('Fi'),
      planId: plans.pro.id,
      status: 'active',
      cancelAtPeriodEnd: true,
      currentPeriodStart: '2025-05-25',
      currentPeriodEnd: '2025-06-25',
      canceledAt: at('2025-06-01'),
      createdAt: at('2025-05-25'),
    });
    await charge(f, 'pro', ['2025-05-25', '2025-06-25']);

    const g = await subscription({
      companyId: await company('Gê'),
      planId: plans.mensal.id,
      status: 'canceled',
      cancelAtPeriodEnd: true,
      currentPeriodStart: '2025-05-08',
      currentPeriodEnd: '2025-06-08',
      canceledAt: at('2025-05-30'),
      endedAt: at('2025-06-08'),
      createdAt: at('2025-05-08'),
    });
    await charge(g, 'mensal', ['2025-05-08', '2025-06-08'], {
      refusedDay: '2025-05-08',
      paidDay: '2025-05-10',
    });

    const h = await subscription({
      companyId: await company('Eta'),
      planId: plans.mensal.id,
      status: 'past_due',
      pastDueSince: at('2025-06-18'),
      createdAt: at('2025-05-18'),
    });
    await charge(h, 'mensal', ['2025-05-18', '2025-06-18']);
    await charge(h, 'mensal', ['2025-06-18', '2025-07-18'], {
      status: 'unpaid',
      refusedDay: '2025-06-18',
    });

    const i = await subscription({
      companyId: await company('Iota'),
      planId: plans.mensal.id,
      status: 'active',
      createdAt: at('2025-06-19'),
    });
    await charge(i, 'mensal', ['2025-06-19', '2025-07-19'], { status: 'waiting' });

    await subscription({
      companyId: await company('Teta'),
      status: 'trialing',
      trialEndsAt: at('2025-06-24'),
      createdAt: at('2025-06-10'),
    });
    await subscription({
      companyId: await company('Ípsilon'),
      status: 'expired',
      trialEndsAt: at('2025-06-08'),
      endedAt: at('2025-06-08'),
      createdAt: at('2025-05-25'),
    });
    const ve = await createCompanyWithUsers(t, { name: 'Vê', admins: 1, users: 0 });
    const v = await subscription({
      companyId: ve.companyId,
      planId: plans.mensal.id,
      status: 'active',
      trialEndsAt: at('2025-06-03'),
      createdAt: at('2025-05-20'),
    });
    await charge(v, 'mensal', ['2025-06-02', '2025-07-02']);
    await checkIns(ve.companyId, ve.admin.id, ['2025-06-18']);

    await t.db.insert(leads).values([
      { source: 'proposta', name: 'Lead Um', email: 'um@lead.test' },
      { source: 'beta', name: 'Lead Dois', email: 'dois@lead.test' },
      { source: 'beta', status: 'contacted', name: 'Lead Três', email: 'tres@lead.test' },
    ]);
    await t.db.insert(efiNotifications).values({ token: 'falhou', state: 'failed' });
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
      },
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
    });
  });
});
