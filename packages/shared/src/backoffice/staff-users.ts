import { z } from 'zod';
import { passwordSchema } from '../auth/fields';
import { paginatedSchema, paginationQuerySchema } from '../common/pagination';
import { STAFF_ROLES, STAFF_STATUSES, staffUserSchema } from './auth';

/**
 * Usuários do Sistema (permission `users`; who may change whom: staff-powers.ts and
 * docs/staff-permissions.md). Routes (staff token; 403 without the flag):
 * GET  /api/backoffice/users                      staffUserListQuerySchema -> staffUserListSchema
 * POST /api/backoffice/users                      createStaffUserBodySchema (auth.ts) -> 201 staffUserResponseSchema
 * PATCH /api/backoffice/users/:id                 updateStaffUserBodySchema -> staffUserResponseSchema
 * POST /api/backoffice/users/:id/deactivate       deactivateStaffUserBodySchema -> staffUserResponseSchema
 * POST /api/backoffice/users/:id/reactivate       reactivateStaffUserBodySchema -> staffUserResponseSchema
 * POST /api/backoffice/users/:id/reset-password   resetStaffPasswordBodySchema -> resetStaffPasswordResponseSchema
 */

/** Sensitive staff writes (role and flags, deactivation) need a reason, kept in the audit log. */
export const reasonSchema = z
  .string({ error: 'Informe o motivo.' })
  .trim()
  .min(3, 'Informe o motivo (pelo menos 3 caracteres).')
  .max(500, 'O motivo deve ter no máximo 500 caracteres.');

export const staffPermissionsSchema = staffUserSchema.shape.permissions;

export const staffUserListQuerySchema = paginationQuerySchema.extend({
  role: z.enum(STAFF_ROLES).optional(),
  status: z.enum(STAFF_STATUSES).optional(),
  search: z.string().trim().max(120).optional(),
});
export type StaffUserListQuery = z.infer<typeof staffUserListQuerySchema>;

export const staffUserListSchema = paginatedSchema(staffUserSchema);

export const staffUserResponseSchema = z.object({ data: staffUserSchema });

/**
 * Role and/or flags. A new role without `permissions` gives that role's default flags; flags
 * given are applied on top (the ones left out keep their value, or the new role's default).
 */
export const updateStaffUserBodySchema = z
  .object({
    role: z.enum(STAFF_ROLES, { error: 'Escolha o perfil.' }).optional(),
    permissions: staffPermissionsSchema.partial().optional(),
    reason: reasonSchema,
  })
  .refine((body) => body.role !== undefined || body.permissions !== undefined, {
    message: 'Informe o perfil ou as permissões.',
    path: ['role'],
  });
export type UpdateStaffUserBody = z.infer<typeof updateStaffUserBodySchema>;

export const deactivateStaffUserBodySchema = z.object({ reason: reasonSchema });
export const reactivateStaffUserBodySchema = z.object({ reason: reasonSchema.optional() });

/**
 * Without `password` the API draws a temporary password and answers it once
 * (`temporaryPassword`); with one, it sets it and answers `temporaryPassword: null`.
 * Either way the person's sessions end and they must choose their own password at next sign-in
 * (`mustChangePassword`). Nobody resets their own password here (403).
 */
export const resetStaffPasswordBodySchema = z.object({
  password: passwordSchema.optional(),
  reason: reasonSchema.optional(),
});
export type ResetStaffPasswordBody = z.infer<typeof resetStaffPasswordBodySchema>;

export const resetStaffPasswordResponseSchema = z.object({
  data: staffUserSchema,
  temporaryPassword: z.string().nullable(),
});

export const staffUserMessages = {
  notFound: 'Usuário do sistema não encontrado.',
  emailTaken: 'Já existe um usuário do sistema com este e-mail.',
  lastAdmin:
    'O último administrador ativo não pode ser rebaixado, desativado nem perder a permissão de usuários.',
  selfDeactivation: 'Você não pode desativar o próprio usuário.',
  created: 'Usuário do sistema criado.',
  updated: 'Perfil e permissões atualizados.',
  deactivated: 'Usuário do sistema desativado.',
  reactivated: 'Usuário do sistema reativado.',
  passwordReset: 'Senha redefinida. As sessões desse usuário foram encerradas.',
} as const;

export const staffUserErrorCodes = {
  emailTaken: 'STAFF_EMAIL_TAKEN',
  lastAdmin: 'STAFF_LAST_ADMIN',
  selfDeactivation: 'STAFF_SELF_DEACTIVATION',
} as const;
