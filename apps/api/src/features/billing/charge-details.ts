import type { EfiCharge, EfiClient } from '@rumo/efi';
import type { BoletoDetails, PaidVia, PaymentMethod } from '@rumo/shared/billing/payment-method';
import type { Database } from '../../db/database';
import { chargeBoleto } from './methods/boleto';
import { efiSubscriptionMethod } from './subscription-state.repository';

/**
 * What Efí's notification does not carry about a charge, read with `GET /v1/charge/:id`: its
 * rail, its boleto (a renewal's boleto exists only at Efí until Rumo reads it) and how it was
 * paid. Read before the transaction that applies the notification (Efí is never called inside
 * one), and only for boleto subscriptions: a card charge's notification says all Rumo keeps.
 */
export interface ChargeDetails {
  method: PaymentMethod;
  boleto: BoletoDetails | null;
  paidVia: PaidVia | null;
}

/**
 * How a charge was paid. Efí's charge has no field for the way a Bolix was paid; its history says
 * it ("Pagamento via Pix confirmado", see packages/efi's simulator, billets.ts).
 */
export function paidViaOf(charge: EfiCharge): PaidVia | null {
  if (charge.status === 'settled') return 'settled';
  if (charge.status !== 'paid') return null;
  if (!charge.payment?.banking_billet) return 'card';
  const byPix = charge.history.some((line) => /pagamento\b.*\bpix\b/i.test(line.message));
  return byPix ? 'pix' : 'boleto';
}

export function chargeDetails(charge: EfiCharge): ChargeDetails {
  const boleto = chargeBoleto(charge);
  const billet = boleto !== null || charge.payment?.method === 'banking_billet';
  return { method: billet ? 'boleto' : 'card', boleto, paidVia: paidViaOf(charge) };
}

/** How a payment's `paid_via` reads when Efí's charge was not read (a card, or staff's settle). */
export function defaultPaidVia(status: string, method: PaymentMethod): PaidVia {
  if (status === 'settled') return 'settled';
  return method === 'card' ? 'card' : 'boleto';
}

/**
 * The details of the charges of boleto subscriptions among `charges`, one read per charge; an
 * Efí failure throws (the notification's queue retries it).
 */
export async function readBoletoCharges(
  deps: { db: Database; efi: EfiClient },
  charges: { efiSubscriptionId: number; efiChargeId: number }[],
): Promise<Map<number, ChargeDetails>> {
  const methods = new Map<number, PaymentMethod | null>();
  const details = new Map<number, ChargeDetails>();
  for (const { efiSubscriptionId, efiChargeId } of charges) {
    if (details.has(efiChargeId)) continue;
    let method = methods.get(efiSubscriptionId);
    if (method === undefined) {
      method = await efiSubscriptionMethod(deps.db, efiSubscriptionId);
      methods.set(efiSubscriptionId, method);
    }
    if (method !== 'boleto') continue;
    details.set(efiChargeId, chargeDetails(await deps.efi.getCharge(efiChargeId)));
  }
  return details;
}
