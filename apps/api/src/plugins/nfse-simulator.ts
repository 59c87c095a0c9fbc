import { join } from 'node:path';
import { createFocusNfseClient, type NfseProvider } from '@rumo/nfse';
import { type DeliverFn, nfseSimulatorPlugin, postWebhook } from '@rumo/nfse/simulator';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';
import { NFSE_SIMULATOR_PREFIX, NFSE_WEBHOOK_HEADER } from '../nfse-config';
import { injectFetch } from './inject-fetch';

/**
 * Webhooks to this Rumo's own URL go through `inject` (no network hop, and tests do not
 * listen); any other URL gets a real JSON POST, like Focus's gatilhos.
 */
function deliverToRumo(app: FastifyInstance): DeliverFn {
  return async (url, body, headers) => {
    const target = new URL(url);
    if (target.origin !== new URL(app.config.nfse.webhookUrl).origin) {
      return postWebhook(url, body, headers);
    }
    const reply = await app.inject({
      method: 'POST',
      url: `${target.pathname}${target.search}`,
      headers: { ...headers, 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });
    if (reply.statusCode >= 300) throw new Error(`webhook answered ${reply.statusCode}`);
  };
}

/** Rumo's NFS-e provider client: Focus NFe, or the simulator this app mounts (reached in-process). */
export function createNfseProvider(app: FastifyInstance, config: AppConfig): NfseProvider {
  return createFocusNfseClient({
    baseUrl: config.nfse.baseUrl,
    token: config.nfse.token,
    layout: config.nfse.layout,
    now: () => app.now(),
    ...(config.nfse.mode === 'simulator' ? { fetch: injectFetch(app) } : {}),
  });
}

/**
 * Focus NFe's simulator under /nfse-sim when no NFSE_TOKEN is configured, so that `npm start`
 * alone issues (simulated) notas. Kept out of the OpenAPI document. Its API answers only this
 * install's random token; its control routes only loopback clients, or, with
 * EFI_SIMULATOR_SECRET (one operator secret for both simulators), callers sending it in
 * `x-simulator-secret`. It posts its webhooks to `config.nfse.webhookUrl`, with
 * `config.nfse.webhookSecret` in the `x-nfse-webhook-secret` header.
 */
export async function mountNfseSimulator(app: FastifyInstance, config: AppConfig): Promise<void> {
  if (config.nfse.mode !== 'simulator') return;
  await app.register(
    async (scope) => {
      scope.addHook('onRoute', (route) => {
        route.schema = { ...route.schema, hide: true };
      });
      await scope.register(nfseSimulatorPlugin, {
        // Tests keep it in memory; a running Rumo keeps its notas next to the database.
        dataFile:
          config.nodeEnv === 'test' ? undefined : join(config.dataDir, 'nfse-simulator.json'),
        token: config.nfse.token,
        ...(config.efi.simulatorSecret ? { operatorSecret: config.efi.simulatorSecret } : {}),
        webhook: {
          url: config.nfse.webhookUrl,
          ...(config.nfse.webhookSecret
            ? { authorization: config.nfse.webhookSecret, authorizationHeader: NFSE_WEBHOOK_HEADER }
            : {}),
        },
        deliver: deliverToRumo(app),
        now: () => app.now(),
        // Tests authorize at once and do not wait for redeliveries.
        ...(config.nodeEnv === 'test'
          ? { authorizeDelayMs: 5, webhookRetries: 0 }
          : { authorizeDelayMs: 3_000 }),
      });
    },
    { prefix: NFSE_SIMULATOR_PREFIX },
  );
}
