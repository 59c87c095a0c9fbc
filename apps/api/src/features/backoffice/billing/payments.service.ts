import {
  paymentErrorCodes as codes,
  paymentMessages as messages,
  type PaymentSettleResult,
  type PaymentStats,
  type PaymentSyncAllResult,
  type PaymentSyncResult,
  SETTLEABLE_PAYMENT_STATUSES,
  type StaffPayment,
  type StaffPaymentDetail,
} from '@rumo/shared/backoffice/billing/payments';
import type { PaymentStatus } from '@rumo/shared/billing/contracts';
import { inTransaction } from '../../../events/domain-events';
import { conflict, notFound } from '../../../lib/errors';
import { applyChargeChange, applyChargeSettled } from '../../billing/public';
import { findInvoiceOfPayment, invoiceSummary } from '../../invoices/public';
import { recordStaffAudit } from '../public';
import { chargeFigures, type StatsDeps } from '../stats/stats.service';
import type { BackofficeBillingDeps, StaffActor } from './deps';
import { efiChargeView, efiFailure, efiMessage } from './efi-views';
import { findStaffPayment, openPaymentsToSync, paymentTotals } from './payments.repository';

/** How many open payments one "sync all" reads at Efí (Efí limits calls per day). */
export const SYNC_ALL_LIMIT = 200;

/** The payments page's figures: its amounts and this month's charge outcomes (as Estatísticas'). */
export async function paymentFigures(deps: Pick<StatsDeps, 'db' | 'now'>): Promise<PaymentStats> {
  const totals = await paymentTotals(deps.db, deps.now());
  return { ...totals, chargeOutcomes: await chargeFigures(deps) };
}

/** A boleto still open (waiting, or unpaid past its due date) may be registered as paid. */
const settleable = (payment: StaffPayment) =>
  payment.method === 'boleto' &&
  payment.paidAt === null &&
  (SETTLEABLE_PAYMENT_STATUSES as readonly string[]).includes(payment.status);

export async function getPaymentDetail(
  deps: BackofficeBillingDeps,
  id: string,
): Promise<StaffPaymentDetail> {
  const found = await findStaffPayment(deps.db, id);
  if (!found) throw notFound(messages.paymentNotFound);
  const invoice = await findInvoiceOfPayment(deps.db, id);
  return {
    data: {
      ...found.payment,
      subscription: {
        id: found.payment.subscriptionId,
        status: found.subscriptionStatus as StaffPaymentDetail['data']['subscription']['status'],
        efiSubscriptionId: found.efiSubscriptionId,
      },
      boleto: found.boleto,
      settleable: settleable(found.payment),
      efi: await efiChargeView(deps.efi, found.payment.efiChargeId),
      invoice: invoice ? invoiceSummary(invoice) : null,
    },
  };
}

/**
 * Reads the charge at Efí and applies its status when it differs (what a missed notification
 * would have done): the same rule as the webhooks, so a status never moves backwards.
 */
export async function syncCharge(
  deps: BackofficeBillingDeps,
  payment: { efiChargeId: number; status: PaymentStatus; efiSubscriptionId: number | null },
): Promise<boolean> {
  const charge = await deps.efi.getCharge(payment.efiChargeId);
  if (charge.status === payment.status) return false;
  const efiSubscriptionId = payment.efiSubscriptionId ?? charge.subscription_id;
  if (efiSubscriptionId === null) return false;
  return inTransaction(deps, async (tx, publish) => {
    const outcome = await applyChargeChange(tx, publish, deps, {
      efiSubscriptionId,
      efiChargeId: payment.efiChargeId,
      status: charge.status,
      occurredAt: deps.now(),
      entryId: null,
      valueCents: null,
    });
    return outcome.kind === 'applied';
  });
}

