import { afterEach, describe, expect, it } from 'vitest';
import { type RunningSimulator, startSimulator } from '../testing/simulator.js';
import { createEfiClient } from './index.js';

let sim: RunningSimulator | undefined;
afterEach(() => sim?.close());

/** A fetch that counts the calls per path before passing them on. */
function countingFetch() {
  const counts = new Map<string, number>();
  const wrapped: typeof fetch = (input, init) => {
    const path = new URL(String(input)).pathname;
    counts.set(path, (counts.get(path) ?? 0) + 1);
    return fetch(input, init);
  };
  return { fetch: wrapped, count: (path: string) => counts.get(path) ?? 0 };
}

describe('Efí OAuth token', () => {
  it('authorizes with HTTP Basic once and reuses the token', async () => {
    const counter = countingFetch();
    sim = await startSimulator({ clientId: 'id', clientSecret: 'segredo' });
    const client = createEfiClient({
      baseUrl: sim.baseUrl,
      clientId: 'id',
      clientSecret: 'segredo',
      fetch: counter.fetch,
    });
    await client.authorize();
    await client.listPlans();
    await client.listPlans();
    await client.createPlan({ name: 'Mensal', interval: 1 });
    expect(counter.count('/v1/authorize')).toBe(1);
    expect(counter.count('/v1/plans')).toBe(2);
  });

  it('renews 30 s before the token expires', async () => {
    const counter = countingFetch();
    let now = Date.now();
    sim = await startSimulator({}, {});
    const client = createEfiClient({
      baseUrl: sim.baseUrl,
      clientId: 'id',
      clientSecret: 'segredo',
      fetch: counter.fetch,
      now: () => now,
    });
    await client.listPlans();
    now += 569_000;
    await client.listPlans();
    expect(counter.count('/v1/authorize')).toBe(1);
    now += 1_000;
    await client.listPlans();
    expect(counter.count('/v1/authorize')).toBe(2);
  });

  it('shares one authorization among concurrent calls', async () => {
    const counter = countingFetch();
    sim = await startSimulator();
    const client = createEfiClient({
      baseUrl: sim.baseUrl,
      clientId: 'id',
      clientSecret: 'segredo',
      fetch: counter.fetch,
    });
    await Promise.all(Array.from({ length: 10 }, () => client.listPlans()));
    expect(counter.count('/v1/authorize')).toBe(1);
    expect(counter.count('/v1/plans')).toBe(10);
  });

  it('authorizes again once when Efí rejects a cached token', async () => {
    const counter = countingFetch();
    let simulatorNow = Date.now();
    sim = await startSimulator({ now: () => new Date(simulatorNow) });
    const client = createEfiClient({
      baseUrl: sim.baseUrl,
      clientId: 'id',
      clientSecret: 'segredo',
      fetch: counter.fetch,
    });
    await client.listPlans();
    simulatorNow += 601_000;
    await client.listPlans();
    expect(counter.count('/v1/authorize')).toBe(2);
    expect(counter.count('/v1/plans')).toBe(3);
  });

  it('answers a pt-BR error for wrong credentials', async () => {
    sim = await startSimulator({ clientId: 'id', clientSecret: 'segredo' });
    const client = createEfiClient({
      baseUrl: sim.baseUrl,
      clientId: 'id',
      clientSecret: 'errado',
    });
    await expect(client.listPlans()).rejects.toMatchObject({
      kind: 'api',
      status: 401,
      code: null,
      error: 'invalid_client',
      message: 'Credenciais da Efí inválidas ou inativas.',
    });
  });
});
