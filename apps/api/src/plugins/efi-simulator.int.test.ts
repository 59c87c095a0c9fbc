import { createEfiClient } from '@rumo/efi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppConfig, parseEnv } from '../config';
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
