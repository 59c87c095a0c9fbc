import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NfseError } from './errors.js';
import { createFocusNfseClient, parseFocusNota } from './focus/client.js';
import { nfseRequest, type RunningNfseSimulator, startNfseSimulator } from './simulator/index.js';

let sim: RunningNfseSimulator;

beforeEach(async () => {
  sim = await startNfseSimulator({ layout: 'municipal' });
});
afterEach(async () => {
  await sim.close();
});

const authorize = async (ref: string) => {
  const response = await sim.control(`/control/nfse/${ref}/authorize`);
  expect(response.status).toBe(200);
};

describe('Focus NFe client against the simulator, municipal layout (/v2/nfse)', () => {
  it('issues a nota: processing, then authorized with number, code and documents', async () => {
    const issued = await sim.client.issue(nfseRequest('pay-1'));
    expect(issued).toMatchObject({ reference: 'pay-1', status: 'processing', number: null });
    expect((await sim.client.get('pay-1')).status).toBe('processing');

    await authorize('pay-1');
    const nota = await sim.client.get('pay-1');
    expect(nota).toMatchObject({ status: 'authorized', number: '1', errors: [] });
    expect(nota.verificationCode).toMatch(/^[A-Z0-9_-]{8}$/);
    expect(nota.issuedAt).not.toBeNull();
    expect(nota.pdfUrl).toBe(`${sim.baseUrl}/arquivos/pay-1/danfse.pdf`);

    const pdf = await sim.client.download(nota.pdfUrl ?? '');
    expect(pdf.contentType).toBe('application/pdf');
    expect(pdf.body.subarray(0, 5).toString()).toBe('%PDF-');
    const xml = await sim.client.download(nota.xmlUrl ?? '');
    expect(xml.contentType).toContain('application/xml');
    expect(xml.body.toString()).toContain('<Numero>1</Numero>');
    expect(xml.body.toString()).toContain('<ItemListaServico>1.05</ItemListaServico>');
  });

  it('authorizes by itself after the configured delay', async () => {
    await sim.close();
    sim = await startNfseSimulator({ layout: 'municipal', authorizeDelayMs: 10 });
    await sim.client.issue(nfseRequest('pay-auto'));
    await vi.waitFor(async () =>
      expect((await sim.client.get('pay-auto')).status).toBe('authorized'),
    );
  });

  it('refuses a second issue of a reference, and the client answers the nota already held', async () => {
    await sim.client.issue(nfseRequest('pay-2'));
    const raw = await fetch(`${sim.baseUrl}/v2/nfse?ref=pay-2`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${sim.token}:`).toString('base64')}`,
        'content-type': 'application/json',
      },
      body: '{}',
    });
    expect(raw.status).toBe(422);
    expect(await raw.json()).toMatchObject({ codigo: 'em_processamento' });

    await authorize('pay-2');
    const again = await sim.client.issue(nfseRequest('pay-2'));
    expect(again).toMatchObject({ status: 'authorized', number: '1' });
    await sim.client.issue(nfseRequest('pay-3'));
    await authorize('pay-3');
    expect((await sim.client.get('pay-3')).number).toBe('2');
  });

  it('answers Focus validation errors for a bad CNPJ check digit and a bad IBGE code', async () => {
    const badCnpj = await sim.client.issue(
      nfseRequest('pay-4', {
        issuer: { ...nfseRequest('x').issuer, cnpj: '11.222.333/0001-82' },
      }),
    );
    expect(badCnpj).toMatchObject({
      status: 'error',
      errors: [{ code: 'requisicao_invalida', message: 'prestador.cnpj: CNPJ inválido.' }],
    });
    const base = nfseRequest('pay-5');
    const badIbge = await sim.client.issue({
      ...base,
      recipient: {
        ...base.recipient,
        address: { ...base.recipient.address, municipioIbge: '3146108' },
      },
    });
    expect(badIbge.errors[0]?.message).toBe(
      'tomador.endereco.codigo_municipio: código IBGE do município inválido (7 dígitos).',
    );
    // Refused at once: nothing was created under those references.
    await expect(sim.client.get('pay-4')).rejects.toMatchObject({
      status: 404,
      code: 'nao_encontrado',
    });
  });

  it('ends in erro_autorizacao for an item outside LC 116, and a fixed resend is authorized', async () => {
    const base = nfseRequest('pay-6');
    await sim.client.issue({ ...base, service: { ...base.service, itemListaServico: '41.01' } });
    await authorize('pay-6');
    const refused = await sim.client.get('pay-6');
    expect(refused.status).toBe('error');
    expect(refused.errors[0]).toEqual({
      code: 'E31',
      message:
        'Código do item da lista de serviço inexistente. Informe um item da lista anexa à LC 116/2003, como 1.05.',
    });

    expect((await sim.client.issue(base)).status).toBe('processing');
    await authorize('pay-6');
    expect((await sim.client.get('pay-6')).status).toBe('authorized');
  });

  it('fails the next issue with the message the control route gives', async () => {
    const forced = await sim.control('/control/fail-next', { mensagem: 'Prefeitura fora do ar.' });
    expect(forced.status).toBe(204);
    await sim.client.issue(nfseRequest('pay-7'));
    await authorize('pay-7');
    expect((await sim.client.get('pay-7')).errors).toEqual([
      { code: 'E999', message: 'Prefeitura fora do ar.' },
    ]);
  });

  it('cancels an authorized nota with a justification of 15 to 255 characters', async () => {
    await sim.client.issue(nfseRequest('pay-8'));
    await authorize('pay-8');
    await expect(sim.client.cancel('pay-8', 'curta')).rejects.toMatchObject({
      status: 422,
      providerMessage: 'Parâmetro justificativa deve ter entre 15 e 255 caracteres.',
    });
    const canceled = await sim.client.cancel('pay-8', 'Pagamento estornado ao cliente.');
    expect(canceled.status).toBe('canceled');
    expect((await sim.client.get('pay-8')).status).toBe('canceled');
  });

  it('delivers a webhook with the nota on each change', async () => {
    await sim.client.issue(nfseRequest('pay-9'));
    await authorize('pay-9');
    await sim.client.cancel('pay-9', 'Pagamento estornado ao cliente.');
    await vi.waitFor(() => expect(sim.webhooks).toHaveLength(2));
    expect(sim.webhooks.map((hook) => hook.body.status)).toEqual(['autorizado', 'cancelado']);
    expect(sim.webhooks[0]).toMatchObject({
      url: 'https://rumo.test/api/webhooks/nfse',
      body: { ref: 'pay-9', numero: '1', caminho_xml_nota_fiscal: '/arquivos/pay-9/nfse.xml' },
    });
  });

  it('sends the hook authorization in its header, to hooks registered through the API too', async () => {
    await sim.close();
    sim = await startNfseSimulator({
      layout: 'municipal',
      webhook: {
        url: 'https://rumo.test/hook',
        authorization: 'segredo',
        authorizationHeader: 'x-h',
      },
    });
    const hook = await sim.client.registerWebhook({
      cnpj: '11222333000181',
      url: 'https://erp.test/notas',
    });
    expect(hook.id).not.toBe('');
    await sim.client.issue(nfseRequest('pay-11'));
    await authorize('pay-11');
    await vi.waitFor(() => expect(sim.webhooks).toHaveLength(2));
    expect(sim.webhooks).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ url: 'https://rumo.test/hook', headers: { 'x-h': 'segredo' } }),
        expect.objectContaining({ url: 'https://erp.test/notas', headers: {} }),
      ]),
    );
    expect(parseFocusNota(sim.webhooks[0]?.body, sim.baseUrl)).toMatchObject({
      reference: 'pay-11',
      status: 'authorized',
      xmlUrl: `${sim.baseUrl}/arquivos/pay-11/nfse.xml`,
    });
  });

  it('retries a failed webhook delivery', async () => {
    await sim.close();
    let calls = 0;
    sim = await startNfseSimulator({
      layout: 'municipal',
      deliver: async () => {
        calls++;
        if (calls < 3) throw new Error('HTTP 503');
      },
    });
    await sim.client.issue(nfseRequest('pay-10'));
    await authorize('pay-10');
    await vi.waitFor(() => expect(calls).toBe(3));
  });

  it('refuses a wrong token with Focus 401 body', async () => {
    const client = createFocusNfseClient({
      baseUrl: sim.baseUrl,
      token: 'outro',
      layout: 'municipal',
    });
    const error = await client.get('pay-1').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(NfseError);
    expect(error).toMatchObject({ status: 401, code: 'nao_autorizado' });
  });
});
