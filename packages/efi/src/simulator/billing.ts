import { randomUUID } from 'node:crypto';
import { addDays, addMonths, formatEfiDate, formatEfiDateTime, toBrDate } from '../dates.js';
import { type EfiRetryChargeWire, retryChargeInputSchema } from '../schemas/charges.js';
import {
  type EfiOneStepSubscriptionWire,
  updateSubscriptionInputSchema,
} from '../schemas/subscriptions.js';
import { createBillets } from './billets.js';
import { cardForUnknownToken, refusalFor } from './card-rules.js';
import { notFound, SimError, validate } from './errors.js';
import type { Lifecycle } from './lifecycle.js';
import type {
  SimCardView,
  SimCharge,
  SimOutcome,
  SimPlan,
  SimState,
  SimSubscription,
} from './store.js';
import { readSubscription, totalOf } from './subscription-input.js';

export function findPlan(state: SimState, planId: number): SimPlan {
  const plan = state.plans[planId];
  if (!plan) throw notFound('Plano não encontrado.');
  return plan;
}

export function findSubscription(state: SimState, subscriptionId: number): SimSubscription {
  const sub = state.subscriptions[subscriptionId];
  if (!sub) throw notFound('Assinatura não encontrada.');
  return sub;
}

export function findCharge(state: SimState, chargeId: number): SimCharge {
  const charge = state.charges[chargeId];
  if (!charge) throw notFound('Cobrança não encontrada.');
  return charge;
}

/** The charges Efí lets the seller cancel (efi-pay.md §1.3, 3500043 otherwise). */
const CANCELABLE_CHARGE: ReadonlySet<string> = new Set(['new', 'link', 'waiting', 'unpaid']);

/** The card behind a `payment_token`; a single-use token can pay only once (3500018). */
function takeCard(state: SimState, token: string, property: string): SimCardView {
  const card = state.cards[token.toLowerCase()] ?? cardForUnknownToken(token);
  if (card.used && !card.reusable) {
    throw new SimError(400, 3500018, 'validation_error', {
      property,
      message: 'O payment_token informado já foi utilizado.',
    });
  }
  card.used = true;
  return { mask: card.mask, brand: card.brand, lastDigit: card.lastDigit };
}

