import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatEfiDate } from '../dates.js';
import { EfiError } from '../errors.js';
import {
  fakeToken,
  type RunningSimulator,
  startSimulator,
  subscriptionBody,
} from '../testing/simulator.js';
import { tokenizeCardWithSimulator } from '../tokenizer.js';

let sim: RunningSimulator;

beforeEach(async () => {
  sim = await startSimulator();
});
afterEach(() => sim.close());

const today = formatEfiDate(new Date());

describe('Efí client against the simulator', () => {
  it('creates, lists, renames and deletes plans', async () => {
    const plan = await sim.client.createPlan({ name: 'Rumo Equipe mensal', interval: 1 });
    expect(plan).toMatchObject({ name: 'Rumo Equipe mensal', interval: 1, repeats: null });
    expect(plan.created_at).toBeInstanceOf(Date);
    const yearly = await sim.client.createPlan({
      name: 'Rumo Equipe anual',
      interval: 12,
      repeats: 5,
    });

    expect((await sim.client.listPlans({ name: 'anual' })).map((p) => p.plan_id)).toEqual([
      yearly.plan_id,
    ]);
    await sim.client.updatePlan(plan.plan_id, { name: 'Rumo Time mensal' });
    expect((await sim.client.listPlans({ name: 'time' }))[0]?.name).toBe('Rumo Time mensal');

    await sim.client.deletePlan(yearly.plan_id);
    expect(await sim.client.listPlans()).toHaveLength(1);
  });

  it('subscribes a tokenized card in one step and reads the subscription and charge', async () => {
    const plan = await sim.client.createPlan({ name: 'Mensal', interval: 1 });
    const card = await tokenizeCardWithSimulator(sim.baseUrl, {
      brand: 'mastercard',
      number: '5555 5555 5555 4444',
      cvv: '123',
      expirationMonth: '05',
      expirationYear: String(new Date().getFullYear() + 3),
    });
    expect(card.payment_token).toMatch(/^[0-9a-f]{40}$/);
    expect(card.card_mask).toBe('XXXXXXXXXXXX4444');

    const created = await sim.client.createOneStepSubscription(
      plan.plan_id,
      subscriptionBody(card.payment_token),
    );
    expect(created).toMatchObject({
      status: 'active',
      total: 9900,
      payment: 'credit_card',
      charge: { status: 'waiting', parcel: 1, total: 9900, refusal: null },
      first_execution: today,
    });

    await vi.waitFor(async () => {
      expect((await sim.client.getCharge(created.charge.id)).status).toBe('paid');
    });
    const subscription = await sim.client.getSubscription(created.subscription_id);
    expect(subscription).toMatchObject({
      status: 'active',
      value: 9900,
      custom_id: 'company-1',
      payment_method: 'credit_card',
      plan: { plan_id: plan.plan_id, interval: 1 },
      history: [{ charge_id: created.charge.id, status: 'paid' }],
    });
    const charge = await sim.client.getCharge(created.charge.id);
    expect(charge.payment?.credit_card?.mask).toBe('555555XXXXXX4444');
    expect(charge.history.map((h) => h.message)).toHaveLength(3);
  });

  it('updates metadata and the subscription, cancels it, and refuses a second cancel', async () => {
    const plan = await sim.client.createPlan({ name: 'Mensal', interval: 1 });
    const other = await sim.client.createPlan({ name: 'Mensal Plus', interval: 1 });
    const { subscription_id: id } = await sim.client.createOneStepSubscription(
      plan.plan_id,
      subscriptionBody(fakeToken('4')),
    );
    await sim.client.updateSubscriptionMetadata(id, {
      custom_id: 'company-2',
      notification_url: 'https://rumo.test/outra',
    });
    const updated = await sim.client.updateSubscription(id, {
      plan_id: other.plan_id,
      items: [{ name: 'Rumo Plus', value: 15900, amount: 1 }],
      customer: { email: 'novo@servidor.com.br' },
      payment_token: fakeToken('8'),
    });
    expect(updated).toMatchObject({
      custom_id: 'company-2',
      notification_url: 'https://rumo.test/outra',
      value: 15900,
      plan: { plan_id: other.plan_id },
      customer: { email: 'novo@servidor.com.br' },
    });

    await sim.client.cancelSubscription(id);
    expect((await sim.client.getSubscription(id)).status).toBe('canceled');
    const error = await sim.client.cancelSubscription(id).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(EfiError);
    expect(error).toMatchObject({ code: 3500040, status: 400 });
    expect((error as EfiError).message).toBe(
      'Somente assinaturas novas ou ativas podem ser canceladas.',
    );
  });

  it('lists charges and retries a refused one with a new card', async () => {
    const plan = await sim.client.createPlan({ name: 'Mensal', interval: 1 });
    const created = await sim.client.createOneStepSubscription(
      plan.plan_id,
      subscriptionBody(fakeToken('3')),
    );
    expect(created.charge).toMatchObject({
      status: 'unpaid',
      refusal: { reason: 'Transação não autorizada, tente novamente mais tarde.', retry: true },
    });

    const list = await sim.client.listCharges({
      charge_type: 'subscription',
      begin_date: today,
      end_date: today,
      custom_id: 'company-1',
    });
    expect(list.data.map((c) => [c.id, c.status])).toEqual([[created.charge.id, 'unpaid']]);
    expect(list.params?.pagination).toMatchObject({ limit: 20, page: 1 });

    const { payment } = subscriptionBody(fakeToken('6'));
    const retried = await sim.client.retryCharge(created.charge.id, {
      payment: { credit_card: { ...payment.credit_card, update_card: true } },
    });
    expect(retried).toMatchObject({ charge_id: created.charge.id, status: 'waiting', total: 9900 });
    await vi.waitFor(async () => {
      expect((await sim.client.getCharge(created.charge.id)).status).toBe('paid');
    });
    await expect(
      sim.client.retryCharge(created.charge.id, { payment: { credit_card: payment.credit_card } }),
    ).rejects.toMatchObject({
      code: 3500044,
      message: 'Esta cobrança não pode ser paga no status atual.',
    });
  });

  it('reads the notification history of a callback token', async () => {
    const plan = await sim.client.createPlan({ name: 'Mensal', interval: 1 });
    const created = await sim.client.createOneStepSubscription(
      plan.plan_id,
      subscriptionBody(fakeToken('5')),
    );
    await vi.waitFor(() => expect(sim.callbacks).toHaveLength(5));
    const token = sim.callbacks[0]?.token as string;
    const entries = await sim.client.getNotification(token);
    expect(entries.map((e) => [e.id, e.type, e.status.previous, e.status.current])).toEqual([
      [1, 'subscription', null, 'new'],
      [2, 'subscription_charge', null, 'new'],
      [3, 'subscription_charge', 'new', 'waiting'],
      [4, 'subscription', 'new', 'active'],
      [5, 'subscription_charge', 'waiting', 'paid'],
    ]);
    expect(entries[4]).toMatchObject({
      identifiers: { subscription_id: created.subscription_id, charge_id: created.charge.id },
      value: 9900,
      received_by_bank_at: today,
    });
    const unknown = await sim.client.getNotification('nao-existe').catch((e: unknown) => e);
    expect(unknown).toMatchObject({ kind: 'api', code: 3500010 });
  });

  it('turns validation errors into EfiError with the property', async () => {
    const error = await sim.client
      .createPlan({ name: 'Mensal', interval: 1, repeats: 1 })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 3500041, property: '/repeats', status: 400 });
    expect((error as EfiError).message).toBe('O número de cobranças do plano deve ser 2 ou mais.');
  });
});