export async function syncPayment(
  deps: BackofficeBillingDeps,
  actor: StaffActor,
  id: string,
): Promise<PaymentSyncResult> {
  const found = await findStaffPayment(deps.db, id);
  if (!found) throw notFound(messages.paymentNotFound);
  const before = found.payment;
  const changed = await syncCharge(deps, {
    efiChargeId: before.efiChargeId,
    status: before.status,
    efiSubscriptionId: found.efiSubscriptionId,
  }).catch(efiFailure);
  const after = (await findStaffPayment(deps.db, id))?.payment ?? before;
  if (changed) {
    await recordStaffAudit(deps.db, {
      actorId: actor.id,
      action: 'payment.efi_synced',
      targetType: 'payment',
      targetId: id,
      before: { status: before.status, paidAt: before.paidAt },
      after: { status: after.status, paidAt: after.paidAt },
      ip: actor.ip,
      at: deps.now(),
    });
  }
  return {
    message: changed ? messages.paymentSynced : messages.paymentUnchanged,
    changed,
    previousStatus: before.status,
    payment: after,
  };
}

/** Syncs the open payments (pending or refused), the least recently changed first. */
export async function syncAllPending(
  deps: BackofficeBillingDeps,
  actor: StaffActor,
): Promise<PaymentSyncAllResult> {
  const { rows, total } = await openPaymentsToSync(deps.db, SYNC_ALL_LIMIT);
  const result = { checked: 0, updated: 0, unchanged: 0, failed: 0 };
  const errors: PaymentSyncAllResult['errors'] = [];
  for (const row of rows) {
    try {
      const changed = await syncCharge(deps, row);
      result.checked += 1;
      if (changed) result.updated += 1;
      else result.unchanged += 1;
    } catch (error) {
      result.failed += 1;
      errors.push({ paymentId: row.id, error: efiMessage(error) });
    }
  }
  await recordStaffAudit(deps.db, {
    actorId: actor.id,
    action: 'payments.efi_synced',
    targetType: 'payment',
    after: { ...result },
    ip: actor.ip,
    at: deps.now(),
  });
  return {
    message: result.failed > 0 ? messages.syncWithFailures(result.failed) : messages.syncDone,
    ...result,
    remaining: Math.max(0, total - rows.length),
    errors: errors.slice(0, 20),
  };
}

/**
 * "Registrar pagamento": a boleto paid outside Efí (a transfer, a deposit). Efí settles the
 * charge and will notify `settled`; Rumo applies it as paid at once, through billing, under the
 * subscription lock the notifications take, and audits who did it and why. Should Efí's
 * notification be applied first (between Efí's answer and this transaction), the payment is
 * already settled: nothing changes twice, and the staff action is audited all the same.
 */
export async function settlePayment(
  deps: BackofficeBillingDeps,
  actor: StaffActor,
  id: string,
  reason: string,
): Promise<PaymentSettleResult> {
  const found = await findStaffPayment(deps.db, id);
  if (!found) throw notFound(messages.paymentNotFound);
  const before = found.payment;
  const efiSubscriptionId = found.chargeEfiSubscriptionId;
  if (!settleable(before) || efiSubscriptionId === null) {
    throw conflict(codes.notSettleable, messages.notSettleable);
  }
  await deps.efi.settleCharge(before.efiChargeId).catch(efiFailure);
  const applied = await inTransaction(deps, async (tx, publish) => {
    const outcome = await applyChargeSettled(tx, publish, deps, {
      efiSubscriptionId,
      efiChargeId: before.efiChargeId,
    });
    if (outcome === 'closed') return false;
    const settled = (await findStaffPayment(tx, id))?.payment;
    await recordStaffAudit(tx, {
      actorId: actor.id,
      action: 'payment.settled',
      targetType: 'payment',
      targetId: id,
      reason,
      before: { status: before.status, paidAt: before.paidAt, paidVia: before.paidVia },
      after: {
        status: settled?.status ?? 'settled',
        paidAt: settled?.paidAt ?? deps.now().toISOString(),
        paidVia: 'settled',
      },
      ip: actor.ip,
      at: deps.now(),
    });
    return true;
  });
  if (!applied) throw conflict(codes.notSettleable, messages.notSettleable);
  deps.sessionCache?.evictCompany(before.company.id);
  const after = (await findStaffPayment(deps.db, id))?.payment ?? before;
  return { message: messages.paymentSettled, payment: after };
}
