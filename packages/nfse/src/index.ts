/** The NFS-e provider seam: a client per provider behind one interface, and a simulator. */
export {
  isValidCnpj,
  isValidCpf,
  isValidIbgeMunicipio,
  normalizeServiceItem,
  onlyDigits,
} from './documents.js';
export { NfseError, type NfseErrorKind } from './errors.js';
export {
  createFocusNfseClient,
  FOCUS_BASE_URLS,
  FOCUS_ENVS,
  FOCUS_LAYOUTS,
  type FocusEnv,
  type FocusLayout,
  type FocusNfseClient,
  type FocusNfseClientOptions,
  parseFocusNota,
} from './focus/client.js';
export { basicAuth } from './focus/http.js';
export {
  formatNationalServiceCode,
  isKnownNationalServiceCode,
  nationalServiceCodeFor,
  normalizeNationalServiceCode,
} from './national-codes.js';
export type * from './provider.js';
