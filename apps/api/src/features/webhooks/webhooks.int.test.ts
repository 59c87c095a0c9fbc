import { webhookMessages } from '@rumo/shared/integrations/webhooks';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createCompanyWithUsers,
  createCycle,
  createObjective,
  type FixtureCompany,
} from '../../test/okr-fixtures';
import { createTestApp, type TestApp, testClock } from '../../test/test-app';
import { emailOutbox } from '../mail/public';
import {
  attemptDelivery,
  type DeliveryDeps,
  RETRY_DELAYS_MS,
  WEBHOOK_DELIVERY_QUEUE,
} from './webhook-delivery';
import { type Receiver, startReceiver } from './webhook-receiver.fixture';
import { webhookDeliveries, webhookEndpoints } from './webhooks.table';

const clock = testClock(new Date());
let t: TestApp;
let company: FixtureCompany;
let other: FixtureCompany;
let receiver: Receiver;
let keyResultId: string;

beforeAll(async () => {
  t = await createTestApp({ now: clock.now });
  company = await createCompanyWithUsers(t, { admins: 2, users: 1 });
  other = await createCompanyWithUsers(t, { admins: 1, users: 0, name: 'Outra Empresa' });
  receiver = await startReceiver(clock.now);
  const cycle = await createCycle(t, company.companyId);
  const objective = await createObjective(t, {
    companyId: company.companyId,
    cycleId: cycle.id,
    ownerId: company.admin.id,
    keyResults: [{ title: 'Receita', start: 0, target: 100 }],
  });
  keyResultId = objective.keyResultIds[0] ?? '';
});
afterAll(async () => {
  await receiver.close();
  await t.close();
});
beforeEach(() => receiver.answer({ status: 204 }));

const deps = (timeoutMs?: number): DeliveryDeps => ({
  db: t.app.db,
  now: t.app.now,
  config: t.app.config,
  mailer: t.app.mailer,
  jobs: t.app.jobs,
  ...(timeoutMs ? { timeoutMs } : {}),
});

const api = (
  who: { headers: Record<string, string> },
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
) =>
  t.app.inject({
    method,
    url: `/api/integrations/webhooks${url}`,
    headers: who.headers,
    ...(payload ? { payload } : {}),
  });

async function createEndpoint(events = ['checkin.created'], url = receiver.url) {
  const created = await api(company.admin, 'POST', '/', { url, events, description: 'ERP' });
  expect(created.statusCode).toBe(201);
  const { webhook, secret } = created.json();
  receiver.trust(secret);
  return { id: webhook.id as string, secret: secret as string };
}

