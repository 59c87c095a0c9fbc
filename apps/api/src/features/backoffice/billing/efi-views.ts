import { type EfiClient, EfiError } from '@rumo/efi';
import { efiErrorCodes, efiMessages } from '@rumo/shared/backoffice/billing/common';
import type { EfiChargeView } from '@rumo/shared/backoffice/billing/payments';
import type { EfiSubscriptionView } from '@rumo/shared/backoffice/billing/subscriptions';
import { AppError } from '../../../lib/errors';

/** Efí's pt-BR message for staff (its client's errors are safe to show), or the generic one. */
export const efiMessage = (error: unknown) =>
  error instanceof EfiError ? error.message : efiMessages.efiUnavailable;

/** A failed call to Efí as the staff see it: 503 with Efí's reason in pt-BR. */
export function efiFailure(error: unknown): never {
  if (error instanceof EfiError) {
    throw new AppError(503, efiErrorCodes.efiUnavailable, error.message);
  }
  throw error;
}

const iso = (value: Date | null | undefined) => (value ? value.toISOString() : null);

/** What Efí says of a charge now; an Efí failure is shown in place, not thrown. */
export async function efiChargeView(efi: EfiClient, chargeId: number): Promise<EfiChargeView> {
  try {
    const charge = await efi.getCharge(chargeId);
    return {
      available: true,
      error: null,
      status: charge.status,
      totalCents: charge.total,
      refusalReason: charge.refusal?.reason ?? charge.reason ?? null,
      paymentMethod: charge.payment?.method ?? null,
      cardMask: charge.payment?.credit_card?.mask ?? null,
      history: charge.history.map((entry) => ({
        message: entry.message,
        at: iso(entry.created_at ?? null),
      })),
    };
  } catch (error) {
    return {
      available: false,
      error: efiMessage(error),
      status: null,
      totalCents: null,
      refusalReason: null,
      paymentMethod: null,
      cardMask: null,
      history: [],
    };
  }
}

/** What Efí says of a subscription now (its charges' history), or why it could not be read. */
export async function efiSubscriptionView(
  efi: EfiClient,
  subscriptionId: number | null,
): Promise<EfiSubscriptionView> {
  const empty = { status: null, valueCents: null, nextExecution: null, charges: [] };
  if (subscriptionId === null) return { available: false, error: null, ...empty };
  try {
    const remote = await efi.getSubscription(subscriptionId);
    return {
      available: true,
      error: null,
      status: remote.status,
      valueCents: remote.value,
      nextExecution: remote.next_execution ?? null,
      charges: remote.history.map((charge) => ({
        chargeId: charge.charge_id,
        status: charge.status,
        at: iso(charge.created_at ?? null),
      })),
    };
  } catch (error) {
    return { available: false, error: efiMessage(error), ...empty };
  }
}
