import { EfiError, type EfiSubscription } from '@rumo/efi';
import { DUNNING_DAYS } from '@rumo/shared/billing/lifecycle';
import type { Database } from '../../db/database';
import { inTransaction } from '../../events/domain-events';
import { effectiveGraceDays, recordEfiSuccess } from '../platform-settings/public';
import {
  sendBillingEmailOnce,
  subscriptionEndedEmail,
  suspendedEmail,
  trialExpiredEmail,
} from './billing.mail';
import { addDays, dayOf, daysBetween } from './billing-time';
import { cancelNextPeriodBoletos } from './boleto-cancellation';
import { sendBoletoReminders } from './boleto-reminders.service';
import { readBoletoCharges } from './charge-details';
import { findPaymentByCharge, latestUnpaidPayment } from './payments.repository';
import {
  applyChargeChange,
  applySubscriptionChange,
  type BillingDeps,
  LIVE_STATUSES,
  sendDunningStep,
} from './subscription-lifecycle.service';
import {
  cancelingIds,
  endedTrialIds,
  lockSubscription,
  pastDueIds,
  reconciliationBatch,
  updateSubscriptionState,
} from './subscription-state.repository';

/** Efí limits calls per application per day (efi-pay.md §1.7): reconcile a slice a day. */
export const RECONCILE_PER_DAY = 500;

/**
 * The clock's side of a subscription's life: dunning and grace, trials, scheduled
 * cancellations, and a daily reconciliation with Efí. Each runs in its own transactions and
 * records the e-mails it sends, so the daily job and the per-subscription jobs may overlap.
 */

/**
 * The dunning e-mail due today for past-due subscriptions (the latest step reached, once per
 * charge), and suspension once the grace is over. `subscriptionId` limits it to one.
 */
export async function runDunning(
  deps: BillingDeps,
  subscriptionId?: string,
): Promise<{ emails: number; suspended: number }> {
  const result = { emails: 0, suspended: 0 };
  const ids = subscriptionId ? [subscriptionId] : await pastDueIds(deps.db);
  const graceDays = await effectiveGraceDays(deps.db, deps.config);
  for (const id of ids) {
    await deps.db.transaction(async (tx) => {
      const subscription = await lockSubscription(tx, id);
      if (subscription?.status !== 'past_due' || !subscription.pastDueSince) return;
      const payment = await latestUnpaidPayment(tx, id);
      const days = daysBetween(subscription.pastDueSince, deps.now());
      if (days >= graceDays) {
        await updateSubscriptionState(tx, id, { status: 'suspended' });
        result.suspended += 1;
        const sent = await sendBillingEmailOnce(
          tx,
          deps,
          {
            key: `suspended:${payment?.id ?? subscription.pastDueSince.toISOString()}`,
            kind: 'suspended',
            subscriptionId: id,
            companyId: subscription.companyId,
          },
          suspendedEmail,
        );
        if (sent) result.emails += 1;
        return;
      }
      const step = [...DUNNING_DAYS].reverse().find((day) => days >= day);
      if (step === undefined || !payment) return;
      if (await sendDunningStep(tx, deps, subscription, payment, step)) result.emails += 1;
    });
  }
  return result;
}

/** Trials over without a paid plan turn `expired` (read-only) and the admins are told. */
export async function expireTrials(deps: BillingDeps): Promise<number> {
  let expired = 0;
  for (const id of await endedTrialIds(deps.db, deps.now())) {
    await deps.db.transaction(async (tx) => {
      const subscription = await lockSubscription(tx, id);
      if (subscription?.status !== 'trialing') return;
      await updateSubscriptionState(tx, id, { status: 'expired', endedAt: deps.now() });
      expired += 1;
      await sendBillingEmailOnce(
        tx,
        deps,
        {
          key: `trial_expired:${id}:${subscription.trialEndsAt?.toISOString() ?? ''}`,
          kind: 'trial_expired',
          subscriptionId: id,
          companyId: subscription.companyId,
        },
        trialExpiredEmail,
      );
    });
  }
  return expired;
}

/** Efí refuses to cancel a subscription that is no longer new/active (already canceled). */
const NOT_CANCELABLE = 3500040;

/**
 * Scheduled cancellations: a day before the paid period ends Efí's subscription is canceled
 * (so no new charge is made), and once the period is over Rumo's subscription is `canceled`.
 */
export async function endCanceledSubscriptions(
  deps: BillingDeps,
): Promise<{ canceledAtEfi: number; ended: number }> {
  const result = { canceledAtEfi: 0, ended: 0 };
  const today = dayOf(deps.now());
  for (const id of await cancelingIds(deps.db, addDays(today, 1))) {
    const [subscription] = await deps.db.transaction(async (tx) => [
      await lockSubscription(tx, id),
    ]);
    if (!subscription) continue;
    if (subscription.efiSubscriptionId !== null && !subscription.efiCanceledAt) {
      try {
        await deps.efi.cancelSubscription(subscription.efiSubscriptionId);
      } catch (error) {
        if (!(error instanceof EfiError && error.code === NOT_CANCELABLE)) {
          deps.log?.warn({ err: error, subscriptionId: id }, 'cancel at Efí failed');
          continue;
        }
      }
      await updateSubscriptionState(deps.db, id, { efiCanceledAt: deps.now() });
      result.canceledAtEfi += 1;
    }
    // A boleto for the period after this one is not to be paid (one issued before the
    // cancellation took effect at Efí: scheduled before boleto-cancellation.ts stopped it at once).
    await cancelNextPeriodBoletos(deps, subscription).catch((error: unknown) =>
      deps.log?.warn({ err: error, subscriptionId: id }, 'boleto cancel at Efí failed'),
    );
    if (subscription.currentPeriodEnd !== null && subscription.currentPeriodEnd > today) continue;
    await deps.db.transaction(async (tx) => {
      const locked = await lockSubscription(tx, id);
      if (!locked?.cancelAtPeriodEnd || !LIVE_STATUSES.has(locked.status)) return;
      await updateSubscriptionState(tx, id, {
        status: 'canceled',
        endedAt: deps.now(),
        nextChargeAt: null,
        pastDueSince: null,
        efiMismatchAt: null,
      });
      result.ended += 1;
      await sendBillingEmailOnce(
        tx,
        deps,
        {
          // Once per purchase: a company's row is reused when it buys again.
          key: `ended:${id}:${locked.efiSubscriptionId ?? 'trial'}`,
          kind: 'subscription_ended',
          subscriptionId: id,
          companyId: locked.companyId,
        },
        subscriptionEndedEmail(locked.currentPeriodEnd ?? today),
      );
    });
  }
  return result;
}

