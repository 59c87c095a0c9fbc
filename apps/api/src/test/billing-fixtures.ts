import { fakeToken, subscriptionBody } from '@rumo/efi/testing';
import { eq } from 'drizzle-orm';
import { processPendingNotifications } from '../features/billing/notifications.service';
import { subscriptionPlans } from '../features/billing/plans.table';
import {
  payments,
  type SubscriptionRow,
  subscriptions,
} from '../features/billing/subscriptions.table';
import { emailOutbox } from '../features/mail/mail.table';
import { createCompanyWithUsers, type FixtureCompany } from './okr-fixtures';
import type { TestApp } from './test-app';

/**
 * Billing builders: a plan (Rumo's row and Efí's twin), a company with a subscription paid at
 * the simulator the app mounts, and helpers to let the simulator settle and read the outbox.
 */

export async function createPlan(
  t: TestApp,
  { priceCents = 9900, interval = 'monthly' as 'monthly' | 'yearly', name = 'Equipe' } = {},
) {
  const efiPlan = await t.app.efi.createPlan({
    name: `${name} ${interval}`,
    interval: interval === 'yearly' ? 12 : 1,
  });
  const [plan] = await t.db
    .insert(subscriptionPlans)
    .values({
      tier: name.toLowerCase(),
      name,
      priceCents,
      interval,
      userLimit: 50,
      efiPlanId: efiPlan.plan_id,
      efiSyncState: 'synced',
    })
    .returning();
  if (!plan) throw new Error('no plan');
  return plan;
}

/**
 * Lets the simulator decide its waiting charges now and returns once their callbacks have
 * reached the webhook route (a fixed wait lost that race on a busy machine).
 */
export async function settle(t: TestApp): Promise<void> {
  const settled = await t.app.inject({ method: 'POST', url: '/efi-sim/control/settle' });
  if (settled.statusCode !== 200) throw new Error(`simulator settle: ${settled.body}`);
}

export interface PaidSubscription {
  company: FixtureCompany;
  subscription: SubscriptionRow;
  efiSubscriptionId: number;
  firstChargeId: number;
}

/**
 * A company whose card subscription was created at the simulator (card ending in `digit`;
 * 4 is approved) and its Rumo row, as checkout leaves it (`active`, nothing paid yet).
 */
export async function createEfiSubscription(
  t: TestApp,
  plan: { id: string; efiPlanId: number | null; priceCents: number },
  { digit = '4', admins = 1 } = {},
): Promise<PaidSubscription> {
  const company = await createCompanyWithUsers(t, { admins, users: 0 });
  const created = await t.app.efi.createOneStepSubscription(
    plan.efiPlanId ?? 0,
    subscriptionBody(fakeToken(digit), {
      custom_id: company.companyId,
      notification_url: t.config.efi.notificationUrl,
    }),
  );
  const [subscription] = await t.db
    .insert(subscriptions)
    .values({
      companyId: company.companyId,
      planId: plan.id,
      status: 'active',
      efiSubscriptionId: created.subscription_id,
      nextChargeCents: plan.priceCents,
    })
    .returning();
  if (!subscription) throw new Error('no subscription');
  return {
    company,
    subscription,
    efiSubscriptionId: created.subscription_id,
    firstChargeId: created.charge.id,
  };
}

/** Settles the simulator, then processes every stored callback (what the queue would do). */
export async function deliverAndProcess(t: TestApp) {
  await settle(t);
  return processPendingNotifications(t.app);
}

export async function subscriptionRow(t: TestApp, id: string) {
  const [row] = await t.db.select().from(subscriptions).where(eq(subscriptions.id, id));
  if (!row) throw new Error('no subscription');
  return row;
}

export async function paymentsOf(t: TestApp, subscriptionId: string) {
  return t.db
    .select()
    .from(payments)
    .where(eq(payments.subscriptionId, subscriptionId))
    .orderBy(payments.efiChargeId);
}

/** Outbox templates sent to `email`, oldest first. */
export async function templatesSentTo(t: TestApp, email: string): Promise<string[]> {
  const rows = await t.db
    .select({ template: emailOutbox.template })
    .from(emailOutbox)
    .where(eq(emailOutbox.toAddress, email.toLowerCase()))
    .orderBy(emailOutbox.createdAt);
  return rows.map((row) => row.template);
}

/** A retry of a refused charge with a new card, as the SDK sends it; `digit` ends the token. */
export const retryBody = (digit: string) => ({
  payment: {
    credit_card: {
      customer: {
        name: 'Gorbadoc Oldbuck',
        cpf: '94271564656',
        email: 'cliente@servidor.com.br',
        birth: '1990-08-29',
        phone_number: '5144916523',
      },
      billing_address: {
        street: 'Avenida Juscelino Kubitschek',
        number: '909',
        neighborhood: 'Bauxita',
        zipcode: '35400000',
        city: 'Ouro Preto',
        state: 'MG',
      },
      payment_token: `${'ef'.repeat(19)}0${digit}`,
      update_card: true,
    },
  },
});
