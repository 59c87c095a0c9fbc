/**
 * What other features may use of `settings`: its rules and SQL stay behind this list, and biome
 * refuses imports of its repositories from elsewhere.
 */
export { DEFAULT_COMPANY_SETTINGS, findCompanySettings } from './settings.repository';
export { companySettings } from './settings.table';
