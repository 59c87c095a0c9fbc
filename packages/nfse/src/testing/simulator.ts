import type { FastifyInstance } from 'fastify';
import { createFocusNfseClient, type FocusLayout, type FocusNfseClient } from '../focus/client.js';
import type { NfseRequest } from '../provider.js';
import { createNfseSimulatorServer, type NfseSimulatorOptions } from '../simulator/plugin.js';

export interface RunningNfseSimulator {
  app: FastifyInstance;
  baseUrl: string;
  token: string;
  client: FocusNfseClient;
  /** Every webhook the simulator delivered, in order. */
  webhooks: { url: string; body: Record<string, unknown>; headers: Record<string, string> }[];
  /** POSTs a control route (authorize now, fail the next issue). */
  control(path: string, body?: unknown): Promise<Response>;
  close(): Promise<void>;
}

export const TEST_NFSE_TOKEN = 'token-de-teste-nfse';

/**
 * The simulator on a free loopback port, with a Focus client pointed at it (the client's
 * default layout unless `layout` names one); notas stay processing until
 * `control('/control/nfse/REF/authorize')` unless `authorizeDelayMs` is given.
 */
export async function startNfseSimulator({
  layout,
  ...options
}: NfseSimulatorOptions & { layout?: FocusLayout } = {}): Promise<RunningNfseSimulator> {
  const webhooks: RunningNfseSimulator['webhooks'] = [];
  const app = await createNfseSimulatorServer({
    token: TEST_NFSE_TOKEN,
    authorizeDelayMs: null,
    webhookRetryMs: 1,
    webhook: { url: 'https://rumo.test/api/webhooks/nfse' },
    deliver: async (url, body, headers) => {
      webhooks.push({ url, body: body as Record<string, unknown>, headers });
    },
    ...options,
  });
  const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  const client = createFocusNfseClient({
    baseUrl,
    token: TEST_NFSE_TOKEN,
    retryDelayMs: 1,
    ...(layout ? { layout } : {}),
  });
  const control = (path: string, body?: unknown) =>
    fetch(`${baseUrl}${path}`, {
      method: 'POST',
      ...(body === undefined
        ? {}
        : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
    });
  return {
    app,
    baseUrl,
    token: TEST_NFSE_TOKEN,
    client,
    webhooks,
    control,
    close: () => app.close(),
  };
}

/** A valid request: Rumo (São Paulo) invoicing a company buyer in Ouro Preto for software licensing. */
export function nfseRequest(reference: string, overrides: Partial<NfseRequest> = {}): NfseRequest {
  return {
    reference,
    issueDate: '2026-11-27',
    issuer: {
      cnpj: '11.222.333/0001-81',
      inscricaoMunicipal: '12345678',
      municipioIbge: '3550308',
      simplesNacional: true,
    },
    recipient: {
      document: '11.444.777/0001-61',
      name: 'Cliente Exemplo Ltda',
      email: 'financeiro@cliente.com.br',
      address: {
        street: 'Avenida Juscelino Kubitschek',
        number: '909',
        neighborhood: 'Bauxita',
        municipioIbge: '3146107',
        city: 'Ouro Preto',
        state: 'MG',
        zipcode: '35400-000',
      },
    },
    service: {
      itemListaServico: '1.05',
      aliquota: 2,
      amountCents: 9900,
      description: 'Assinatura Rumo Equipe, período de 27/11/2026 a 26/12/2026',
    },
    ...overrides,
  };
}
