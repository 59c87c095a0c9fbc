import { z } from 'zod';
import { isoDateSchema } from '../common/fields';
import { paginatedSchema, paginationQuerySchema } from '../common/pagination';
import { LEAD_AUDIT_ACTION_LABELS } from './billing/leads';
import { PAYMENT_AUDIT_ACTION_LABELS } from './billing/payments';
import { PLAN_AUDIT_ACTION_LABELS } from './billing/plans';
import { SUBSCRIPTION_AUDIT_ACTION_LABELS } from './billing/subscriptions';
import { WEBHOOK_AUDIT_ACTION_LABELS } from './billing/webhooks';
import { INVOICE_AUDIT_ACTION_LABELS } from './invoices';

/**
 * The staff audit log (permission `system`):
 * GET /api/backoffice/audit-log  staffAuditQuerySchema -> staffAuditListSchema (newest first)
 * `action` is `<target>.<verb>`; each backoffice feature adds its own actions and labels, and
 * AUDIT_ACTION_LABELS gathers them all for the log and its filter.
 */
export const STAFF_AUDIT_ACTION_LABELS: Record<string, string> = {
  'staff_user.created': 'Usuário do sistema criado',
  'staff_user.updated': 'Perfil ou permissões alterados',
  'staff_user.deactivated': 'Usuário do sistema desativado',
  'staff_user.reactivated': 'Usuário do sistema reativado',
  'staff_user.password_reset': 'Senha redefinida',
  'staff_user.password_changed': 'Senha alterada pelo próprio usuário',
  'staff_user.admin_bootstrapped': 'Administrador definido pelo terminal',
  'settings.updated': 'Configurações alteradas',
};

/** Every action the backoffice records, in pt-BR, in the order the filter lists them. */
export const AUDIT_ACTION_LABELS: Record<string, string> = {
  ...STAFF_AUDIT_ACTION_LABELS,
  ...PLAN_AUDIT_ACTION_LABELS,
  ...PAYMENT_AUDIT_ACTION_LABELS,
  ...WEBHOOK_AUDIT_ACTION_LABELS,
  ...LEAD_AUDIT_ACTION_LABELS,
  ...SUBSCRIPTION_AUDIT_ACTION_LABELS,
  ...INVOICE_AUDIT_ACTION_LABELS,
};

/** The pt-BR label of an action; an unknown one (from a newer release) is shown as recorded. */
export const auditActionLabel = (action: string) => AUDIT_ACTION_LABELS[action] ?? action;

/** What an entry's `targetType` is, in pt-BR. */
export const AUDIT_TARGET_LABELS: Record<string, string> = {
  staff_user: 'Usuário do sistema',
  backoffice_settings: 'Configurações',
  subscription_plan: 'Plano',
  subscription: 'Assinatura',
  payment: 'Pagamento',
  webhook: 'Notificação da Efí',
  lead: 'Lead',
  fiscal_settings: 'Dados fiscais',
  invoice: 'Nota fiscal',
};

export const auditTargetLabel = (targetType: string) =>
  AUDIT_TARGET_LABELS[targetType] ?? targetType;

/** `from` and `to` are whole days (inclusive) in America/Sao_Paulo. */
export const staffAuditQuerySchema = paginationQuerySchema.extend({
  actorId: z.uuid('Usuário inválido.').optional(),
  action: z.string().trim().min(1).max(80).optional(),
  targetType: z.string().trim().min(1).max(80).optional(),
  targetId: z.string().trim().min(1).max(80).optional(),
  from: isoDateSchema.optional(),
  to: isoDateSchema.optional(),
});
export type StaffAuditQuery = z.infer<typeof staffAuditQuerySchema>;

const snapshotSchema = z.record(z.string(), z.unknown()).nullable();

export const staffAuditEntrySchema = z.object({
  id: z.string(),
  actor: z.object({ id: z.string(), name: z.string(), email: z.string() }).nullable(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string().nullable(),
  before: snapshotSchema,
  after: snapshotSchema,
  reason: z.string().nullable(),
  ip: z.string().nullable(),
  createdAt: z.string(),
});
export type StaffAuditEntry = z.infer<typeof staffAuditEntrySchema>;

export const staffAuditListSchema = paginatedSchema(staffAuditEntrySchema);
