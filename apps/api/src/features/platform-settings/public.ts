/**
 * What other features may use of the runtime settings (trial, grace, sales e-mail, the last
 * Efí call that answered). The backoffice's settings page writes them.
 */
export {
  clearSettingsCache,
  type EffectiveBillingSettings,
  effectiveBillingSettings,
  effectiveGraceDays,
  readSettingsRow,
  recordEfiSuccess,
  type SettingsDefaults,
  type SettingsPatch,
  saveSettingsOverrides,
} from './platform-settings';
