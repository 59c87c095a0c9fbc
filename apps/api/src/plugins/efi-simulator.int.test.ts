import { createEfiClient } from '@rumo/efi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppConfig, parseEnv } from '../config';
import { processNotification } from '../features/billing/notifications.service';
import { tokenizeCard } from '../test/checkout-fixtures';
import { createTestApp, type TestApp } from '../test/test-app';

/** One directive of a CSP header, e.g. `connect-src 'self'`. */
const directive = (csp: unknown, name: string) =>
  String(csp)
    .split(';')
    .find((part) => part.startsWith(`${name} `));

describe('the Efí simulator in the embedded default', () => {
  let t: TestApp;
  let url: string;
  beforeAll(async () => {
    t = await createTestApp();
    url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.close());

  it('answers the Efí client under /efi-sim with the configured credentials only', async () => {
    const { clientId, clientSecret } = t.config.efi;
    const efi = createEfiClient({ baseUrl: `${url}/efi-sim`, clientId, clientSecret });
    const plan = await efi.createPlan({ name: 'Equipe mensal', interval: 1, repeats: null });
    expect((await efi.listPlans()).map((listed) => listed.plan_id)).toContain(plan.plan_id);
    const intruder = createEfiClient({
      baseUrl: `${url}/efi-sim`,
      clientId,
      clientSecret: 'outro',
      retries: 0,
    });
    await expect(intruder.listPlans()).rejects.toMatchObject({ status: 401 });
  });

  it('stays out of the OpenAPI document, so the API suites do not take it for Rumo routes', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs' })).json();
    expect(Object.keys(document.paths).filter((path) => path.includes('efi-sim'))).toEqual([]);
  });

  it("keeps the CSP closed to Efí's hosts while the simulator is used", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    const csp = response.headers['content-security-policy'];
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self'");
    expect(String(csp)).not.toContain('efipay');
  });

  it('is absent with Efí credentials, whose tokenizer hosts the CSP then allows', async () => {
    const credentials = {
      EFI_CLIENT_ID: 'id',
      EFI_CLIENT_SECRET: 'segredo',
      EFI_PAYEE_CODE: 'conta',
    };
    const cspOf = async (efi: AppConfig['efi']) => {
      const live = await createTestApp({ config: { efi } });
      const response = await live.app.inject({ method: 'POST', url: '/efi-sim/v1/authorize' });
      await live.close();
      expect(response.statusCode).toBe(404);
      return response.headers['content-security-policy'];
    };
    const production = await cspOf(parseEnv({ ...credentials, EFI_ENV: 'production' }).efi);
    expect(directive(production, 'connect-src')).toBe(
      "connect-src 'self' https://cobrancas.api.efipay.com.br https://tokenizer.sejaefi.com.br",
    );
    // ClearSale's device fingerprint runs only with Efí's production tokenizer.
    expect(directive(production, 'script-src')).toMatch(
      /script-src 'self' 'sha256-[^']+' https:\/\/device\.clearsale\.com\.br/,
    );
    const sandbox = await cspOf(parseEnv(credentials).efi);
    expect(directive(sandbox, 'connect-src')).toBe(
      "connect-src 'self' https://cobrancas-h.api.efipay.com.br",
    );
    expect(String(sandbox)).not.toContain('clearsale');
  });
});

describe("who reaches the mounted simulator's money", () => {
  /** A client on another machine, claiming loopback through a proxy header. */
  const remote = { remoteAddress: '198.51.100.7', headers: { 'x-forwarded-for': '127.0.0.1' } };

  it('answers control routes and OAuth on the loopback connection only, the tokenizer to anyone', async () => {
    const t = await createTestApp({ config: { trustProxy: true } });
    try {
      const renew = await t.app.inject({
        method: 'POST',
        url: '/efi-sim/control/subscriptions/1/charges',
        payload: { outcome: 'unpaid' },
        ...remote,
      });
      expect(renew.statusCode).toBe(403);
      const authorize = await t.app.inject({
        method: 'POST',
        url: '/efi-sim/v1/authorize',
        payload: { grant_type: 'client_credentials' },
        ...remote,
        headers: {
          ...remote.headers,
          authorization: `Basic ${Buffer.from(`${t.config.efi.clientId}:${t.config.efi.clientSecret}`).toString('base64')}`,
        },
      });
      expect(authorize.statusCode).toBe(403);
      const tokenized = await t.app.inject({
        method: 'POST',
        url: '/efi-sim/control/tokenize',
        remoteAddress: remote.remoteAddress,
        payload: {
          brand: 'visa',
          number: '4111111111111114',
          cvv: '123',
          expirationMonth: '12',
          expirationYear: String(new Date().getFullYear() + 1),
        },
      });
      expect(tokenized.statusCode).toBe(200);
      const settle = await t.app.inject({ method: 'POST', url: '/efi-sim/control/settle' });
      expect(settle.statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('with EFI_SIMULATOR_SECRET, wants the header from everyone but Rumo itself sends it', async () => {
    const secret = 'segredo-do-simulador-de-teste-0001';
    const base = parseEnv({ NODE_ENV: 'test' }).efi;
    const t = await createTestApp({ config: { efi: { ...base, simulatorSecret: secret } } });
    try {
      const plan = await t.app.efi.createPlan({ name: 'Equipe', interval: 1 });
      expect(plan.plan_id).toBeGreaterThan(0);
      expect((await tokenizeCard(t)).paymentToken).toMatch(/^[a-f0-9]{40}$/);
      const settle = (headers: Record<string, string>) =>
        t.app.inject({ method: 'POST', url: '/efi-sim/control/settle', headers });
      expect((await settle({})).statusCode).toBe(403);
      expect((await settle({ 'x-simulator-secret': secret })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});

describe('unknown paths under /efi-sim', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("answer Efí's 404, so a 150-character token is refused once, not retried", async () => {
    const token = 'a'.repeat(150);
    const response = await t.app.inject({
      method: 'GET',
      url: `/efi-sim/v1/notification/${token}`,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 3500010, error: 'route_not_found' });
    const webhook = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/efi',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `notification=${token}`,
    });
    expect(webhook.statusCode).toBe(200);
    // A permanent refusal is recorded and answered, not thrown (a throw is a queue retry).
    const result = await processNotification(t.app, token);
    expect(result).toMatchObject({ state: 'failed', entries: 0 });
  });
});
