export { isLoopback, SIMULATOR_SECRET_HEADER } from './access.js';
export { cardBrands, type SimTokenizeInput } from './card-rules.js';
export { type NotifyFn, postNotification } from './notifier.js';
export {
  createEfiSimulatorServer,
  type EfiSimulatorOptions,
  efiSimulatorPlugin,
} from './plugin.js';
