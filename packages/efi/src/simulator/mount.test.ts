import Fastify from 'fastify';
import { expect, it } from 'vitest';
import { createEfiClient } from '../client/index.js';
import { billetSubscriptionBody, injectControl } from '../testing/simulator.js';
import { efiSimulatorPlugin } from './plugin.js';

it('runs under a prefix inside an app with its own error and not-found handlers', async () => {
  const app = Fastify();
  app.setErrorHandler((_error, _request, reply) => reply.status(418).send({ app: true }));
  app.setNotFoundHandler((_request, reply) => reply.status(404).send({ app: 'not found' }));
  app.get('/api/health', async () => ({ ok: true }));
  await app.register(efiSimulatorPlugin, { prefix: '/efi-sim', chargeDelayMs: 10 });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    const client = createEfiClient({
      baseUrl: `${base}/efi-sim`,
      clientId: 'a',
      clientSecret: 'b',
    });
    const plan = await client.createPlan({ name: 'Mensal', interval: 1 });
    await expect(client.deletePlan(plan.plan_id + 1)).rejects.toMatchObject({ code: 3500010 });
    expect(await (await fetch(`${base}/efi-sim/v1/nada`)).json()).toMatchObject({ code: 3500010 });
    expect(await (await fetch(`${base}/nada`)).json()).toEqual({ app: 'not found' });
    expect(await (await fetch(`${base}/api/health`)).json()).toEqual({ ok: true });

    // Boleto links carry the prefix, and the control helpers reach it through inject.
    const billet = await client.createOneStepSubscription(plan.plan_id, billetSubscriptionBody());
    expect(billet.pdf?.charge.startsWith(`${base}/efi-sim/boleto/`)).toBe(true);
    expect((await fetch(billet.pdf?.charge ?? '')).headers.get('content-type')).toBe(
      'application/pdf',
    );
    const paid = await injectControl(app).payBoleto(billet.charge.id, { via: 'pix' });
    expect(paid.status).toBe('paid');
  } finally {
    await app.close();
  }
});

it("answers every unknown path under its prefix in Efí's shape, however long, never the host's", async () => {
  const app = Fastify();
  // A SPA's fallback: HTML with 200 for whatever no route matched.
  app.setNotFoundHandler((_request, reply) => reply.type('text/html').send('<html></html>'));
  await app.register(efiSimulatorPlugin, { prefix: '/efi-sim', redeliveryMs: 0 });
  try {
    const long = 'a'.repeat(150);
    for (const url of [
      `/efi-sim/v1/notification/${long}`,
      `/efi-sim/${long}`,
      `/efi-sim/v1/${'b'.repeat(400)}/x`,
      '/efi-sim',
      '/efi-sim/',
    ]) {
      for (const method of ['GET', 'POST', 'PUT', 'DELETE'] as const) {
        const response = await app.inject({ method, url });
        expect(response.statusCode, `${method} ${url}`).toBe(404);
        expect(response.json()).toEqual({
          code: 3500010,
          error: 'route_not_found',
          error_description: 'Rota não encontrada.',
        });
      }
    }
  } finally {
    await app.close();
  }
});
