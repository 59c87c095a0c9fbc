/**
 * What the backoffice's sub-features (plans, payments, subscriptions, leads, webhooks, stats,
 * settings) use of its staff accounts: the route guard, the signed-in staff member and the audit
 * log. Nothing outside features/backoffice/ imports the backoffice (biome.json).
 */
export { staffOf } from '../../plugins/auth';
export { recordStaffAudit, type StaffAuditInput } from './audit-log.repository';
export { bootstrapStaffAdmin, parseAdminInput } from './create-admin';
export { guardStaffScope, requireStaff, type StaffRule } from './staff-guard';
export { findActiveStaffSession } from './staff-sessions.repository';
