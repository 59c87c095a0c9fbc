import { createEfiClient } from '@rumo/efi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

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

  it('is absent when Efí credentials are configured', async () => {
    const live = await createTestApp({
      config: {
        efi: { ...t.config.efi, mode: 'efi', baseUrl: 'https://cobrancas-h.api.efipay.com.br' },
      },
    });
    const response = await live.app.inject({ method: 'POST', url: '/efi-sim/v1/authorize' });
    expect(response.statusCode).toBe(404);
    await live.close();
  });
});
