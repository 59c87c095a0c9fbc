import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testClock } from '../../../test/test-app';
import { subscriptionPlans } from '../../billing/plans.table';
import {
  type NewSubscriptionRow,
  payments,
  subscriptions,
} from '../../billing/subscriptions.table';
import { efiNotificationEntries } from '../../billing/webhooks.table';
import { companies } from '../../companies/companies.table';
import { mrrSeries, mrrSeriesCsv, type StatsDeps, statsSummary } from './stats.service';

/** Noon in Brasília of a day. */
const at = (day: string) => new Date(`${day}T12:00:00-03:00`);

/**
 * A small known history (today is 15/06/2025; plans Mensal R$ 100, Pro R$ 200, Anual R$ 1.200):
 * A  Mensal from 10/03, its June renewal refused on 10/06 and paid on 11/06;
 * B  Mensal from 05/04, Pro from 05/05 (that charge refused on 05/05, paid on 07/05);
 * C  Pro from 20/03, Mensal from 20/04, canceled at the period's end (20/05);
 * D  Anual since 15/01;
 * E  Mensal in February, gone in March, back on 02/05, its June renewal refused (past due since
 *    02/06, beyond the grace days now);
 * F  a trial started 25/05 that expired; G a trial started 20/05, paid on 10/06.
 */
