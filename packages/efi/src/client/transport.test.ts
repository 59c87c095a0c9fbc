import { describe, expect, it } from 'vitest';
import { EfiError } from '../errors.js';
import { createEfiClient } from './index.js';

type Reply = { status: number; body: unknown } | Error;

/** A fetch that answers OAuth itself and the API calls from `replies`, in order. */
function fakeFetch(replies: Reply[]) {
  const calls: { method: string; path: string }[] = [];
  const impl: typeof fetch = async (input, init) => {
    const path = new URL(String(input)).pathname;
    if (path === '/v1/authorize') {
      return Response.json({ access_token: 'token', expires_in: 600, token_type: 'Bearer' });
    }
    calls.push({ method: init?.method ?? 'GET', path });
    const reply = replies.shift() ?? new Error('no reply left');
    if (reply instanceof Error) throw reply;
    const text = typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body);
    return new Response(text, { status: reply.status });
  };
  return { impl, calls };
}

function clientWith(replies: Reply[], retries = 2) {
  const fake = fakeFetch(replies);
  const client = createEfiClient({
    baseUrl: 'https://efi.test',
    clientId: 'id',
    clientSecret: 'segredo',
    fetch: fake.impl,
    retries,
    retryDelayMs: 1,
  });
  return { client, calls: fake.calls };
}

const refused = new TypeError('fetch failed', {
  cause: Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }),
});
const reset = new TypeError('fetch failed', {
  cause: Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' }),
});
const ok = { status: 200, body: { code: 200, data: [] } };
const serverError = { status: 500, body: { code: 3500000, error: 'internal_server_error' } };

describe('Efí errors', () => {
  it('maps a string error_description', async () => {
    const { client } = clientWith([
      {
        status: 400,
        body: { code: 3500010, error: 'property_does_not_exists', error_description: 'x' },
      },
    ]);
    const error = (await client.getCharge(1).catch((e: unknown) => e)) as EfiError;
    expect(error).toBeInstanceOf(EfiError);
    expect(error).toMatchObject({ kind: 'api', status: 400, code: 3500010, description: 'x' });
    expect(error.message).toBe('Registro não encontrado na Efí.');
    expect(error.transient).toBe(false);
  });

  it('maps an object error_description with its property', async () => {
    const { client } = clientWith([
      {
        status: 400,
        body: {
          code: '3500034',
          error: 'validation_error',
          error_description: { property: '/items/0/value', message: 'Valor inválido.' },
        },
      },
    ]);
    await expect(client.getCharge(1)).rejects.toMatchObject({
      code: 3500034,
      property: '/items/0/value',
      description: 'Valor inválido.',
      message: 'Dados inválidos em /items/0/value: Valor inválido.',
    });
  });

  it('keeps Efí text for unknown codes and reads odd bodies', async () => {
    const { client } = clientWith([
      { status: 422, body: { code: 4699999, error_description: 'Cobrança recusada pela Efí.' } },
      { status: 400, body: 'not json' },
      { status: 200, body: '{"code":200,"data":{"charge_id":"abc"}}' },
      { status: 200, body: '<html>' },
    ]);
    await expect(client.getCharge(1)).rejects.toMatchObject({
      message: 'Cobrança recusada pela Efí.',
    });
    await expect(client.getCharge(1)).rejects.toMatchObject({
      kind: 'api',
      status: 400,
      message: 'A Efí recusou a operação (HTTP 400).',
    });
    await expect(client.getCharge(1)).rejects.toMatchObject({ kind: 'invalid_response' });
    await expect(client.getCharge(1)).rejects.toMatchObject({ kind: 'invalid_response' });
  });

  it('times out a call that does not answer', async () => {
    const client = createEfiClient({
      baseUrl: 'https://efi.test',
      clientId: 'id',
      clientSecret: 'segredo',
      timeoutMs: 20,
      retries: 0,
      fetch: (_input, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        }),
    });
    await expect(client.listPlans()).rejects.toMatchObject({
      kind: 'timeout',
      status: 0,
      message: 'A Efí demorou demais para responder. Tente novamente em instantes.',
    });
  });
});

describe('Efí retries', () => {
  it('retries reads after 5xx and network errors, then succeeds', async () => {
    const { client, calls } = clientWith([serverError, reset, ok]);
    await expect(client.listPlans()).resolves.toEqual([]);
    expect(calls).toHaveLength(3);
  });

  it('gives up after the configured retries with the last error', async () => {
    const { client, calls } = clientWith([serverError, serverError, serverError], 2);
    await expect(client.listPlans()).rejects.toMatchObject({ status: 500, code: 3500000 });
    expect(calls).toHaveLength(3);
  });

  it('never retries a 4xx', async () => {
    const { client, calls } = clientWith([
      { status: 400, body: { code: 3500034, error_description: 'inválido' } },
      ok,
    ]);
    await expect(client.listPlans()).rejects.toMatchObject({ status: 400 });
    expect(calls).toHaveLength(1);
  });

  it('does not repeat a subscription that may have reached Efí, unless it never connected', async () => {
    const body = {
      items: [{ name: 'Rumo', value: 9900 }],
      payment: {
        credit_card: {
          customer: { email: 'a@b.com' },
          payment_token: 'a'.repeat(40),
          billing_address: {
            street: 'Rua',
            number: '1',
            neighborhood: 'Centro',
            zipcode: '35400000',
            city: 'Ouro Preto',
            state: 'MG',
          },
        },
      },
    };
    const afterServerError = clientWith([serverError, ok]);
    await expect(afterServerError.client.createOneStepSubscription(1, body)).rejects.toMatchObject({
      status: 500,
    });
    expect(afterServerError.calls).toHaveLength(1);

    const afterReset = clientWith([reset, ok]);
    await expect(afterReset.client.createOneStepSubscription(1, body)).rejects.toMatchObject({
      kind: 'network',
    });
    expect(afterReset.calls).toHaveLength(1);

    const subscription = {
      status: 200,
      body: {
        code: 200,
        data: {
          subscription_id: 1,
          status: 'active',
          charge: { id: 2, status: 'waiting', total: 9900 },
          first_execution: '31/10/2018',
          total: 9900,
        },
      },
    };
    const afterRefused = clientWith([refused, subscription]);
    await expect(afterRefused.client.createOneStepSubscription(1, body)).resolves.toMatchObject({
      subscription_id: 1,
      first_execution: '2018-10-31',
    });
    expect(afterRefused.calls).toHaveLength(2);
  });
});
