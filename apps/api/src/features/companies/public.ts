/**
 * What other features may use of `companies`: its rules and SQL stay behind this list, and biome
 * refuses imports of its repositories from elsewhere.
 */
export { countCompanies, findCompanyName, insertCompany } from './companies.repository';
export { companies } from './companies.table';
