import { join } from 'node:path';
import { efiSimulatorPlugin } from '@rumo/efi/simulator';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';
import { SIMULATOR_PREFIX } from '../efi-config';

/**
 * The Efí simulator under /efi-sim when no Efí credentials are configured, so that `npm start`
 * alone can sell. It is Efí's API, not Rumo's: kept out of the OpenAPI document.
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
      });
    },
    { prefix: SIMULATOR_PREFIX },
  );
}
