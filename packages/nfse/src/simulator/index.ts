// The testing helpers live here too: the package's exports map is the lead's to change.
export {
  nfseRequest,
  type RunningNfseSimulator,
  startNfseSimulator,
  TEST_NFSE_TOKEN,
} from '../testing/simulator.js';
export { requireOperator, SIMULATOR_SECRET_HEADER } from './access.js';
export {
  createNfseSimulatorServer,
  type NfseSimulatorOptions,
  nfseSimulatorPlugin,
} from './plugin.js';
export { type DeliverFn, postWebhook } from './webhooks.js';
