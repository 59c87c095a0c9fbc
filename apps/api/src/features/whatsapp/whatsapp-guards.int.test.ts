import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readKeyResult } from '../../test/checkin-fixtures';
import { createCompanyWithUsers, createObjective } from '../../test/okr-fixtures';
import { createTestApp, type TestApp, testClock } from '../../test/test-app';
import { createReminderCompany, MONDAY_9AM } from '../reminders/reminders.test-data';
import { signBody } from './cloud-api/signature';
import { lastMessage, linkNumber, replyAs } from './whatsapp.test-helpers';
import { createWhatsappClientFor } from './whatsapp-setup';

let t: TestApp;
const clock = testClock(MONDAY_9AM);

beforeAll(async () => {
  t = await createTestApp({ now: clock.now });
});
afterAll(() => t.close());

describe('WhatsApp: company isolation and the caller’s own number', () => {
  it('keeps each company to its own people, numbers and key results', async () => {
    const acme = await createReminderCompany(t, { users: 1 });
    const other = await createReminderCompany(t, { users: 1 });
    const objective = await createObjective(t, {
      companyId: acme.companyId,
      cycleId: acme.cycle.id,
      ownerId: acme.user.id,
      keyResults: [{ title: 'Vendas fechadas', start: 0, target: 100, current: 10 }],
    });
    const [vendas] = objective.keyResultIds as [string];
    await linkNumber(t, acme.user, '+5511955550001');
    await linkNumber(t, other.user, '+5511955550002');

    // Another company's person cannot take a linked number…
    const taken = await t.app.inject({
      method: 'POST',
      url: '/api/whatsapp/link',
      headers: other.admin.headers,
      payload: { phone: '+55 11 95555-0001' },
    });
    expect(taken.statusCode).toBe(409);
    // …sees only their own link…
    const own = await t.app.inject({
      method: 'GET',
      url: '/api/whatsapp/link',
      headers: other.user.headers,
    });
    expect(own.json()).toMatchObject({ status: 'linked', phone: '+5511955550002' });
    // …and their replies never reach the first company's key results.
    await replyAs(t, '+5511955550002', { text: 'vendas fechadas 99' });
    expect((await readKeyResult(t, vendas)).currentValue).toBe(10);
    expect((await lastMessage(t, '+5511955550002')).text).toContain('não tem check-ins pendentes');
    // Unlinking is the caller's own: the other company's link stays.
    const unlinked = await t.app.inject({
      method: 'DELETE',
      url: '/api/whatsapp/link',
      headers: other.user.headers,
    });
    expect(unlinked.statusCode).toBe(204);
    const kept = await t.app.inject({
      method: 'GET',
      url: '/api/whatsapp/link',
      headers: acme.user.headers,
    });
    expect(kept.json()).toMatchObject({ status: 'linked' });
  });

  it('validates the number in pt-BR and sends one code a minute', async () => {
    const company = await createCompanyWithUsers(t, { users: 1 });
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/whatsapp/link',
      headers: company.user.headers,
      payload: { phone: '1234' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Informe um número de WhatsApp válido com DDD');
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/whatsapp/link',
      headers: company.user.headers,
      payload: { phone: '+5511966660001' },
    });
    expect(first.statusCode).toBe(200);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/whatsapp/link',
      headers: company.user.headers,
      payload: { phone: '+5511966660001' },
    });
    expect(again.statusCode).toBe(429);
    clock.advanceMs(61_000);
    const later = await t.app.inject({
      method: 'POST',
      url: '/api/whatsapp/link',
      headers: company.user.headers,
      payload: { phone: '+5511966660001' },
    });
    expect(later.statusCode).toBe(200);
    // An expired code is refused.
    clock.advanceMs(11 * 60_000);
    const expired = await t.app.inject({
      method: 'POST',
      url: '/api/whatsapp/link/verify',
      headers: company.user.headers,
      payload: { code: '123456' },
    });
    expect(expired.json()).toMatchObject({ code: 'WHATSAPP_CODE_EXPIRED' });
  });
});