async function checkIn(value: number) {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/key-results/${keyResultId}/check-ins`,
    headers: company.admin.headers,
    payload: { value, confidence: 'on_track', comment: 'Fechamos 3 contratos' },
  });
  expect(response.statusCode).toBe(201);
}

async function deliveriesOf(endpointId: string) {
  return t.db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.endpointId, endpointId))
    .orderBy(webhookDeliveries.createdAt);
}

describe('webhook endpoints (Configurações › Integrações)', () => {
  it('shows the whsec_ secret once, seals it at rest and refuses members and bad URLs', async () => {
    const created = await api(company.admin, 'POST', '/', {
      url: receiver.url,
      events: ['objective.created', 'cycle.closed'],
    });
    expect(created.statusCode).toBe(201);
    const { webhook, secret } = created.json();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(webhook).toMatchObject({ enabled: true, events: ['objective.created', 'cycle.closed'] });
    const [row] = await t.db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, webhook.id));
    expect(JSON.stringify(row)).not.toContain(secret.slice(6));
    const list = await api(company.admin, 'GET', '/');
    expect(list.json().data.map((item: { id: string }) => item.id)).toContain(webhook.id);
    expect(list.body).not.toContain(secret.slice(6));

    expect((await api(company.user, 'GET', '/')).statusCode).toBe(403);
    const member = await api(company.user, 'POST', '/', {
      url: receiver.url,
      events: ['cycle.closed'],
    });
    expect(member.statusCode).toBe(403);
    const plainHttp = await api(company.admin, 'POST', '/', {
      url: 'http://example.com/hook',
      events: ['cycle.closed'],
    });
    expect(plainHttp.statusCode).toBe(400);
    expect(plainHttp.json().message).toBe(webhookMessages.urlNotHttps);
    const noEvents = await api(company.admin, 'POST', '/', { url: receiver.url, events: [] });
    expect(noEvents.statusCode).toBe(400);
    expect(JSON.stringify(noEvents.json())).toContain(webhookMessages.eventsRequired);
  });

  it('delivers a check-in signed per Standard Webhooks from the queue', async () => {
    const endpoint = await createEndpoint();
    await checkIn(40);
    expect(await t.app.jobs.drain(WEBHOOK_DELIVERY_QUEUE)).toBeGreaterThanOrEqual(1);
    const request = receiver.last();
    expect(request.verifiedWith).toEqual([endpoint.secret]);
    const body = JSON.parse(request.body);
    expect(body).toMatchObject({
      type: 'checkin.created',
      timestamp: clock.now().toISOString(),
      data: { keyResultId, value: 40, confidence: 'on_track', authorId: company.admin.id },
    });
    expect(request.body).not.toMatch(/token|whsec_/);
    const [delivery] = await deliveriesOf(endpoint.id);
    expect(delivery).toMatchObject({
      status: 'succeeded',
      attempt: 1,
      httpStatus: 204,
      messageId: request.headers['webhook-id'],
    });
    const log = await api(company.admin, 'GET', `/${endpoint.id}/deliveries`);
    expect(log.json(), log.body).toMatchObject({
      total: 1,
      page: 1,
      data: [{ status: 'succeeded' }],
    });
    await api(company.admin, 'DELETE', `/${endpoint.id}`);
  });

  it('retries a 500 and a timeout with back-off, keeps the webhook-id, then replays', async () => {
    const endpoint = await createEndpoint();
    await checkIn(50);
    const [delivery] = await deliveriesOf(endpoint.id);
    if (!delivery) throw new Error('no delivery');
    const seen = receiver.received.length;

    for (const [index, delay] of RETRY_DELAYS_MS.entries()) {
      receiver.answer(index % 2 === 0 ? { status: 500, body: 'x'.repeat(5000) } : 'hang');
      const before = clock.now().getTime();
      const row = await attemptDelivery(deps(300), delivery.id, { retry: true });
      expect(row).toMatchObject({ status: 'pending', attempt: index + 1 });
      expect(row?.nextAttemptAt?.getTime()).toBe(before + delay);
      if (index % 2 === 0) {
        expect(row).toMatchObject({ httpStatus: 500 });
        expect(row?.responseExcerpt).toHaveLength(1024);
      } else {
        expect(row).toMatchObject({ httpStatus: null, responseExcerpt: 'Sem resposta em 0 s.' });
      }
      clock.advanceMs(delay);
    }
    receiver.answer({ status: 503 });
    const last = await attemptDelivery(deps(300), delivery.id, { retry: true });
    expect(last).toMatchObject({ status: 'failed', attempt: 7, nextAttemptAt: null });
    expect(await attemptDelivery(deps(), delivery.id, { retry: true })).toBeUndefined();

    const ids = receiver.received.slice(seen).map((request) => request.headers['webhook-id']);
    expect(ids).toHaveLength(7);
    expect(new Set(ids)).toEqual(new Set([delivery.messageId]));

    receiver.answer({ status: 200, body: '{"ok":true}', contentType: 'application/json' });
    const replay = await api(
      company.admin,
      'POST',
      `/${endpoint.id}/deliveries/${delivery.id}/replay`,
    );
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toMatchObject({
      status: 'succeeded',
      attempt: 8,
      httpStatus: 200,
      responseExcerpt: '{"ok":true}',
    });
    expect(receiver.last().headers['webhook-id']).toBe(delivery.messageId);
    expect(receiver.last().verifiedWith).toEqual([endpoint.secret]);
    await api(company.admin, 'DELETE', `/${endpoint.id}`);
  });

  it('signs with both secrets for 24 hours after a rotation, then with the new one only', async () => {
    const endpoint = await createEndpoint();
    const rotated = await api(company.admin, 'POST', `/${endpoint.id}/rotate-secret`);
    expect(rotated.statusCode).toBe(200);
    const { secret, webhook } = rotated.json();
    expect(secret).not.toBe(endpoint.secret);
    expect(webhook.previousSecretExpiresAt).toBe(
      new Date(clock.now().getTime() + 24 * 3_600_000).toISOString(),
    );
    receiver.trust(secret);

    const test = await api(company.admin, 'POST', `/${endpoint.id}/test`);
    expect(test.json()).toMatchObject({ eventType: 'webhook.test', status: 'succeeded' });
    expect(String(receiver.last().headers['webhook-signature']).split(' ')).toHaveLength(2);
    expect(receiver.last().verifiedWith).toEqual([endpoint.secret, secret]);

    clock.advanceMs(24 * 3_600_000 + 1000);
    await api(company.admin, 'POST', `/${endpoint.id}/test`);
    expect(String(receiver.last().headers['webhook-signature']).split(' ')).toHaveLength(1);
    expect(receiver.last().verifiedWith).toEqual([secret]);
    await api(company.admin, 'DELETE', `/${endpoint.id}`);
  });

  it('turns an endpoint off after 50 failures in a row and e-mails the admins', async () => {
    const endpoint = await createEndpoint();
    await t.db
      .update(webhookEndpoints)
      .set({ consecutiveFailures: 48 })
      .where(eq(webhookEndpoints.id, endpoint.id));
    receiver.answer({ status: 500 });
    await checkIn(60);
    await t.app.jobs.drain(WEBHOOK_DELIVERY_QUEUE);
    let [row] = await t.db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, endpoint.id));
    expect(row).toMatchObject({ enabled: true, consecutiveFailures: 49 });

    await api(company.admin, 'POST', `/${endpoint.id}/test`);
    [row] = await t.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.id));
    expect(row).toMatchObject({ enabled: false, consecutiveFailures: 50 });
    expect(row?.disabledReason).toContain('50 falhas seguidas');

    const mails = await t.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.template, 'webhook_disabled'));
    expect(mails.map((mail) => mail.toAddress).sort()).toEqual(
      company.admins.map((admin) => admin.email).sort(),
    );
    for (const mail of mails) {
      expect(mail.subject).toBe('Um webhook do Rumo foi desativado');
      expect(mail.text).toContain('127.0.0.1');
      expect(mail.text).not.toContain('/hooks');
      expect(mail.text + mail.html).not.toContain(endpoint.secret.slice(6));
    }

    // A disabled endpoint gets no new deliveries; turning it back on starts the count over.
    await checkIn(61);
    expect(await deliveriesOf(endpoint.id)).toHaveLength(2);
    const enabled = await api(company.admin, 'PATCH', `/${endpoint.id}`, { enabled: true });
    expect(enabled.json()).toMatchObject({
      enabled: true,
      consecutiveFailures: 0,
      disabledReason: null,
    });
    await api(company.admin, 'DELETE', `/${endpoint.id}`);
  });

  it('turns an endpoint off when every attempt failed for 5 days', async () => {
    const endpoint = await createEndpoint();
    receiver.answer({ status: 500 });
    await api(company.admin, 'POST', `/${endpoint.id}/test`);
    clock.advanceDays(5);
    await api(company.admin, 'POST', `/${endpoint.id}/test`);
    const [row] = await t.db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, endpoint.id));
    expect(row).toMatchObject({ enabled: false, consecutiveFailures: 2 });
    expect(row?.disabledReason).toContain('5 dias');
    await api(company.admin, 'DELETE', `/${endpoint.id}`);
  });

  it('never calls a plain-http loopback endpoint in production', async () => {
    const endpoint = await createEndpoint();
    await checkIn(70);
    const [delivery] = await deliveriesOf(endpoint.id);
    if (!delivery) throw new Error('no delivery');
    const seen = receiver.received.length;
    const production = { ...deps(), config: { ...t.app.config, nodeEnv: 'production' as const } };
    const row = await attemptDelivery(production, delivery.id, { retry: true });
    expect(row).toMatchObject({ status: 'pending', httpStatus: null });
    expect(row?.responseExcerpt).toBe(webhookMessages.urlNotHttps);
    expect(receiver.received).toHaveLength(seen);
    await api(company.admin, 'DELETE', `/${endpoint.id}`);
  });

  it("keeps each company's endpoints and events to itself", async () => {
    const endpoint = await createEndpoint();
    await api(company.admin, 'POST', `/${endpoint.id}/test`);
    const [delivery] = await deliveriesOf(endpoint.id);
    const outsider = other.admin;
    expect((await api(outsider, 'GET', '/')).json().data).toEqual([]);
    for (const [method, url, payload] of [
      ['PATCH', `/${endpoint.id}`, { enabled: false }],
      ['DELETE', `/${endpoint.id}`],
      ['POST', `/${endpoint.id}/rotate-secret`],
      ['POST', `/${endpoint.id}/test`],
      ['POST', `/${endpoint.id}/deliveries/${delivery?.id}/replay`],
      ['GET', `/${endpoint.id}/deliveries`],
    ] as const) {
      expect((await api(outsider, method, url, payload)).statusCode).toBe(404);
    }

    // The other company's check-ins never reach this endpoint.
    const cycle = await createCycle(t, other.companyId);
    const objective = await createObjective(t, {
      companyId: other.companyId,
      cycleId: cycle.id,
      ownerId: other.admin.id,
      keyResults: [{ title: 'Outro KR' }],
    });
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/key-results/${objective.keyResultIds[0]}/check-ins`,
      headers: other.admin.headers,
      payload: { value: 1, confidence: 'at_risk' },
    });
    expect(response.statusCode).toBe(201);
    expect(await deliveriesOf(endpoint.id)).toHaveLength(1);
    const [still] = await t.db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, endpoint.id));
    expect(still?.enabled).toBe(true);
    await api(company.admin, 'DELETE', `/${endpoint.id}`);
  });
});
