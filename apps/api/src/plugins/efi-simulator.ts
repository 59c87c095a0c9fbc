import { join } from 'node:path';
import {
  efiSimulatorPlugin,
  type NotifyFn,
  postNotification,
  SIMULATOR_SECRET_HEADER,
} from '@rumo/efi/simulator';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';
import { SIMULATOR_PREFIX } from '../efi-config';

/** What Rumo's own Efí client sends to its simulator: the operator secret, when there is one. */
export function simulatorHeaders(secret: string | null): Record<string, string> {
  return secret ? { [SIMULATOR_SECRET_HEADER]: secret } : {};
}

/**
 * Callbacks to this Rumo's own webhook go through `inject` (no network hop, and tests do not
 * listen); any other notification URL gets a real form-encoded POST, like Efí's.
 */
function notifyRumo(app: FastifyInstance, config: AppConfig): NotifyFn {
  return async (url, token) => {
    const own = new URL(config.efi.notificationUrl);
    const target = new URL(url);
    if (target.origin !== own.origin) return postNotification(url, token);
    const reply = await app.inject({
      method: 'POST',
      url: `${target.pathname}${target.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ notification: token }).toString(),
    });
    if (reply.statusCode !== 200) throw new Error(`webhook answered ${reply.statusCode}`);
  };
}

/**
 * The Efí simulator under /efi-sim when no Efí credentials are configured, so that `npm start`
 * alone can sell. It is Efí's API, not Rumo's: kept out of the OpenAPI document. Its card
 * tokenizer is public; its control routes and OAuth answer only loopback clients, or, with
 * EFI_SIMULATOR_SECRET, only callers sending it in `x-simulator-secret` (Rumo's own client does).
 */
export async function mountEfiSimulator(app: FastifyInstance, config: AppConfig): Promise<void> {
  if (config.efi.mode !== 'simulator') return;
  await app.register(
    async (scope) => {
      scope.addHook('onRoute', (route) => {
        route.schema = { ...route.schema, hide: true };
      });
      await scope.register(efiSimulatorPlugin, {
        // Tests keep it in memory; a running Rumo keeps its state next to the database.
        dataFile:
          config.nodeEnv === 'test' ? undefined : join(config.dataDir, 'efi-simulator.json'),
        clientId: config.efi.clientId,
        clientSecret: config.efi.clientSecret,
        ...(config.efi.simulatorSecret ? { operatorSecret: config.efi.simulatorSecret } : {}),
        notify: notifyRumo(app, config),
        // Boleto PDF links go to the buyer's browser: Rumo's public address, not the API's own.
        publicUrl: `${config.publicUrl}${SIMULATOR_PREFIX}`,
        // The app's clock, so tests that move it see Efí's entries dated alike.
        now: () => app.now(),
        // Tests settle charges at once and leave redelivery to the tests that ask for it.
        ...(config.nodeEnv === 'test' ? { chargeDelayMs: 5, redeliveryMs: 0 } : {}),
      });
    },
    { prefix: SIMULATOR_PREFIX },
  );
}
