import { z } from 'zod';
import { isoDateSchema } from '../common/fields';
import { paginatedSchema, paginationQuerySchema } from '../common/pagination';

/**
 * The staff audit log (permission `system`):
 * GET /api/backoffice/audit-log  staffAuditQuerySchema -> staffAuditListSchema (newest first)
 * `action` is `<target>.<verb>`; each backoffice feature adds its own actions and labels.
 */
export const STAFF_AUDIT_ACTION_LABELS: Record<string, string> = {
  'staff_user.created': 'Usuário do sistema criado',
  'staff_user.updated': 'Perfil ou permissões alterados',
  'staff_user.deactivated': 'Usuário do sistema desativado',
  'staff_user.reactivated': 'Usuário do sistema reativado',
  'staff_user.password_reset': 'Senha redefinida',
  'staff_user.admin_bootstrapped': 'Administrador definido pelo terminal',
  'settings.updated': 'Configurações alteradas (teste, carência ou e-mail de vendas)',
};

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
