import { describe, expect, it } from 'vitest';
import { NfseError } from '../errors.js';
import { nfseRequest } from '../testing/simulator.js';
import { createFocusNfseClient } from './client.js';

const nota = { ref: 'r1', status: 'processando_autorizacao' };

/** A fetch answering the given replies in turn, recording each request. */
function scripted(replies: (Response | Error)[]) {
  const calls: { url: string; method: string; authorization: string | null; body: unknown }[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const headers = new Headers(init?.headers);
    calls.push({
      url: String(input),
      method: init?.method ?? 'GET',
      authorization: headers.get('authorization'),
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    });
    const next = replies.shift();
    if (!next) throw new Error('no more replies');
    if (next instanceof Error) throw next;
    return next;
  };
  return { fetch, calls };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const refused = () =>
  Object.assign(new TypeError('fetch failed'), { cause: { code: 'ECONNREFUSED' } });
const reset = () => Object.assign(new TypeError('fetch failed'), { cause: { code: 'ECONNRESET' } });

describe('Focus NFe client transport', () => {
  it('uses HTTP Basic with the token as user and homologação by default', async () => {
    const { fetch, calls } = scripted([json(200, nota)]);
    const client = createFocusNfseClient({ token: 'tok', fetch });
    await client.get('r1');
    expect(calls[0]).toMatchObject({
      url: 'https://homologacao.focusnfe.com.br/v2/nfse/r1',
      method: 'GET',
      authorization: `Basic ${Buffer.from('tok:').toString('base64')}`,
    });
    expect(createFocusNfseClient({ token: 't', environment: 'producao' }).baseUrl).toBe(
      'https://api.focusnfe.com.br',
    );
  });

  it('retries a read after a 5xx or a dropped connection', async () => {
    const { fetch, calls } = scripted([json(502, {}), reset(), json(200, nota)]);
    const client = createFocusNfseClient({ token: 't', fetch, retryDelayMs: 1 });
    expect((await client.get('r1')).status).toBe('processing');
    expect(calls).toHaveLength(3);
  });

  it('does not resend an issue whose answer was lost, only one that never connected', async () => {
    const lost = scripted([reset(), json(202, nota)]);
    const client = createFocusNfseClient({ token: 't', fetch: lost.fetch, retryDelayMs: 1 });
    await expect(client.issue(nfseRequest('r1'))).rejects.toMatchObject({ kind: 'network' });
    expect(lost.calls).toHaveLength(1);

    const never = scripted([refused(), json(202, nota)]);
    const retried = createFocusNfseClient({ token: 't', fetch: never.fetch, retryDelayMs: 1 });
    expect((await retried.issue(nfseRequest('r1'))).status).toBe('processing');
    expect(never.calls[1]).toMatchObject({
      url: 'https://homologacao.focusnfe.com.br/v2/nfse?ref=r1',
      body: {
        prestador: { cnpj: '11222333000181', codigo_municipio: '3550308' },
        tomador: {
          cnpj: '11444777000161',
          endereco: { codigo_municipio: '3146107', cep: '35400000' },
        },
        servico: { item_lista_servico: '1.05', aliquota: 2, valor_servicos: 99 },
      },
    });
  });

  it('gives up after a timeout per attempt', async () => {
    const fetch: typeof globalThis.fetch = (_input, init) =>
      new Promise((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      });
    const client = createFocusNfseClient({ token: 't', fetch, timeoutMs: 20, retries: 0 });
    const error = await client.get('r1').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(NfseError);
    expect(error).toMatchObject({ kind: 'timeout' });
  });

  it('sends the token only to its own host when downloading', async () => {
    const { fetch, calls } = scripted([
      new Response('%PDF-', { headers: { 'content-type': 'application/pdf' } }),
    ]);
    const client = createFocusNfseClient({ token: 't', fetch });
    await client.download('https://focusnfe.s3.amazonaws.com/arquivos/danfse.pdf');
    expect(calls[0]?.authorization).toBeNull();
  });
});
