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
  it('uses HTTP Basic with the token as user, homologação and the national API by default', async () => {
    const { fetch, calls } = scripted([json(200, nota), json(200, nota)]);
    const client = createFocusNfseClient({ token: 'tok', fetch });
    await client.get('r1');
    await createFocusNfseClient({ token: 'tok', fetch, layout: 'municipal' }).get('r1');
    expect(calls[1]?.url).toBe('https://homologacao.focusnfe.com.br/v2/nfse/r1');
    expect(calls[0]).toMatchObject({
      url: 'https://homologacao.focusnfe.com.br/v2/nfsen/r1',
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
    const layout = 'municipal';
    await expect(client.issue(nfseRequest('r1'))).rejects.toMatchObject({ kind: 'network' });
    expect(lost.calls).toHaveLength(1);

    const never = scripted([refused(), json(202, nota)]);
    const retried = createFocusNfseClient({
      token: 't',
      fetch: never.fetch,
      retryDelayMs: 1,
      layout,
    });
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

  it('sends the national DPS fields to /v2/nfsen, the national code derived from item 1.05', async () => {
    const { fetch, calls } = scripted([json(202, nota)]);
    const client = createFocusNfseClient({
      token: 't',
      fetch,
      now: () => new Date('2026-11-27T15:04:05.000Z'),
    });
    await client.issue(nfseRequest('r1'));
    expect(calls[0]?.url).toBe('https://homologacao.focusnfe.com.br/v2/nfsen?ref=r1');
    expect(calls[0]?.body).toEqual({
      data_emissao: '2026-11-27T12:04:05-03:00',
      data_competencia: '2026-11-27',
      codigo_municipio_emissora: 3550308,
      cnpj_prestador: '11222333000181',
      inscricao_municipal_prestador: '12345678',
      codigo_opcao_simples_nacional: 3,
      regime_tributario_simples_nacional: 1,
      regime_especial_tributacao: 0,
      cnpj_tomador: '11444777000161',
      razao_social_tomador: 'Cliente Exemplo Ltda',
      email_tomador: 'financeiro@cliente.com.br',
      codigo_municipio_tomador: 3146107,
      cep_tomador: '35400000',
      logradouro_tomador: 'Avenida Juscelino Kubitschek',
      numero_tomador: '909',
      bairro_tomador: 'Bauxita',
      codigo_municipio_prestacao: 3550308,
      codigo_tributacao_nacional_iss: '010501',
      descricao_servico: 'Assinatura Rumo Equipe, período de 27/11/2026 a 26/12/2026',
      valor_servico: 99,
      tributacao_iss: 1,
      tipo_retencao_iss: 1,
      percentual_aliquota_relativa_municipio: 2,
    });
  });

  it('moves the ABRASF MEI regime to the national Simples option and takes a named code', async () => {
    const { fetch, calls } = scripted([json(202, nota)]);
    const client = createFocusNfseClient({ token: 't', fetch });
    const base = nfseRequest('r1');
    await client.issue({
      ...base,
      issuer: { ...base.issuer, regimeEspecialTributacao: 5 },
      recipient: { ...base.recipient, document: '529.982.247-25' },
      service: { ...base.service, itemListaServico: '1.03', codigoTributacaoNacional: '01.03.02' },
    });
    expect(calls[0]?.body).toMatchObject({
      codigo_opcao_simples_nacional: 2,
      regime_especial_tributacao: 0,
      cpf_tomador: '52998224725',
      codigo_tributacao_nacional_iss: '010302',
    });
    expect(calls[0]?.body).not.toHaveProperty('regime_tributario_simples_nacional');
  });

  it('refuses, without a call, an item with no single national code and none named', async () => {
    const { fetch, calls } = scripted([]);
    const client = createFocusNfseClient({ token: 't', fetch });
    const base = nfseRequest('r1');
    const result = await client.issue({
      ...base,
      service: { ...base.service, itemListaServico: '1.03' },
    });
    expect(calls).toHaveLength(0);
    expect(result).toMatchObject({
      status: 'error',
      errors: [
        {
          code: 'codigo_tributacao_nacional_ausente',
          message:
            'Informe o código de tributação nacional do serviço: o item 1.03 da LC 116 não tem um código nacional único.',
        },
      ],
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
