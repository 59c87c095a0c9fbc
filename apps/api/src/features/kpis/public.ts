/**
 * What other features may use of `kpis`: the table key results reference, and the check that a
 * KPI belongs to the company.
 */
export { companyKpiIds } from './kpis.repository';
export { kpis, kpiValues } from './kpis.table';
