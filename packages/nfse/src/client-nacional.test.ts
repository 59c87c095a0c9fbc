import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFocusNfseClient, parseFocusNota } from './focus/client.js';
import { basicAuth } from './focus/http.js';
import { isNationalAccessKey } from './simulator/access-key.js';
import { nfseRequest, type RunningNfseSimulator, startNfseSimulator } from './simulator/index.js';

let sim: RunningNfseSimulator;

beforeEach(async () => {
  sim = await startNfseSimulator({ layout: 'nacional' });
});
afterEach(async () => {
  await sim.close();
});

const authorize = async (ref: string) => {
  const response = await sim.control(`/control/nfse/${ref}/authorize`);
  expect(response.status).toBe(200);
};
const raw = (method: string, path: string, body?: unknown) =>
  fetch(`${sim.baseUrl}${path}`, {
    method,
    headers: { authorization: basicAuth(sim.token), 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

describe('Focus NFe client against the simulator, national layout (/v2/nfsen)', () => {
  it('issues a DPS: processing, then authorized with the 50-digit chave de acesso and documents', async () => {
    expect(await sim.client.issue(nfseRequest('n-1'))).toMatchObject({
      reference: 'n-1',
      status: 'processing',
      number: null,
    });
    await authorize('n-1');
    const nota = await sim.client.get('n-1');
    expect(nota).toMatchObject({ status: 'authorized', number: '1', errors: [] });
    const key = nota.verificationCode ?? '';
    expect(isNationalAccessKey(key)).toBe(true);
    // Issuing municipality, Sefin Nacional, CNPJ, the issuer's CNPJ and the number.
    expect(key.slice(0, 23)).toBe('35503082211222333000181');
    expect(key.slice(23, 36)).toBe('0000000000001');
    expect(nota.pdfUrl).toBe(`${sim.baseUrl}/arquivos/n-1/danfse.pdf`);

    const view = await (await raw('GET', '/v2/nfsen/n-1')).json();
    expect(view.url).toBe(`https://www.nfse.gov.br/consultapublica/?tpc=1&chave=${key}`);
    const pdf = await sim.client.download(nota.pdfUrl ?? '');
    expect(pdf.body.subarray(0, 5).toString()).toBe('%PDF-');
    const xml = (await sim.client.download(nota.xmlUrl ?? '')).body.toString();
    expect(xml).toContain(`<infNFSe Id="NFS${key}">`);
    expect(xml).toContain('<nNFSe>1</nNFSe>');
    expect(xml).toContain('<cTribNac>010501</cTribNac>');
    expect(xml).toContain('<opSimpNac>3</opSimpNac>');
    // The municipal API does not know a national nota.
    expect((await raw('GET', '/v2/nfse/n-1')).status).toBe(404);
  });

  it('refuses at once, HTTP 400 in Focus words, a bad CNPJ, IBGE code, national code or rate', async () => {
    const missing = await raw('POST', '/v2/nfsen?ref=n-2', {});
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({
      codigo: 'requisicao_invalida',
      mensagem: 'Parâmetro "data_emissao" não informado',
    });

    const base = nfseRequest('n-3');
    const cases = [
      {
        request: { ...base, issuer: { ...base.issuer, cnpj: '11.222.333/0001-82' } },
        message: 'Parâmetro "cnpj_prestador" inválido: CNPJ inválido.',
      },
      {
        request: {
          ...base,
          recipient: {
            ...base.recipient,
            address: { ...base.recipient.address, municipioIbge: '3146108' },
          },
        },
        message:
          'Parâmetro "codigo_municipio_tomador" inválido: código IBGE do município inválido (7 dígitos).',
      },
      {
        request: { ...base, service: { ...base.service, codigoTributacaoNacional: '1.05.1' } },
        message:
          'Parâmetro "codigo_tributacao_nacional_iss" inválido: informe 6 dígitos (item, subitem e desdobro).',
      },
      {
        request: { ...base, service: { ...base.service, aliquota: 150 } },
        message:
          'Parâmetro "percentual_aliquota_relativa_municipio" inválido: percentual entre 0 e 100.',
      },
    ];
    for (const { request, message } of cases) {
      expect(await sim.client.issue(request)).toMatchObject({
        status: 'error',
        errors: [{ code: 'requisicao_invalida', message }],
      });
    }
    await expect(sim.client.get('n-3')).rejects.toMatchObject({
      status: 404,
      code: 'nao_encontrado',
    });
  });

  it('ends in erro_autorizacao for a code off the national list, then a fixed resend is authorized', async () => {
    const base = nfseRequest('n-4');
    await sim.client.issue({
      ...base,
      service: { ...base.service, codigoTributacaoNacional: '01.11.01' },
    });
    await authorize('n-4');
    const refused = await sim.client.get('n-4');
    expect(refused.status).toBe('error');
    expect(refused.errors[0]?.code).toBe('E0310');

    expect((await sim.client.issue(base)).status).toBe('processing');
    await authorize('n-4');
    expect((await sim.client.get('n-4')).status).toBe('authorized');
  });

  it('refuses a rate outside 2 %–5 % for an issuer outside the Simples Nacional only', async () => {
    const base = nfseRequest('n-5');
    const low = { ...base.service, aliquota: 1 };
    await sim.client.issue({
      ...base,
      issuer: { ...base.issuer, simplesNacional: false },
      service: low,
    });
    await authorize('n-5');
    expect((await sim.client.get('n-5')).errors[0]?.code).toBe('E0625');

    await sim.client.issue({ ...nfseRequest('n-6'), service: low });
    await authorize('n-6');
    expect((await sim.client.get('n-6')).status).toBe('authorized');
  });

  it('answers the nota already held to a second issue of a reference', async () => {
    await sim.client.issue(nfseRequest('n-7'));
    const again = await raw('POST', '/v2/nfsen?ref=n-7', {});
    expect(again.status).toBe(422);
    expect(await again.json()).toMatchObject({ codigo: 'em_processamento' });
    await authorize('n-7');
    expect(await sim.client.issue(nfseRequest('n-7'))).toMatchObject({
      status: 'authorized',
      number: '1',
    });
  });

  it('cancels with a justification, keeping the number the bare national answer leaves out', async () => {
    await sim.client.issue(nfseRequest('n-8'));
    await authorize('n-8');
    await expect(sim.client.cancel('n-8', 'curta')).rejects.toMatchObject({
      status: 400,
      providerMessage: 'Parâmetro justificativa deve ter entre 15 e 255 caracteres.',
    });
    const canceled = await sim.client.cancel('n-8', 'Pagamento estornado ao cliente.');
    expect(canceled).toMatchObject({ reference: 'n-8', status: 'canceled', number: '1' });
    expect(canceled.verificationCode).toMatch(/^\d{50}$/);

    const second = await raw('DELETE', '/v2/nfsen/n-8', {
      justificativa: 'Pagamento estornado ao cliente.',
    });
    expect(second.status).toBe(400);
    expect(await second.json()).toEqual({
      codigo: 'nfe_cancelada',
      mensagem: 'Nota Fiscal já cancelada',
    });
    // A repeated cancellation (a retried job) is answered with the canceled nota.
    expect(await sim.client.cancel('n-8', 'Pagamento estornado ao cliente.')).toMatchObject({
      status: 'canceled',
      number: '1',
    });
  });

  it('answers a cancellation of a nota not authorized with nfe_nao_autorizada', async () => {
    await sim.client.issue(nfseRequest('n-9'));
    const response = await raw('DELETE', '/v2/nfsen/n-9', {
      justificativa: 'Pagamento estornado ao cliente.',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ codigo: 'nfe_nao_autorizada' });
  });

  it('delivers national notas to the nfsen hooks and the initial one, not to nfse hooks', async () => {
    const national = await sim.client.registerWebhook({
      cnpj: '11222333000181',
      url: 'https://erp.test/nfsen',
    });
    const municipal = createFocusNfseClient({
      baseUrl: sim.baseUrl,
      token: sim.token,
      layout: 'municipal',
    });
    await municipal.registerWebhook({ cnpj: '11222333000181', url: 'https://erp.test/nfse' });
    const hooks = await (await raw('GET', '/v2/hooks')).json();
    expect(hooks).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: national.id, event: 'nfsen', url: 'https://erp.test/nfsen' }),
        expect.objectContaining({ event: 'nfse', url: 'https://erp.test/nfse' }),
      ]),
    );

    await sim.client.issue(nfseRequest('n-10'));
    await authorize('n-10');
    await vi.waitFor(() => expect(sim.webhooks).toHaveLength(2));
    expect(sim.webhooks.map((hook) => hook.url).sort()).toEqual([
      'https://erp.test/nfsen',
      'https://rumo.test/api/webhooks/nfse',
    ]);
    expect(parseFocusNota(sim.webhooks[0]?.body, sim.baseUrl)).toMatchObject({
      reference: 'n-10',
      status: 'authorized',
      xmlUrl: `${sim.baseUrl}/arquivos/n-10/nfse.xml`,
    });
  });
});
