import type { FastifyInstance } from 'fastify';
import { injectFetch } from '../../plugins/inject-fetch';
import {
  WHATSAPP_SIMULATOR_PREFIX,
  WHATSAPP_WEBHOOK_PATH,
  type WhatsappConfig,
} from '../../whatsapp-config';
import { createWhatsappClient, type WhatsappClient } from './cloud-api/client';
import { SIGNATURE_HEADER } from './cloud-api/signature';
import { whatsappSimulator } from './cloud-api/simulator';

/** Rumo's Cloud API client: Meta's Graph, or the simulator this app mounts (reached in-process). */
export function createWhatsappClientFor(
  app: FastifyInstance,
  whatsapp: WhatsappConfig,
  test: boolean,
): WhatsappClient {
  return createWhatsappClient({
    baseUrl: whatsapp.baseUrl,
    graphVersion: whatsapp.graphVersion,
    phoneNumberId: whatsapp.phoneNumberId,
    accessToken: whatsapp.accessToken,
    ...(whatsapp.mode === 'simulator' ? { fetch: injectFetch(app) } : {}),
    // Tests do not wait for back-offs.
    ...(test ? { backoffMs: 1 } : {}),
  });
}

/**
 * The Cloud API's simulator under /whatsapp-sim when WhatsApp runs in simulator mode (the default
 * outside production), kept out of the OpenAPI document. It posts its signed webhooks to this
 * app's own route through inject.
 */
export async function mountWhatsappSimulator(
  app: FastifyInstance,
  whatsapp: WhatsappConfig | null,
): Promise<void> {
  if (whatsapp?.mode !== 'simulator') return;
  await app.register(
    async (scope) => {
      scope.addHook('onRoute', (route) => {
        route.schema = { ...route.schema, hide: true };
      });
      await whatsappSimulator(scope, {
        token: whatsapp.accessToken,
        phoneNumberId: whatsapp.phoneNumberId,
        appSecret: whatsapp.appSecret,
        now: () => app.now(),
        async deliver(rawBody, signature) {
          const reply = await app.inject({
            method: 'POST',
            url: WHATSAPP_WEBHOOK_PATH,
            headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signature },
            payload: rawBody,
          });
          if (reply.statusCode >= 300) throw new Error(`webhook answered ${reply.statusCode}`);
        },
      });
    },
    { prefix: WHATSAPP_SIMULATOR_PREFIX },
  );
}
