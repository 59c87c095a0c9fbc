import { qrSvgDataUri } from '../boleto/qr.js';
import type { EfiChargeListItemWire, EfiChargeWire } from '../schemas/charges.js';
import type { EfiPlanWire } from '../schemas/plans.js';
import type { EfiSubscriptionWire } from '../schemas/subscriptions.js';
import type { SimBoleto, SimCharge, SimPlan, SimState, SimSubscription } from './store.js';

/** The state as Efí's JSON replies show it (efi-pay.md §1.4). */

export function planView(plan: SimPlan): EfiPlanWire {
  return { ...plan };
}

export function subscriptionView(state: SimState, sub: SimSubscription): EfiSubscriptionWire {
  const plan = state.plans[sub.plan_id];
  const charges = sub.charge_ids.map((id) => state.charges[id]).filter((c) => c !== undefined);
  return {
    subscription_id: sub.subscription_id,
    value: sub.value,
    status: sub.status,
    custom_id: sub.custom_id,
    notification_url: sub.notification_url,
    payment_method: sub.card ? 'credit_card' : 'banking_billet',
    next_execution: sub.status === 'active' ? sub.next_execution : null,
    next_expire_at: sub.status === 'active' ? sub.next_execution : null,
    plan: {
      plan_id: sub.plan_id,
      name: plan?.name ?? '',
      interval: plan?.interval ?? 1,
      repeats: plan?.repeats ?? null,
    },
    occurrences: charges.length,
    created_at: sub.created_at,
    history: charges.map((charge) => ({
      charge_id: charge.charge_id,
      status: charge.status,
      parcel: charge.parcel,
      created_at: charge.created_at,
    })),
    customer: { email: sub.customer.email, phone_number: sub.customer.phone_number ?? null },
  };
}

/**
 * The payer as Efí's charges show it: a person with `name` and `cpf`, a company
 * (`juridical_person`) with `cnpj` and `corporate_name` instead.
 */
function customerView(sub: SimSubscription | undefined) {
  const customer = sub?.customer;
  const contact = { email: customer?.email ?? null, phone_number: customer?.phone_number ?? null };
  const company = customer?.juridical_person;
  if (company) {
    return { cnpj: company.cnpj, corporate_name: company.corporate_name, ...contact };
  }
  return { name: customer?.name ?? null, cpf: customer?.cpf ?? null, ...contact };
}

/** The billing address with every key Efí sends (`complement: null` when there is none). */
function addressView(sub: SimSubscription | undefined) {
  const address = sub?.billing_address;
  if (!address) return null;
  return { ...address, complement: address.complement || null };
}

/**
 * A boleto as Efí shows it in the one-step reply and in a charge's `payment.banking_billet`:
 * `barcode` is the linha digitável (Efí's name), `link`/`billet_link` the payer's page and
 * `pdf.charge` the PDF (all served by the simulator, see routes/boletos.ts), `pix` the Bolix QR.
 */
export function billetFieldsView(boleto: SimBoleto) {
  const page = `${boleto.base_url}/boleto/${boleto.key}`;
  return {
    barcode: boleto.line,
    pix: { qrcode: boleto.pix, qrcode_image: qrSvgDataUri(boleto.pix) },
    link: page,
    billet_link: page,
    pdf: { charge: `${page}/pdf` },
    expire_at: boleto.expire_at,
  };
}

/** The boleto part of a charge, with the subscription's fine and interest terms. */
function billetView(state: SimState, boleto: SimBoleto, charge: SimCharge) {
  const terms = state.subscriptions[charge.subscription_id]?.billet;
  return {
    ...billetFieldsView(boleto),
    configurations: {
      days_to_write_off: terms?.days_to_write_off ?? 89,
      interest_type: terms?.interest_type ?? 'daily',
      interest: terms?.interest ?? null,
      fine: terms?.fine ?? null,
    },
  };
}

/** The card part of a charge: the mask, always one installment, and the billing address. */
function cardView(state: SimState, charge: SimCharge) {
  const sub = state.subscriptions[charge.subscription_id];
  return {
    mask: charge.card?.mask ?? null,
    installments: 1,
    installment_value: charge.total,
    address: addressView(sub),
  };
}

export function chargeView(state: SimState, charge: SimCharge): EfiChargeWire {
  const sub = state.subscriptions[charge.subscription_id];
  const unpaid = charge.status === 'unpaid' && charge.refusal !== null;
  return {
    charge_id: charge.charge_id,
    subscription_id: charge.subscription_id,
    total: charge.total,
    status: charge.status,
    ...(unpaid ? { reason: charge.refusal?.reason, refusal: charge.refusal } : {}),
    custom_id: sub?.custom_id ?? null,
    created_at: charge.created_at,
    notification_url: sub?.notification_url ?? null,
    items: sub?.items ?? [],
    history: charge.history,
    customer: customerView(sub),
    payment: charge.boleto
      ? {
          method: 'banking_billet',
          created_at: charge.created_at,
          message: sub?.billet?.message ?? null,
          banking_billet: billetView(state, charge.boleto, charge),
        }
      : {
          method: 'credit_card',
          created_at: charge.created_at,
          message: null,
          credit_card: cardView(state, charge),
        },
  };
}

export function chargeListItemView(state: SimState, charge: SimCharge): EfiChargeListItemWire {
  const sub = state.subscriptions[charge.subscription_id];
  return {
    id: charge.charge_id,
    total: charge.total,
    status: charge.status,
    custom_id: sub?.custom_id ?? null,
    created_at: charge.created_at,
    customer: customerView(sub),
    payment: charge.boleto
      ? {
          payment_method: 'banking_billet',
          paid_at: charge.paid_at,
          banking_billet: billetFieldsView(charge.boleto),
        }
      : {
          payment_method: 'credit_card',
          paid_at: charge.paid_at,
          credit_card: cardView(state, charge),
        },
  };
}
