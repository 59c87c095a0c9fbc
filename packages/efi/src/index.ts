export {
  barcodeFromLine,
  boletoBarcode,
  dueDateFactor,
  isValidBarcode,
  isValidLinhaDigitavel,
  linhaDigitavel,
  readBarcode,
} from './boleto/barcode.js';
export { isValidBrCode, pixBrCode, readBrCode } from './boleto/brcode.js';
export { isBankHoliday, isBusinessDay, nextBusinessDay } from './boleto/business-days.js';
export {
  createEfiClient,
  EFI_BASE_URLS,
  type EfiClient,
  type EfiClientOptions,
} from './client/index.js';
export * from './dates.js';
export * from './errors.js';
export * from './schemas/charges.js';
export * from './schemas/common.js';
export * from './schemas/notifications.js';
export * from './schemas/plans.js';
export * from './schemas/subscriptions.js';
