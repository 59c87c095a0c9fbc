import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  fakeToken,
  type RunningSimulator,
  startSimulator,
  subscriptionBody,
} from '../testing/simulator.js';

const running: RunningSimulator[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((sim) => sim.close()));
});

async function start(...args: Parameters<typeof startSimulator>) {
  const sim = await startSimulator(...args);
  running.push(sim);
  return sim;
}

async function subscribe(sim: RunningSimulator, digit = '4', trialDays?: number) {
  const plan = await sim.client.createPlan({ name: 'Mensal', interval: 1, repeats: 3 });
  const body = subscriptionBody(fakeToken(digit));
  if (trialDays) body.payment.credit_card.trial_days = trialDays;
  return sim.client.createOneStepSubscription(plan.plan_id, body);
}

async function control(sim: RunningSimulator, path: string, body?: unknown) {
  const response = await fetch(`${sim.baseUrl}/control${path}`, {
    method: 'POST',
    headers: body ? { 'content-type': 'application/json' } : {},
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('Efí simulator charges and callbacks', () => {
  it('moves a new charge from waiting to paid asynchronously', async () => {
    const sim = await start({ chargeDelayMs: 400 });
    const created = await subscribe(sim);
    expect((await sim.client.getCharge(created.charge.id)).status).toBe('waiting');
    await vi.waitFor(
      async () => {
        expect((await sim.client.getCharge(created.charge.id)).status).toBe('paid');
      },
      { timeout: 3_000 },
    );
  });

  it('POSTs notification=<token> form-encoded to the notification_url on every change', async () => {
    const received: { type: string | undefined; body: unknown }[] = [];
    const receiver = Fastify();
    receiver.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    receiver.post('/webhooks/efi', async (request) => {
      received.push({ type: request.headers['content-type'], body: request.body });
      return 'ok';
    });
    const receiverUrl = await receiver.listen({ port: 0, host: '127.0.0.1' });
    try {
      const plain = await startSimulator({ notify: undefined });
      running.push(plain);
      const plan = await plain.client.createPlan({ name: 'Mensal', interval: 1 });
      const body = subscriptionBody(fakeToken('5'), {
        notification_url: `${receiverUrl}/webhooks/efi`,
      });
      await plain.client.createOneStepSubscription(plan.plan_id, body);
      await vi.waitFor(() => expect(received).toHaveLength(5));
      const tokens = new Set(
        received.map((r) => (r.body as { notification: string }).notification),
      );
      expect(tokens.size).toBe(1);
      expect(received[0]?.type).toBe('application/x-www-form-urlencoded');
      const [token] = tokens;
      const history = await plain.client.getNotification(token as string);
      expect(history.at(-1)?.status).toEqual({ current: 'paid', previous: 'waiting' });
    } finally {
      await receiver.close();
    }
  });

  it('creates renewal charges that are paid or unpaid, through both control paths', async () => {
    const sim = await start();
    const created = await subscribe(sim);
    const paid = await control(sim, `/renew/${created.subscription_id}`);
    expect(paid.status).toBe(200);
    expect(paid.body.data).toMatchObject({ status: 'waiting', total: 9900 });
    const unpaid = await control(sim, `/subscriptions/${created.subscription_id}/charges`, {
      outcome: 'unpaid',
    });
    const unpaidId = (unpaid.body.data as { charge_id: number }).charge_id;
    await vi.waitFor(async () => {
      const charge = await sim.client.getCharge(unpaidId);
      expect(charge).toMatchObject({
        status: 'unpaid',
        refusal: { reason: 'Transação não autorizada, tente novamente mais tarde.' },
      });
    });
    const subscription = await sim.client.getSubscription(created.subscription_id);
    expect(subscription.history.map((h) => h.status)).toEqual(['paid', 'paid', 'unpaid']);
    expect(subscription.history.map((h) => h.parcel)).toEqual([1, 2, 3]);
    expect(subscription.status).toBe('expired');
    const over = await control(sim, `/renew/${created.subscription_id}`);
    expect(over).toMatchObject({ status: 400, body: { code: 3500067 } });
  });

  it('charges a trial subscription only at the first renewal', async () => {
    const sim = await start();
    const created = await subscribe(sim, '4', 7);
    expect(created.charge.status).toBe('new');
    const renewal = await control(sim, `/renew/${created.subscription_id}`);
    expect(renewal.body.data).toMatchObject({ charge_id: created.charge.id, status: 'waiting' });
    await vi.waitFor(async () => {
      expect((await sim.client.getCharge(created.charge.id)).status).toBe('paid');
    });
  });

  it('keeps a new card only once the sandbox accepts it', async () => {
    const sim = await start();
    const created = await subscribe(sim);
    const refused = sim.client.updateSubscription(created.subscription_id, {
      payment_token: fakeToken('1'),
    });
    await expect(refused).rejects.toMatchObject({ message: 'Dados do cartão inválidos.' });
    const kept = await sim.client.updateSubscription(created.subscription_id, {
      payment_token: fakeToken('7'),
    });
    expect(kept.subscription_id).toBe(created.subscription_id);
    const renewal = await control(sim, `/renew/${created.subscription_id}`);
    expect(
      (renewal.body.data as { payment: { credit_card: { mask: string } } }).payment.credit_card
        .mask,
    ).toMatch(/7$/);
  });

  it('cancels as the payer would and notifies it', async () => {
    const sim = await start();
    const created = await subscribe(sim);
    // The first charge is decided first: its timer firing after the cancel (20 ms, a busy
    // machine) appended its 'paid' entry after the cancellation's.
    await control(sim, '/settle');
    expect((await control(sim, `/subscriptions/${created.subscription_id}/cancel`)).status).toBe(
      200,
    );
    const token = sim.callbacks[0]?.token as string;
    const history = await sim.client.getNotification(token);
    expect(history.at(-1)).toMatchObject({
      type: 'subscription',
      status: { current: 'canceled', previous: 'active' },
    });
  });

  it('re-POSTs every known token once on resend', async () => {
    const sim = await start();
    await subscribe(sim);
    await subscribe(sim, '6');
    await vi.waitFor(() => expect(sim.callbacks).toHaveLength(10));
    sim.callbacks.length = 0;
    expect((await control(sim, '/resend')).body).toEqual({ code: 200, data: { resent: 2 } });
    expect(new Set(sim.callbacks.map((c) => c.token)).size).toBe(2);
    expect(sim.callbacks).toHaveLength(2);
  });

  it('settles the waiting charges on demand and answers after their callbacks', async () => {
    let posted = 0;
    let answered = 0;
    const sim = await start({
      chargeDelayMs: 60_000,
      // A slow receiver: settle must wait for it, not only send.
      notify: async () => {
        posted += 1;
        await new Promise((resolve) => setTimeout(resolve, 20));
        answered += 1;
      },
    });
    const created = await subscribe(sim);
    const unpaid = await control(sim, `/subscriptions/${created.subscription_id}/charges`, {
      outcome: 'unpaid',
    });
    const unpaidId = (unpaid.body.data as { charge_id: number }).charge_id;
    expect((await sim.client.getCharge(unpaidId)).status).toBe('waiting');

    const before = posted;
    expect((await control(sim, '/settle')).body).toEqual({ code: 200, data: { settled: 2 } });
    // Two more callbacks (paid, unpaid), all of them answered by then.
    expect(posted).toBe(before + 2);
    expect(answered).toBe(posted);
    expect((await sim.client.getCharge(created.charge.id)).status).toBe('paid');
    expect((await sim.client.getCharge(unpaidId)).status).toBe('unpaid');
    expect((await control(sim, '/settle')).body).toEqual({ code: 200, data: { settled: 0 } });
  });

  it('repeats a callback until its token is read', async () => {
    const sim = await start({ redeliveryMs: 30, chargeDelayMs: 10_000 });
    await subscribe(sim);
    await vi.waitFor(() => expect(sim.callbacks.length).toBeGreaterThanOrEqual(6));
    await sim.client.getNotification(sim.callbacks[0]?.token as string);
    const count = sim.callbacks.length;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(sim.callbacks.length).toBe(count);
  });
});

describe('Efí simulator persistence', () => {
  it('keeps its state across a restart and finishes waiting charges', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'efi-sim-'));
    const dataFile = join(dir, 'efi', 'state.json');
    try {
      const first = await startSimulator({ dataFile, chargeDelayMs: 60_000 });
      const created = await subscribe(first);
      await first.close();
      expect(await readdir(join(dir, 'efi'))).toEqual(['state.json']);
      expect(JSON.parse(await readFile(dataFile, 'utf8')).subscriptions).toHaveProperty(
        String(created.subscription_id),
      );

      const second = await start({ dataFile, chargeDelayMs: 20 });
      await vi.waitFor(async () => {
        expect((await second.client.getCharge(created.charge.id)).status).toBe('paid');
      });
      const subscription = await second.client.getSubscription(created.subscription_id);
      expect(subscription.custom_id).toBe('company-1');
      const next = await second.client.createPlan({ name: 'Anual', interval: 12 });
      expect(next.plan_id).toBe(subscription.plan.plan_id + 1);
      const history = await second.client.getNotification(second.callbacks[0]?.token as string);
      expect(history.map((entry) => entry.id)).toEqual([1, 2, 3, 4, 5]);
    } finally {
      await Promise.all(running.splice(0).map((sim) => sim.close()));
      await rm(dir, { recursive: true, force: true });
    }
  });
});
