import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhookSecretBox } from '../../lib/secret-box';
import { createTestApp, type TestApp } from '../../test/test-app';
import { webhookEndpoints } from '../webhooks/public';
import { DEMO_PASSWORD } from './demo.data';
import { type DemoSeed, seedDemo } from './demo.seed';
import { DEMO_WEBHOOK_URL, DEMO_WHATSAPP_PHONE } from './integrations-demo';

describe('demo integrations', () => {
  let t: TestApp;
  let seed: DemoSeed | null;
  const seededAt = new Date('2026-11-25T12:00:00Z');
  beforeAll(async () => {
    t = await createTestApp();
    seed = await seedDemo(t.db, { now: seededAt, webhookSecretKey: t.app.config.jwtSecret });
  });
  afterAll(() => t.close());

  const signIn = async (email: string) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: DEMO_PASSWORD },
    });
    return { authorization: `Bearer ${response.json().token}` };
  };
  const admin = () => signIn('admin@rumo.demo');

  it('lists two API tokens in use, named, without their values', async () => {
    const list = await t.app.inject({ url: '/api/api-tokens', headers: await admin() });
    const tokens = list.json().data;
    expect(tokens.map((token: { name: string }) => token.name).sort()).toEqual([
      'Planilha de vendas',
      'Power BI (painel da diretoria)',
    ]);
    for (const token of tokens) {
      expect(token.lastUsedAt).not.toBeNull();
      expect(token.prefix).toMatch(/^rumo_.{8}$/);
      expect(token).not.toHaveProperty('secret');
    }
  });

  it('shows a webhook endpoint with a short log: two delivered, one failed, nothing pending', async () => {
    const headers = await admin();
    const list = await t.app.inject({ url: '/api/integrations/webhooks', headers });
    const [endpoint] = list.json().data;
    expect(endpoint).toMatchObject({ url: DEMO_WEBHOOK_URL, enabled: true });
    const log = await t.app.inject({
      url: `/api/integrations/webhooks/${endpoint.id}/deliveries`,
      headers,
    });
    const deliveries = log.json().data;
    expect(deliveries.map((delivery: { status: string }) => delivery.status).sort()).toEqual([
      'failed',
      'succeeded',
      'succeeded',
    ]);
    // Nothing for the queue: the seed never calls the URL.
    for (const delivery of deliveries) expect(delivery.nextAttemptAt).toBeNull();
    // Its secret is sealed with the app's key, so a replay from the log could sign.
    const [row] = await t.db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.companyId, String(seed?.companyId)));
    expect(webhookSecretBox(t.app.config.jwtSecret).open(String(row?.secretSealed))).toMatch(
      /^whsec_/,
    );
  });

  it("shows Bruno's WhatsApp number linked in his profile", async () => {
    const link = await t.app.inject({
      url: '/api/whatsapp/link',
      headers: await signIn('bruno@rumo.demo'),
    });
    expect(link.statusCode).toBe(200);
    expect(link.json()).toMatchObject({ status: 'linked', phone: DEMO_WHATSAPP_PHONE });
  });
});
