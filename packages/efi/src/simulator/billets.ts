import { randomBytes } from 'node:crypto';
import { boletoBarcode, linhaDigitavel } from '../boleto/barcode.js';
import { pixBrCode } from '../boleto/brcode.js';
import { nextBusinessDay } from '../boleto/business-days.js';
import { addMonths, formatEfiDateTime, toBrDate } from '../dates.js';
import type { EfiOneStepSubscriptionWire } from '../schemas/subscriptions.js';
import { SimError } from './errors.js';
import type { Lifecycle } from './lifecycle.js';
import type {
  SimBilletTerms,
  SimBoleto,
  SimCharge,
  SimPlan,
  SimState,
  SimSubscription,
} from './store.js';
import type { BilletSubscriptionInput } from './subscription-input.js';
import { billetFieldsView } from './views.js';

/** Who issues the boletos: printed on the PDF and in the Pix BR Code. */
export interface SimBeneficiary {
  name: string;
  document: string;
  city: string;
}

/**
 * Boleto (Bolix) subscriptions: each charge gets a boleto with its own due date, waits for
 * the payer and ends `paid` (through `identified`), `unpaid` when overdue, or `settled`.
 */
export function createBillets(
  state: SimState,
  lifecycle: Lifecycle,
  now: () => Date,
  beneficiary: SimBeneficiary,
) {
  /** Issues the charge's boleto due on `dueDate` (moved to a business day) and makes it `waiting`. */
  function issue(charge: SimCharge, dueDate: string, baseUrl: string): SimBoleto {
    const expireAt = nextBusinessDay(dueDate);
    const key = randomBytes(16).toString('hex');
    // Free field: "00001" as on Efí's boletos, then the charge id as the "nosso número".
    const freeField = `00001${String(charge.charge_id).padStart(20, '0')}`;
    const barcode = boletoBarcode({ amount: charge.total, dueDate: expireAt, freeField });
    const host = baseUrl.replace(/^https?:\/\//, '');
    charge.boleto = {
      key,
      barcode,
      line: linhaDigitavel(barcode),
      pix: pixBrCode({
        location: `${host}/v2/cobv/${key}`,
        amount: charge.total,
        merchantName: beneficiary.name,
        merchantCity: beneficiary.city,
      }),
      expire_at: expireAt,
      base_url: baseUrl,
      paid_via: null,
    };
    lifecycle.setChargeStatus(charge, 'waiting', 'Boleto emitido, aguardando pagamento');
    return charge.boleto;
  }

  function boletoCharge(
    chargeId: number,
  ): SimCharge & { boleto: NonNullable<SimCharge['boleto']> } {
    const charge = state.charges[chargeId];
    if (!charge) {
      throw new SimError(404, 3500010, 'property_does_not_exists', {
        property: '/id',
        message: 'Cobrança não encontrada.',
      });
    }
    if (!charge.boleto) {
      throw new SimError(400, 3500034, 'validation_error', 'A cobrança não é um boleto.');
    }
    return charge as SimCharge & { boleto: NonNullable<SimCharge['boleto']> };
  }

  function requireOpen(charge: SimCharge, action: string): void {
    if (charge.status !== 'waiting' && charge.status !== 'unpaid') {
      throw new SimError(
        400,
        3500044,
        'validation_error',
        `A cobrança não pode ser ${action} pois está com status ${charge.status}.`,
      );
    }
  }

  return {
    subscribe(plan: SimPlan, read: BilletSubscriptionInput, baseUrl: string) {
      const { input, total, billet } = read;
      const terms: SimBilletTerms = {
        fine: billet.configurations?.fine ?? null,
        interest: readInterest(billet.configurations?.interest),
        interest_type:
          typeof billet.configurations?.interest === 'object'
            ? billet.configurations.interest.type
            : 'daily',
        days_to_write_off: billet.configurations?.days_to_write_off ?? 89,
        message: billet.message ?? null,
      };
      const { address, ...customer } = billet.customer;
      const sub: SimSubscription = {
        subscription_id: ++state.sequence.subscription,
        plan_id: plan.plan_id,
        status: 'new',
        items: input.items,
        value: total,
        custom_id: input.metadata?.custom_id ?? null,
        notification_url: input.metadata?.notification_url ?? null,
        customer,
        billing_address: address ?? null,
        card: null,
        billet: terms,
        token: randomBytes(20).toString('hex'),
        next_execution: billet.expire_at,
        charge_ids: [],
        created_at: formatEfiDateTime(now()),
      };
      state.subscriptions[sub.subscription_id] = sub;
      lifecycle.setSubscriptionStatus(sub, 'new');
      const first = lifecycle.openCharge(sub);
      const firstExecution = sub.next_execution;
      const boleto = issue(first, firstExecution, baseUrl);
      sub.next_execution = addMonths(firstExecution, plan.interval);
      lifecycle.setSubscriptionStatus(sub, 'active');
      const reply: EfiOneStepSubscriptionWire = {
        subscription_id: sub.subscription_id,
        status: sub.status,
        plan: { id: plan.plan_id, interval: plan.interval, repeats: plan.repeats },
        charge: { id: first.charge_id, status: first.status, parcel: first.parcel, total },
        first_execution: toBrDate(firstExecution),
        total,
        payment: 'banking_billet',
        ...billetFieldsView(boleto),
      };
      return reply;
    },

    /** The next period's boleto, due on the subscription's next execution. */
    renew(sub: SimSubscription, plan: SimPlan): SimCharge {
      const charge = lifecycle.openCharge(sub);
      const base = state.charges[sub.charge_ids[0] ?? -1]?.boleto?.base_url ?? '';
      issue(charge, sub.next_execution, base);
      sub.next_execution = addMonths(sub.next_execution, plan.interval);
      return charge;
    },

    /**
     * The payer pays the boleto, by its barcode or by its Pix QR. Efí first sees the payment
     * (`identified`), then credits it (`paid`, with the value). Efí's charge has no field
     * saying which way a Bolix was paid (neither the API reference nor the SDK's
     * `DetailChargeResponseSchema` has one); the simulator says it in the history line.
     */
    pay(chargeId: number, via: 'boleto' | 'pix'): SimCharge {
      const charge = boletoCharge(chargeId);
      requireOpen(charge, 'paga');
      const how = via === 'pix' ? 'via Pix' : 'por boleto';
      charge.boleto.paid_via = via;
      lifecycle.setChargeStatus(charge, 'identified', `Pagamento ${how} identificado`);
      lifecycle.setChargeStatus(charge, 'paid', `Pagamento ${how} confirmado`);
      return charge;
    },

    /** The due date passes unpaid: the charge becomes `unpaid` (payable until written off). */
    expire(chargeId: number): SimCharge {
      const charge = boletoCharge(chargeId);
      if (charge.status === 'unpaid') return charge;
      requireOpen(charge, 'vencida');
      lifecycle.setChargeStatus(charge, 'unpaid', 'Boleto vencido sem pagamento');
      return charge;
    },
  };
}

function readInterest(interest: number | { value: number } | undefined): number | null {
  if (interest === undefined) return null;
  return typeof interest === 'number' ? interest : interest.value;
}

export type Billets = ReturnType<typeof createBillets>;
