import { createEfiSimulatorServer } from './plugin.js';

/**
 * The simulator alone, for manual runs: `npm run sim -w @rumo/efi`.
 * PORT (default 4010) and EFI_SIM_DATA_FILE (state file; memory only when unset).
 */
const app = await createEfiSimulatorServer({ dataFile: process.env.EFI_SIM_DATA_FILE });
const address = await app.listen({ port: Number(process.env.PORT ?? 4010), host: '127.0.0.1' });
console.log(`Simulador da Efí em ${address}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void app.close().then(() => process.exit(0)));
}
