import Fastify, { type FastifyInstance, type InjectOptions } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { billetSubscriptionBody, fakeToken, subscriptionBody } from '../testing/simulator.js';
import { isLoopback } from './access.js';
import { efiSimulatorPlugin } from './plugin.js';

const basic = `Basic ${Buffer.from('id:segredo').toString('base64')}`;
const SECRET = 'segredo-do-operador-com-32-caracteres';

const apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

/** The simulator behind a proxy (trustProxy: request.ip would be X-Forwarded-For's). */
async function simulator(operatorSecret?: string) {
  const app = Fastify({ trustProxy: true });
  await app.register(efiSimulatorPlugin, {
    chargeDelayMs: 5,
    redeliveryMs: 0,
    notify: async () => {},
    ...(operatorSecret ? { operatorSecret } : {}),
  });
  apps.push(app);
  return app;
}

const remote = { remoteAddress: '203.0.113.9', headers: { 'x-forwarded-for': '127.0.0.1' } };

function authorize(app: FastifyInstance, extra: Partial<InjectOptions> = {}) {
  return app.inject({
    method: 'POST',
    url: '/v1/authorize',
    ...extra,
    headers: { authorization: basic, ...extra.headers },
    payload: { grant_type: 'client_credentials' },
  });
}

const tokenize = (app: FastifyInstance, extra: Partial<InjectOptions> = {}) =>
  app.inject({
    method: 'POST',
    url: '/control/tokenize',
    ...extra,
    payload: {
      brand: 'mastercard',
      number: '5555555555554444',
      cvv: '123',
      expirationMonth: '12',
      expirationYear: String(new Date().getFullYear() + 2),
    },
  });

describe('who reaches the simulator', () => {
  it('tells loopback addresses by the connection', () => {
    expect(['127.0.0.1', '127.8.0.3', '::1', '::ffff:127.0.0.1'].map(isLoopback)).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(['10.0.0.1', '::ffff:10.0.0.1', '', undefined, '1127.0.0.1'].map(isLoopback)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('answers control routes and OAuth to loopback clients only, whatever X-Forwarded-For says', async () => {
    const app = await simulator();
    for (const url of ['/control/settle', '/control/resend', '/control/renew/1']) {
      const response = await app.inject({ method: 'POST', url, ...remote });
      expect(response.statusCode, url).toBe(403);
      expect(response.json()).toMatchObject({ error: 'forbidden' });
    }
    expect((await app.inject({ method: 'POST', url: '/control/settle' })).statusCode).toBe(200);
    expect((await authorize(app, remote)).statusCode).toBe(403);
    expect((await authorize(app)).statusCode).toBe(200);
  });

  it('keeps the card tokenizer public, as Efí keeps its own', async () => {
    const app = await simulator(SECRET);
    const response = await tokenize(app, remote);
    expect(response.statusCode).toBe(200);
    expect(response.json().payment_token).toMatch(/^[a-f0-9]{40}$/);
  });

  it('with a secret, answers only callers that send it, loopback ones too', async () => {
    const app = await simulator(SECRET);
    const settle = (headers: Record<string, string>, extra: Partial<InjectOptions> = {}) =>
      app.inject({ method: 'POST', url: '/control/settle', ...extra, headers });
    expect((await settle({})).statusCode).toBe(403);
    expect((await settle({ 'x-simulator-secret': `${SECRET}x` })).statusCode).toBe(403);
    expect((await settle({ 'x-simulator-secret': SECRET })).statusCode).toBe(200);
    expect(
      (await settle({ 'x-simulator-secret': SECRET }, { remoteAddress: '203.0.113.9' })).statusCode,
    ).toBe(200);
    expect((await authorize(app)).statusCode).toBe(403);
    const granted = await authorize(app, { headers: { 'x-simulator-secret': SECRET } });
    expect(granted.statusCode).toBe(200);
    // The API itself still wants only the Bearer token OAuth gave.
    const plan = await app.inject({
      method: 'POST',
      url: '/v1/plan',
      remoteAddress: '203.0.113.9',
      headers: { authorization: `Bearer ${granted.json().access_token}` },
      payload: { name: 'Mensal', interval: 1 },
    });
    expect(plan.statusCode).toBe(200);
  });

  it('moves no subscription for a remote caller', async () => {
    const app = await simulator();
    const token = (await authorize(app)).json().access_token as string;
    const bearer = { authorization: `Bearer ${token}` };
    const plan = await app.inject({
      method: 'POST',
      url: '/v1/plan',
      headers: bearer,
      payload: { name: 'Mensal', interval: 1 },
    });
    const sub = await app.inject({
      method: 'POST',
      url: `/v1/plan/${plan.json().data.plan_id}/subscription/one-step`,
      headers: bearer,
      payload: subscriptionBody(fakeToken('4')),
    });
    const id = sub.json().data.subscription_id as number;
    const refuse = await app.inject({
      method: 'POST',
      url: `/control/subscriptions/${id}/charges`,
      payload: { outcome: 'unpaid' },
      ...remote,
    });
    expect(refuse.statusCode).toBe(403);
    const cancel = await app.inject({
      method: 'POST',
      url: `/control/subscriptions/${id}/cancel`,
      ...remote,
    });
    expect(cancel.statusCode).toBe(403);
    const detail = await app.inject({
      method: 'GET',
      url: `/v1/subscription/${id}`,
      headers: bearer,
    });
    expect(detail.json().data).toMatchObject({ status: 'active', occurrences: 1 });
  });

  it('pays or expires no boleto for a remote caller, but serves its PDF to anyone', async () => {
    const app = await simulator();
    const token = (await authorize(app)).json().access_token as string;
    const bearer = { authorization: `Bearer ${token}` };
    const plan = await app.inject({
      method: 'POST',
      url: '/v1/plan',
      headers: bearer,
      payload: { name: 'Mensal', interval: 1 },
    });
    const sub = await app.inject({
      method: 'POST',
      url: `/v1/plan/${plan.json().data.plan_id}/subscription/one-step`,
      headers: bearer,
      payload: billetSubscriptionBody(),
    });
    const { charge, pdf } = sub.json().data as { charge: { id: number }; pdf: { charge: string } };
    for (const url of [
      `/control/charges/${charge.id}/pay`,
      `/control/charges/${charge.id}/expire`,
    ]) {
      const response = await app.inject({ method: 'POST', url, payload: {}, ...remote });
      expect(response.statusCode, url).toBe(403);
    }
    const detail = await app.inject({
      method: 'GET',
      url: `/v1/charge/${charge.id}`,
      headers: bearer,
    });
    expect(detail.json().data.status).toBe('waiting');
    const file = await app.inject({ method: 'GET', url: new URL(pdf.charge).pathname, ...remote });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
  });
});