/** Charges Efí is still deciding: its next execution has moved on, Rumo's waits for the verdict. */
const UNDECIDED: ReadonlySet<string> = new Set(['waiting', 'approved']);

/**
 * Compares Rumo's next charge with Efí's `next_execution` (after the corrections above) and
 * records the check: a subscription whose next charge falls on another day is flagged for staff
 * (the backoffice drawer shows it) and logged. Only a live subscription that will be charged and
 * has no charge being decided is compared; a past-due one waits for its refused charge.
 */
async function checkNextCharge(
  tx: Database,
  deps: BillingDeps,
  id: string,
  remote: EfiSubscription,
): Promise<boolean> {
  const at = deps.now();
  const local = await lockSubscription(tx, id);
  if (!local) return false;
  const efiNext = remote.next_execution ?? null;
  const comparable =
    (local.status === 'active' || local.status === 'trialing') &&
    !local.cancelAtPeriodEnd &&
    local.nextChargeAt !== null &&
    efiNext !== null &&
    !remote.history.some((charge) => UNDECIDED.has(charge.status));
  const mismatch = comparable && efiNext !== local.nextChargeAt;
  if (mismatch) {
    deps.log?.warn(
      { subscriptionId: id, rumoNextChargeAt: local.nextChargeAt, efiNextExecution: efiNext },
      'next charge differs from Efí',
    );
  }
  await updateSubscriptionState(tx, id, {
    efiCheckedAt: at,
    efiNextExecution: efiNext,
    efiMismatchAt: mismatch ? (local.efiMismatchAt ?? at) : null,
  });
  return mismatch;
}

/**
 * Reads at most `limit` live subscriptions at Efí (least recently checked first), applies what
 * the notifications missed (a cancellation or expiry, a charge whose status differs) and checks
 * that Rumo's next charge is Efí's next execution.
 */
export async function reconcileWithEfi(
  deps: BillingDeps,
  limit = RECONCILE_PER_DAY,
): Promise<{ checked: number; corrected: number; mismatched: number; failed: number }> {
  const result = { checked: 0, corrected: 0, mismatched: 0, failed: 0 };
  for (const { id, efiSubscriptionId } of await reconciliationBatch(deps.db, limit)) {
    try {
      const remote = await deps.efi.getSubscription(efiSubscriptionId);
      result.checked += 1;
      const differing = [];
      for (const charge of remote.history) {
        const local = await findPaymentByCharge(deps.db, charge.charge_id);
        if (local?.status !== charge.status) {
          differing.push({ efiSubscriptionId, efiChargeId: charge.charge_id });
        }
      }
      const details = await readBoletoCharges(deps, differing);
      await inTransaction(deps, async (tx, publish) => {
        const at = deps.now();
        for (const charge of remote.history) {
          const local = await findPaymentByCharge(tx, charge.charge_id);
          if (local?.status === charge.status) continue;
          const outcome = await applyChargeChange(tx, publish, deps, {
            efiSubscriptionId,
            efiChargeId: charge.charge_id,
            status: charge.status,
            occurredAt: at,
            entryId: null,
            valueCents: null,
            details: details.get(charge.charge_id) ?? null,
          });
          if (outcome.kind === 'applied') result.corrected += 1;
        }
        if (remote.status === 'canceled' || remote.status === 'expired') {
          const outcome = await applySubscriptionChange(tx, deps, {
            efiSubscriptionId,
            status: remote.status,
            occurredAt: at,
          });
          if (outcome.kind === 'applied') result.corrected += 1;
        }
        const mismatch = await checkNextCharge(tx, deps, id, remote);
        if (mismatch) result.mismatched += 1;
      });
    } catch (error) {
      result.failed += 1;
      deps.log?.warn({ err: error, subscriptionId: id }, 'reconciliation with Efí failed');
    }
  }
  // Shown on the backoffice's settings page as the last Efí call that answered.
  if (result.checked > 0) await recordEfiSuccess(deps.db, 'reconciliation', deps.now());
  return result;
}

/** The daily job: every clock-driven change, then the reconciliation. */
export async function runBillingDaily(
  deps: BillingDeps,
  options: { reconcileLimit?: number } = {},
) {
  const trialsExpired = await expireTrials(deps);
  const dunning = await runDunning(deps);
  const cancellations = await endCanceledSubscriptions(deps);
  const reconciliation = await reconcileWithEfi(deps, options.reconcileLimit ?? RECONCILE_PER_DAY);
  // After the reconciliation: a renewal boleto whose notification was missed is stored by then.
  const boletoReminders = await sendBoletoReminders(deps);
  return { trialsExpired, dunning, cancellations, reconciliation, boletoReminders };
}