export function createBilling(state: SimState, lifecycle: Lifecycle, now: () => Date) {
  const today = () => formatEfiDate(now());
  const billets = createBillets(state, lifecycle, now);

  function requireOpen(sub: SimSubscription, code: number): void {
    if (sub.status !== 'new' && sub.status !== 'active') {
      throw new SimError(
        400,
        code,
        'validation_error',
        `A assinatura está com status ${sub.status}.`,
      );
    }
  }

  return {
    /** A one-step subscription; `baseUrl` is where a boleto's PDF will be served. */
    subscribe(planId: number, body: unknown, baseUrl: string): EfiOneStepSubscriptionWire {
      const plan = findPlan(state, planId);
      const read = readSubscription(body, now());
      if (read.method === 'banking_billet') return billets.subscribe(plan, read, baseUrl);
      const { input, total, card } = read;
      const paidWith = takeCard(state, card.payment_token, '/payment/credit_card/payment_token');
      const sub: SimSubscription = {
        subscription_id: ++state.sequence.subscription,
        plan_id: plan.plan_id,
        status: 'new',
        items: input.items,
        value: total,
        custom_id: input.metadata?.custom_id ?? null,
        notification_url: input.metadata?.notification_url ?? null,
        customer: card.customer,
        billing_address: card.billing_address,
        card: paidWith,
        token: randomUUID(),
        next_execution: card.trial_days ? addDays(today(), card.trial_days) : today(),
        charge_ids: [],
        created_at: formatEfiDateTime(now()),
      };
      state.subscriptions[sub.subscription_id] = sub;
      lifecycle.setSubscriptionStatus(sub, 'new');
      const first = lifecycle.openCharge(sub);
      const firstExecution = sub.next_execution;
      if (!card.trial_days) {
        lifecycle.startCharge(first, paidWith);
        sub.next_execution = addMonths(today(), plan.interval);
      }
      lifecycle.setSubscriptionStatus(sub, 'active');
      if (!card.trial_days) lifecycle.decide(first, { refuseNow: true });
      return {
        subscription_id: sub.subscription_id,
        status: sub.status,
        plan: { id: plan.plan_id, interval: plan.interval, repeats: plan.repeats },
        charge: {
          id: first.charge_id,
          status: first.status,
          parcel: first.parcel,
          total: first.total,
          ...(first.refusal ? { refusal: first.refusal } : {}),
        },
        first_execution: toBrDate(firstExecution),
        total,
        payment: 'credit_card',
      };
    },

    /**
     * The next renewal (or the first charge after a trial), paid or unpaid later. A boleto
     * subscription's renewal is a new boleto left `waiting` for the payer, unless `forced`
     * pays it (by boleto) or lets it expire at once.
     */
    renew(subscriptionId: number, forced?: SimOutcome): SimCharge {
      const sub = findSubscription(state, subscriptionId);
      requireOpen(sub, 3500067);
      const plan = findPlan(state, sub.plan_id);
      if (!sub.card) {
        const charge = billets.renew(sub, plan);
        if (plan.repeats !== null && sub.charge_ids.length >= plan.repeats) {
          lifecycle.setSubscriptionStatus(sub, 'expired');
        }
        if (forced === 'paid') billets.pay(charge.charge_id, 'boleto');
        if (forced === 'unpaid') billets.expire(charge.charge_id);
        return charge;
      }
      const last = state.charges[sub.charge_ids.at(-1) ?? -1];
      const charge = last?.status === 'new' ? last : lifecycle.openCharge(sub);
      lifecycle.startCharge(charge, sub.card);
      sub.next_execution = addMonths(sub.next_execution, plan.interval);
      if (plan.repeats !== null && sub.charge_ids.length >= plan.repeats) {
        lifecycle.setSubscriptionStatus(sub, 'expired');
      }
      lifecycle.decide(charge, { refuseNow: false, forced });
      return charge;
    },

    /** Decides now every charge still waiting for its delay; answers how many. */
    settleWaiting(): number {
      return lifecycle.settleWaiting();
    },

    cancel(subscriptionId: number): void {
      const sub = findSubscription(state, subscriptionId);
      requireOpen(sub, 3500040);
      lifecycle.setSubscriptionStatus(sub, 'canceled');
    },

    /** Pays a boleto charge, by its barcode or its Pix (a control route: the payer's act). */
    payBoleto: billets.pay,
    /** Lets a boleto charge's due date pass unpaid (a control route). */
    expireBoleto: billets.expire,

    /** `PUT /v1/charge/:id/settle`: marked as paid outside Efí; only `waiting` or `unpaid`. */
    settle(chargeId: number): void {
      const charge = findCharge(state, chargeId);
      if (charge.status !== 'waiting' && charge.status !== 'unpaid') {
        throw new SimError(
          400,
          3500044,
          'validation_error',
          `A cobrança está com status ${charge.status} e não pode ser marcada como paga.`,
        );
      }
      charge.pending = null;
      lifecycle.setChargeStatus(charge, 'settled', 'Cobrança marcada como paga');
    },

    /**
     * `PUT /v1/charge/:id/cancel`: only a `new`, `link`, `waiting` or `unpaid` charge (3500043);
     * it becomes `canceled` and can no longer be paid (its boleto and Pix refused).
     */
    cancelCharge(chargeId: number): void {
      const charge = findCharge(state, chargeId);
      if (!CANCELABLE_CHARGE.has(charge.status)) {
        throw new SimError(
          400,
          3500043,
          'validation_error',
          `A cobrança está com status ${charge.status} e não pode ser cancelada.`,
        );
      }
      charge.pending = null;
      lifecycle.setChargeStatus(charge, 'canceled', 'Cobrança cancelada');
    },

    retry(chargeId: number, body: unknown): EfiRetryChargeWire {
      const charge = findCharge(state, chargeId);
      if (!charge.card) {
        throw new SimError(400, 3500034, 'validation_error', 'A cobrança não é de cartão.');
      }
      if (charge.status !== 'unpaid') {
        throw new SimError(
          400,
          3500044,
          'validation_error',
          `A cobrança está com status ${charge.status}.`,
        );
      }
      const input = validate(retryChargeInputSchema, body).payment.credit_card;
      const card = takeCard(state, input.payment_token, '/payment/credit_card/payment_token');
      const sub = findSubscription(state, charge.subscription_id);
      if (input.update_card) sub.card = card;
      lifecycle.startCharge(charge, card);
      lifecycle.decide(charge, { refuseNow: true });
      return {
        installments: 1,
        installment_value: charge.total,
        charge_id: charge.charge_id,
        status: charge.status,
        total: charge.total,
        payment: 'credit_card',
        ...(charge.refusal ? { refusal: charge.refusal } : {}),
      };
    },

    update(subscriptionId: number, body: unknown): SimSubscription {
      const sub = findSubscription(state, subscriptionId);
      requireOpen(sub, 3500037);
      const input = validate(updateSubscriptionInputSchema, body);
      const plan = input.plan_id === undefined ? undefined : findPlan(state, input.plan_id);
      if (input.payment_token && !sub.card) {
        throw new SimError(400, 3500034, 'validation_error', {
          property: '/payment_token',
          message: 'A assinatura não é paga com cartão.',
        });
      }
      const card = input.payment_token
        ? takeCard(state, input.payment_token, '/payment_token')
        : undefined;
      // The sandbox verifies a new card as it would pay with it: a refused card changes nothing.
      const refusal = card ? refusalFor(card) : null;
      if (refusal) throw new SimError(400, 3500034, 'validation_error', refusal.reason);
      if (plan) sub.plan_id = plan.plan_id;
      if (input.items) {
        sub.items = input.items;
        sub.value = totalOf(input.items);
      }
      if (input.customer) sub.customer = { ...sub.customer, ...input.customer };
      if (card) sub.card = card;
      return sub;
    },
  };
}

export type Billing = ReturnType<typeof createBilling>;
