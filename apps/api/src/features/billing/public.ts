/**
 * What other features may use of billing: its rules and SQL stay behind this list, and biome
 * refuses imports of its repositories from elsewhere.
 */

export { cancelNextPeriodBoletos, stopBoletoCharging } from './boleto-cancellation';
export { applyChargeSettled, type SettleOutcome } from './charge-settled';
export { assertSeatAvailable } from './plan-limits';
export { readOnlyGuard } from './read-only';
export { findCompanyPlanName } from './subscriptions.repository';
export { startTrial } from './trial';
