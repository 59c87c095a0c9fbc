import { formatEfiDate, formatEfiDateTime } from '../dates.js';
import { FORCED_REFUSAL, refusalFor } from './card-rules.js';
import type { Notifier } from './notifier.js';
import type { SimCardView, SimCharge, SimOutcome, SimStore, SimSubscription } from './store.js';

export interface LifecycleOptions {
  store: SimStore;
  notifier: Notifier;
  now: () => Date;
  /** How long a `waiting` charge waits before it is paid or unpaid. */
  chargeDelayMs: number;
}

/**
 * Status changes of subscriptions and charges. Each change is kept in the charge's history,
 * recorded as a notification entry (which POSTs the callback) and saved.
 */
export function createLifecycle(options: LifecycleOptions) {
  const { state } = options.store;
  /** The timer of each charge waiting for its outcome. */
  const timers = new Map<SimCharge, NodeJS.Timeout>();
  const stamp = () => formatEfiDateTime(options.now());

  function subscriptionOf(charge: SimCharge): SimSubscription {
    return state.subscriptions[charge.subscription_id] as SimSubscription;
  }

  function setSubscriptionStatus(sub: SimSubscription, status: SimSubscription['status']): void {
    const previous = sub.status === status ? null : sub.status;
    sub.status = status;
    options.notifier.record(sub, {
      type: 'subscription',
      status: { current: status, previous },
      identifiers: { subscription_id: sub.subscription_id },
    });
  }

  /** Sets a charge's status, with its history line and notification (`paid` carries the value). */
  function setChargeStatus(charge: SimCharge, status: string, message: string): void {
    const previous = charge.status === status ? null : charge.status;
    charge.status = status;
    charge.history.push({ message, created_at: stamp() });
    const paid = status === 'paid';
    if (paid) charge.paid_at = stamp();
    options.notifier.record(subscriptionOf(charge), {
      type: 'subscription_charge',
      status: { current: status, previous },
      identifiers: { subscription_id: charge.subscription_id, charge_id: charge.charge_id },
      ...(paid ? { value: charge.total, received_by_bank_at: formatEfiDate(options.now()) } : {}),
    });
  }

  function openCharge(sub: SimSubscription): SimCharge {
    const charge: SimCharge = {
      charge_id: ++state.sequence.charge,
      subscription_id: sub.subscription_id,
      parcel: sub.charge_ids.length + 1,
      total: sub.value,
      status: 'new',
      refusal: null,
      pending: null,
      card: sub.card,
      created_at: stamp(),
      paid_at: null,
      history: [],
    };
    state.charges[charge.charge_id] = charge;
    sub.charge_ids.push(charge.charge_id);
    setChargeStatus(charge, 'new', 'Cobrança criada');
    return charge;
  }

  function settle(charge: SimCharge): void {
    const outcome = charge.pending;
    if (charge.status !== 'waiting' || outcome === null) return;
    charge.pending = null;
    if (outcome === 'paid') {
      setChargeStatus(charge, 'paid', 'Pagamento confirmado');
      return;
    }
    charge.refusal = (charge.card && refusalFor(charge.card)) ?? FORCED_REFUSAL;
    setChargeStatus(charge, 'unpaid', `Pagamento recusado: ${charge.refusal.reason}`);
  }

  function schedule(charge: SimCharge): void {
    clearTimeout(timers.get(charge));
    const timer = setTimeout(() => {
      timers.delete(charge);
      settle(charge);
    }, options.chargeDelayMs);
    timers.set(charge, timer);
  }

  return {
    setSubscriptionStatus,
    setChargeStatus,
    openCharge,

    /** Moves a charge to `waiting` with the card it is paid with. */
    startCharge(charge: SimCharge, card: SimCardView): void {
      charge.card = card;
      charge.refusal = null;
      setChargeStatus(charge, 'waiting', 'Aguardando confirmação do pagamento');
    },

    /**
     * Decides a `waiting` charge. A card the sandbox refuses is refused at once when
     * `refuseNow` (as Efí answers a refused card in the reply); otherwise the outcome
     * (`forced` or the card rule) is applied after `chargeDelayMs`.
     */
    decide(charge: SimCharge, decision: { refuseNow: boolean; forced?: SimOutcome }): void {
      const refused = charge.card !== null && refusalFor(charge.card) !== null;
      charge.pending = decision.forced ?? (refused ? 'unpaid' : 'paid');
      options.store.save();
      if (decision.refuseNow && refused) settle(charge);
      else schedule(charge);
    },

    /** Schedules again the charges left `waiting` by a previous run. */
    resume(): void {
      for (const charge of Object.values(state.charges)) {
        if (charge.status === 'waiting' && charge.pending) schedule(charge);
      }
    },

    /** Applies now the outcome of every charge still waiting for its delay; answers how many. */
    settleWaiting(): number {
      const waiting = [...timers.keys()];
      for (const charge of waiting) {
        clearTimeout(timers.get(charge));
        timers.delete(charge);
        settle(charge);
      }
      return waiting.length;
    },

    close(): void {
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
    },
  };
}

export type Lifecycle = ReturnType<typeof createLifecycle>;