describe('backoffice stats (MRR, movements, churn, conversion, recovery)', () => {
  let t: TestApp;
  let deps: StatsDeps;
  const clock = testClock(new Date('2025-06-15T15:00:00Z'));
  let chargeId = 9_000;
  let token = 0;

  async function company(name: string) {
    const [row] = await t.db.insert(companies).values({ name }).returning();
    if (!row) throw new Error('no company');
    return row.id;
  }
  async function plan(name: string, priceCents: number, interval: 'monthly' | 'yearly') {
    const [row] = await t.db
      .insert(subscriptionPlans)
      .values({ tier: name.toLowerCase(), name, priceCents, interval, userLimit: 10 })
      .returning();
    if (!row) throw new Error('no plan');
    return row;
  }
  async function subscription(values: NewSubscriptionRow) {
    const [row] = await t.db.insert(subscriptions).values(values).returning();
    if (!row) throw new Error('no subscription');
    return row;
  }
  async function paid(
    sub: { id: string; companyId: string },
    planRow: { id: string; priceCents: number },
    periodStart: string,
    periodEnd: string,
    paidDay = periodStart,
  ) {
    chargeId += 1;
    await t.db.insert(payments).values({
      companyId: sub.companyId,
      subscriptionId: sub.id,
      planId: planRow.id,
      efiChargeId: chargeId,
      amountCents: planRow.priceCents,
      status: 'paid',
      statusAt: at(paidDay),
      paidAt: at(paidDay),
      periodStart,
      periodEnd,
      createdAt: at(periodStart),
    });
    return chargeId;
  }
  async function refusedAt(efiChargeId: number, day: string) {
    token += 1;
    await t.db.insert(efiNotificationEntries).values({
      token: `token-${token}`,
      entryId: 1,
      type: 'subscription_charge',
      statusCurrent: 'unpaid',
      statusPrevious: 'waiting',
      efiChargeId,
      occurredAt: at(day),
      raw: {},
    });
  }

  beforeAll(async () => {
    t = await createTestApp({ now: clock.now });
    deps = { db: t.db, config: t.config, now: clock.now };
    const mensal = await plan('Mensal', 10_000, 'monthly');
    const pro = await plan('Pro', 20_000, 'monthly');
    const anual = await plan('Anual', 120_000, 'yearly');

    const a = await subscription({
      companyId: await company('A'),
      planId: mensal.id,
      status: 'active',
      createdAt: at('2025-03-10'),
    });
    await paid(a, mensal, '2025-03-10', '2025-04-10');
    await paid(a, mensal, '2025-04-10', '2025-05-10');
    await paid(a, mensal, '2025-05-10', '2025-06-10');
    await refusedAt(await paid(a, mensal, '2025-06-10', '2025-07-10', '2025-06-11'), '2025-06-10');

    const b = await subscription({
      companyId: await company('B'),
      planId: pro.id,
      status: 'active',
      createdAt: at('2025-04-05'),
    });
    await paid(b, mensal, '2025-04-05', '2025-05-05');
    await refusedAt(await paid(b, pro, '2025-05-05', '2025-06-05', '2025-05-07'), '2025-05-05');
    await paid(b, pro, '2025-06-05', '2025-07-05');

    const c = await subscription({
      companyId: await company('C'),
      planId: mensal.id,
      status: 'canceled',
      cancelAtPeriodEnd: true,
      currentPeriodStart: '2025-04-20',
      currentPeriodEnd: '2025-05-20',
      canceledAt: at('2025-05-01'),
      endedAt: at('2025-05-20'),
      createdAt: at('2025-03-20'),
    });
    await paid(c, pro, '2025-03-20', '2025-04-20');
    await paid(c, mensal, '2025-04-20', '2025-05-20');

    const d = await subscription({
      companyId: await company('D'),
      planId: anual.id,
      status: 'active',
      createdAt: at('2025-01-15'),
    });
    await paid(d, anual, '2025-01-15', '2026-01-15');

    const e = await subscription({
      companyId: await company('E'),
      planId: mensal.id,
      status: 'past_due',
      pastDueSince: at('2025-06-02'),
      createdAt: at('2025-02-01'),
    });
    await paid(e, mensal, '2025-02-01', '2025-03-01');
    await paid(e, mensal, '2025-05-02', '2025-06-02');
    chargeId += 1;
    await t.db.insert(payments).values({
      companyId: e.companyId,
      subscriptionId: e.id,
      planId: mensal.id,
      efiChargeId: chargeId,
      amountCents: 10_000,
      status: 'unpaid',
      statusAt: at('2025-06-02'),
      createdAt: at('2025-06-02'),
    });
    await refusedAt(chargeId, '2025-06-02');

    await subscription({
      companyId: await company('F'),
      status: 'expired',
      trialEndsAt: at('2025-06-08'),
      endedAt: at('2025-06-08'),
      createdAt: at('2025-05-25'),
    });
    const g = await subscription({
      companyId: await company('G'),
      planId: mensal.id,
      status: 'active',
      trialEndsAt: at('2025-06-03'),
      createdAt: at('2025-05-20'),
    });
    await paid(g, mensal, '2025-06-10', '2025-07-10');
  });
  afterAll(() => t.close());

  it('rebuilds the MRR at each month end and its movements', async () => {
    const series = await mrrSeries(deps, 4);
    const zero = {
      newCents: 0,
      expansionCents: 0,
      contractionCents: 0,
      churnCents: 0,
      reactivationCents: 0,
    };
    expect(series.map(({ at: _, ...point }) => point)).toEqual([
      // February's end: D and E (R$ 200).
      {
        ...zero,
        month: '2025-03',
        mrrCents: 40_000,
        payingCompanies: 3,
        newCents: 30_000,
        churnCents: -10_000,
        netCents: 20_000,
      },
      {
        ...zero,
        month: '2025-04',
        mrrCents: 40_000,
        payingCompanies: 4,
        newCents: 10_000,
        contractionCents: -10_000,
        netCents: 0,
      },
      {
        ...zero,
        month: '2025-05',
        mrrCents: 50_000,
        payingCompanies: 4,
        expansionCents: 10_000,
        churnCents: -10_000,
        reactivationCents: 10_000,
        netCents: 10_000,
      },
      // Now: the subscriptions' state (A, B, D, G; E past due beyond the grace days).
      {
        ...zero,
        month: '2025-06',
        mrrCents: 50_000,
        payingCompanies: 4,
        newCents: 10_000,
        churnCents: -10_000,
        netCents: 0,
      },
    ]);
    expect(series[3]?.at).toBe(clock.now().toISOString());
    // A closed month is measured at its last millisecond in Brasília.
    expect(series[0]?.at).toBe('2025-04-01T02:59:59.999Z');
  });

  it('sums a closed month: churn, LTV, trial conversion and recovery', async () => {
    const may = await statsSummary(deps, { from: '2025-05-01', to: '2025-05-31' });
    expect(may).toEqual({
      from: '2025-05-01',
      to: '2025-05-31',
      mrrCents: 50_000,
      arrCents: 600_000,
      arpaCents: 12_500,
      payingCompanies: 4,
      mrrAtStartCents: 40_000,
      payingAtStart: 4,
      movements: {
        newCents: 0,
        expansionCents: 10_000,
        contractionCents: 0,
        churnCents: -10_000,
        reactivationCents: 10_000,
        netCents: 10_000,
      },
      newCompanies: 0,
      churnedCompanies: 1,
      logoChurnRate: 0.25,
      revenueChurnRate: 0.25,
      monthlyRevenueChurnRate: 0.25,
      ltvCents: 50_000,
      // F's and G's trials end in June.
      trialConversion: { ended: 0, converted: 0, rate: null },
      // First outcomes in May: E's and A's payments, B's refusal (paid two days later).
      failedPaymentRecovery: {
        charged: 3,
        refused: 1,
        refusalRate: 0.3333,
        recovered: 1,
        recoveredCents: 20_000,
        rate: 1,
      },
      byMethod: [
        expect.objectContaining({ method: 'card', mrrCents: 50_000, payingCompanies: 4 }),
        expect.objectContaining({ method: 'boleto', mrrCents: 0, payingCompanies: 0 }),
      ],
    });
  });

  it('defaults to the current month up to now; a past-due company beyond its grace has churned', async () => {
    const june = await statsSummary(deps, {});
    expect(june).toMatchObject({
      from: '2025-06-01',
      to: '2025-06-15',
      mrrCents: 50_000,
      mrrAtStartCents: 50_000,
      payingCompanies: 4,
      payingAtStart: 4,
      newCompanies: 1,
      churnedCompanies: 1,
      logoChurnRate: 0.25,
      revenueChurnRate: 0.2,
      ltvCents: 62_500,
      trialConversion: { ended: 2, converted: 1, rate: 0.5 },
      failedPaymentRecovery: {
        charged: 4,
        refused: 2,
        refusalRate: 0.5,
        recovered: 1,
        recoveredCents: 10_000,
        rate: 0.5,
      },
    });
    expect(june.movements).toMatchObject({ newCents: 10_000, churnCents: -10_000, netCents: 0 });
  });

  it('exports the series as CSV for Excel pt-BR', async () => {
    const csv = mrrSeriesCsv(await mrrSeries(deps, 4));
    const lines = csv.split('\r\n');
    expect(csv.startsWith('\uFEFFMês;MRR (R$);Empresas pagantes;')).toBe(true);
    expect(lines[1]).toBe('03/2025;400,00;3;300,00;0,00;0,00;-100,00;0,00;200,00');
    expect(lines[4]).toBe('06/2025;500,00;4;100,00;0,00;0,00;-100,00;0,00;0,00');
  });
});
