/**
 * What other features may use of leads: its rules and SQL stay behind this list, and biome
 * refuses imports of its repositories from elsewhere.
 */
export { markCheckoutLeadConverted, upsertCheckoutLead } from './leads.repository';
export type { LeadRow } from './leads.table';
export { leads } from './leads.table';
