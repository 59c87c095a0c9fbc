import { subscriptionPlans } from '../features/billing/plans.table';
import type { NewSubscriptionRow } from '../features/billing/subscriptions.table';
import { payments, subscriptions } from '../features/billing/subscriptions.table';
import { efiNotificationEntries, efiNotifications } from '../features/billing/webhooks.table';
import { companies } from '../features/companies/companies.table';
import { leads } from '../features/leads/leads.table';
import { insertCheckInRow } from './checkin-fixtures';
import { createCompanyWithUsers, createCycle, createObjective } from './okr-fixtures';
import type { TestApp } from './test-app';

/** Noon in Brasília of a day. */
export const at = (day: string) => new Date(`${day}T12:00:00-03:00`);

/**
 * A known June 2025 for the staff figures (read on 20/06 at noon in Brasília, grace 10 days).
 * Plans: Mensal R$ 100, Pro R$ 300 (monthly), Anual R$ 4.490 (yearly).
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
export async function buildKnownJune(t: TestApp) {
  let chargeId = 50_000;
  let token = 0;
  const plans: Record<'mensal' | 'pro' | 'anual', { id: string; priceCents: number }> = {} as never;

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
}