describe('WhatsApp webhook: malformed input', () => {
  it('never answers 5xx: unsigned garbage is 401, signed garbage is acknowledged', async () => {
    const bodies = ['', 'not json', '{}', '[]', '{"object":"page"}', '{"entry":[{"changes":7}]}'];
    for (const body of bodies) {
      const unsigned = await t.app.inject({
        method: 'POST',
        url: '/api/webhooks/whatsapp',
        headers: { 'content-type': 'application/json' },
        payload: body,
      });
      expect(unsigned.statusCode, body).toBe(401);
      const signed = await t.app.inject({
        method: 'POST',
        url: '/api/webhooks/whatsapp',
        headers: {
          'content-type': 'application/json',
          'x-hub-signature-256': signBody(t.config.whatsapp?.appSecret ?? '', body),
        },
        payload: body,
      });
      expect(signed.statusCode, body).toBeLessThan(500);
    }
    const handshake = await t.app.inject({
      method: 'GET',
      url: '/api/webhooks/whatsapp?hub.mode=x',
    });
    expect(handshake.statusCode).toBe(403);
  });
});

describe('WhatsApp simulator dev page', () => {
  it('loads its script from a file, which the Content-Security-Policy allows (no inline script)', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/whatsapp-sim/' });
    expect(page.body).toContain('<script src="page.js"></script>');
    expect(page.body).not.toMatch(/<script>/);
    const script = await t.app.inject({ method: 'GET', url: '/whatsapp-sim/page.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toContain('javascript');
    expect(script.body).toContain('control/reply');
  });
});

describe('WhatsApp Cloud API client', () => {
  it('retries 5xx and 429 with back-off, and gives up at once on other 4xx', async () => {
    const whatsapp = t.config.whatsapp;
    if (!whatsapp) throw new Error('the test app runs the simulator');
    const client = createWhatsappClientFor(t.app, whatsapp, true);
    const fail = (status: number, times: number) =>
      t.app.inject({
        method: 'POST',
        url: '/whatsapp-sim/control/failures',
        payload: { status, times },
      });
    await fail(503, 2);
    const id = await client.send('+5511977770001', { type: 'text', text: { body: 'oi' } });
    expect(id).toMatch(/^wamid\./);
    await fail(429, 1);
    await expect(
      client.send('+5511977770001', { type: 'text', text: { body: 'oi' } }),
    ).resolves.toMatch(/^wamid\./);
    await fail(503, 3);
    await expect(
      client.send('+5511977770001', { type: 'text', text: { body: 'oi' } }),
    ).rejects.toThrow('503');
    await expect(
      client.send('+5511977770001', {
        type: 'template',
        template: { name: 'nao_aprovado', language: { code: 'pt_BR' } },
      }),
    ).rejects.toThrow('132001');
  });
});

describe('WhatsApp off (production without configuration)', () => {
  let off: TestApp;
  beforeAll(async () => {
    off = await createTestApp({ config: { whatsapp: null } });
  });
  afterAll(() => off.close());

  it('answers 404 on its routes and mounts no simulator', async () => {
    const company = await createCompanyWithUsers(off, { users: 1 });
    for (const [method, url] of [
      ['GET', '/api/whatsapp/link'],
      ['POST', '/api/webhooks/whatsapp'],
      ['GET', '/api/webhooks/whatsapp'],
    ] as const) {
      const reply = await off.app.inject({ method, url, headers: company.user.headers });
      expect(reply.statusCode, `${method} ${url}`).toBe(404);
    }
    // Not a route: the SPA fallback (no build in tests) answers it, never the simulator.
    const simulator = await off.app.inject({
      method: 'GET',
      url: '/whatsapp-sim/control/messages',
    });
    expect(simulator.statusCode).not.toBe(200);
  });
});
