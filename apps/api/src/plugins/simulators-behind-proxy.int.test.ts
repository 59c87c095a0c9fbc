import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from '../config';
import { createTestApp, type TestApp } from '../test/test-app';

/**
 * Behind a proxy on the same host every request reaches the app from loopback, so loopback
 * cannot be what lets a caller move the simulators' money: with TRUST_PROXY the control routes
 * require the secret (a per-process one when EFI_SIMULATOR_SECRET is not set), outside tests.
 */
describe('the simulators behind a proxy (TRUST_PROXY)', () => {
  const env = { NODE_ENV: 'development', PUBLIC_URL: 'http://rumo.test', TRUST_PROXY: 'true' };
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ config: { trustProxy: true, efi: parseEnv(env).efi } });
  });
  afterAll(() => t.close());

  it('draws a secret per process unless EFI_SIMULATOR_SECRET is set; none without a proxy', () => {
    const drawn = parseEnv(env).efi.simulatorSecret;
    expect(drawn).toMatch(/^[a-f0-9]{48}$/);
    expect(parseEnv(env).efi.simulatorSecret).not.toBe(drawn);
    const secret = 's'.repeat(24);
    expect(parseEnv({ ...env, EFI_SIMULATOR_SECRET: secret }).efi.simulatorSecret).toBe(secret);
    const { TRUST_PROXY: _, ...direct } = env;
    expect(parseEnv(direct).efi.simulatorSecret).toBeNull();
    // The e2e server sets TRUST_PROXY for its purchases' addresses, behind no proxy.
    expect(parseEnv({ ...env, NODE_ENV: 'test' }).efi.simulatorSecret).toBeNull();
  });

  it("refuses loopback callers without the secret, Efí's and the NFS-e's control routes alike", async () => {
    const efi = await t.app.inject({ method: 'POST', url: '/efi-sim/control/settle' });
    expect(efi.statusCode).toBe(403);
    const nfse = await t.app.inject({
      method: 'POST',
      url: '/nfse-sim/control/fail-next',
      payload: { mensagem: 'Falha' },
    });
    expect(nfse.statusCode).toBe(403);
    const forwarded = await t.app.inject({
      method: 'POST',
      url: '/efi-sim/control/settle',
      headers: { 'x-forwarded-for': '127.0.0.1' },
    });
    expect(forwarded.statusCode).toBe(403);
  });

  it("answers Rumo's own client and a caller with the secret", async () => {
    const plan = await t.app.efi.createPlan({ name: 'Equipe', interval: 1, repeats: null });
    expect(plan.plan_id).toBeGreaterThan(0);
    const operator = await t.app.inject({
      method: 'POST',
      url: '/efi-sim/control/settle',
      headers: { 'x-simulator-secret': t.config.efi.simulatorSecret ?? '' },
    });
    expect(operator.statusCode).toBe(200);
  });
});
