import { afterEach, describe, expect, it } from 'vitest';
import { EfiError } from '../errors.js';
import {
  billetSubscriptionBody,
  fakeToken,
  type RunningSimulator,
  SimulatorControlError,
  startSimulator,
  subscriptionBody,
} from '../testing/simulator.js';

/** Friday 2026-11-27, 12:00 in Brasília. */
const NOW = new Date('2026-11-27T15:00:00Z');

const running: RunningSimulator[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((sim) => sim.close()));
});

async function start() {
  const sim = await startSimulator({ now: () => NOW });
  running.push(sim);
  return sim;
}

async function subscribe(sim: RunningSimulator, repeats: number | null = null) {
  const plan = await sim.client.createPlan({ name: 'Mensal', interval: 1, repeats });
  return sim.client.createOneStepSubscription(plan.plan_id, billetSubscriptionBody('2026-12-31'));
}

async function rejected<T extends Error>(call: Promise<unknown>, type: new (...a: never[]) => T) {
  const error = await call.catch((caught: unknown) => caught);
  if (!(error instanceof type)) throw new Error(`expected a ${type.name}, got ${error}`);
  return error;
}

/** The statuses each charge went through, from the subscription's notification history. */
async function history(sim: RunningSimulator) {
  const entries = await sim.client.getNotification(sim.callbacks.at(-1)?.token ?? '');
  return entries.map((entry) =>
    entry.type === 'subscription'
      ? `subscription ${entry.status.current}`
      : `${entry.identifiers.charge_id} ${entry.status.current}`,
  );
}

describe('Efí simulator boleto lifecycle', () => {
  it('lets an overdue boleto become unpaid, still payable by boleto afterwards', async () => {
    const sim = await start();
    const created = await subscribe(sim);
    const id = created.charge.id;
    expect((await sim.control.expireBoleto(id)).status).toBe('unpaid');
    expect((await sim.client.getCharge(id)).status).toBe('unpaid');
    const paid = await sim.control.payBoleto(id, { via: 'boleto' });
    expect(paid.history?.at(-1)?.message).toBe('Pagamento por boleto confirmado');
    expect(await history(sim)).toEqual([
      'subscription new',
      `${id} new`,
      `${id} waiting`,
      'subscription active',
      `${id} unpaid`,
      `${id} identified`,
      `${id} paid`,
    ]);
    const entries = await sim.client.getNotification(sim.callbacks.at(-1)?.token ?? '');
    expect(entries.at(-1)).toMatchObject({ value: 9900, received_by_bank_at: '2026-11-27' });
    const late = await rejected(sim.control.expireBoleto(id), SimulatorControlError);
    expect(late.body.code).toBe(3500044);
  });

  it('settles a waiting or unpaid charge once, with a notification', async () => {
    const sim = await start();
    const created = await subscribe(sim);
    await sim.client.settleCharge(created.charge.id);
    expect((await sim.client.getCharge(created.charge.id)).status).toBe('settled');
    expect((await history(sim)).at(-1)).toBe(`${created.charge.id} settled`);
    const again = await rejected(sim.client.settleCharge(created.charge.id), EfiError);
    expect(again.code).toBe(3500044);
    const missing = await rejected(sim.client.settleCharge(1), EfiError);
    expect(missing.code).toBe(3500010);
  });

  it('cancels an unpaid boleto charge: canceled, notified, and no longer payable', async () => {
    const sim = await start();
    const created = await subscribe(sim);
    const id = created.charge.id;
    await sim.client.cancelCharge(id);
    expect((await sim.client.getCharge(id)).status).toBe('canceled');
    expect((await history(sim)).at(-1)).toBe(`${id} canceled`);
    const pay = await rejected(sim.control.payBoleto(id, { via: 'pix' }), SimulatorControlError);
    expect(pay.body.code).toBe(3500044);
    expect((await sim.client.getCharge(id)).status).toBe('canceled');
    const again = await rejected(sim.client.cancelCharge(id), EfiError);
    expect(again.code).toBe(3500043);
    // A paid charge cannot be canceled either.
    const next = await sim.control.renew(created.subscription_id, 'paid');
    const paid = await rejected(sim.client.cancelCharge(Number(next.charge_id)), EfiError);
    expect(paid.code).toBe(3500043);
  });

  it('issues each renewal as a new boleto due a period later, on a business day', async () => {
    const sim = await start();
    const created = await subscribe(sim, 3);
    const second = await sim.control.renew(created.subscription_id);
    expect(second.status).toBe('waiting');
    expect(second.payment).toMatchObject({
      method: 'banking_billet',
      banking_billet: { expire_at: '2027-02-01' },
    });
    expect((await sim.client.getSubscription(created.subscription_id)).next_execution).toBe(
      '2027-02-28',
    );
    const third = await sim.control.renew(created.subscription_id, 'paid');
    expect(third.status).toBe('paid');
    const subscription = await sim.client.getSubscription(created.subscription_id);
    expect(subscription.status).toBe('expired');
    expect(subscription.history.map((charge) => charge.status)).toEqual([
      'waiting',
      'waiting',
      'paid',
    ]);
    expect((await history(sim)).slice(-5)).toEqual([
      `${third.charge_id} new`,
      `${third.charge_id} waiting`,
      'subscription expired',
      `${third.charge_id} identified`,
      `${third.charge_id} paid`,
    ]);
  });

  it('lists boleto charges as billet, and refuses card-only operations on them', async () => {
    const sim = await start();
    const created = await subscribe(sim);
    const list = (charge_type: 'billet' | 'card') =>
      sim.client.listCharges({ charge_type, begin_date: '2026-11-01', end_date: '2026-11-30' });
    expect((await list('billet')).data.map((charge) => charge.id)).toEqual([created.charge.id]);
    expect((await list('card')).data).toEqual([]);
    expect((await list('billet')).data[0]?.payment?.payment_method).toBe('banking_billet');

    await sim.control.expireBoleto(created.charge.id);
    const card = subscriptionBody(fakeToken('4')).payment.credit_card;
    const retry = await rejected(
      sim.client.retryCharge(created.charge.id, { payment: { credit_card: card } }),
      EfiError,
    );
    expect(retry.code).toBe(3500034);
    const update = await rejected(
      sim.client.updateSubscription(created.subscription_id, { payment_token: fakeToken('4') }),
      EfiError,
    );
    expect(update.property).toBe('/payment_token');
  });

  it('refuses to pay or expire a card charge as a boleto', async () => {
    const sim = await start();
    const plan = await sim.client.createPlan({ name: 'Mensal', interval: 1, repeats: null });
    const card = await sim.client.createOneStepSubscription(
      plan.plan_id,
      subscriptionBody(fakeToken('4')),
    );
    const refusal = await rejected(sim.control.payBoleto(card.charge.id), SimulatorControlError);
    expect(refusal.status).toBe(400);
    expect(refusal.body.code).toBe(3500034);
  });
});
