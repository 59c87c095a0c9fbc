import { z } from 'zod';
import { userRoleSchema, userStatusSchema } from '../auth/contracts';
import { emailSchema, nameSchema } from '../auth/fields';
import { idSchema, optionalIdSchema, searchQuerySchema, timestampSchema } from '../common/fields';
import { paginatedSchema, paginationQuerySchema } from '../common/pagination';

export const managedUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: userRoleSchema,
  status: userStatusSchema,
  avatar: z.string().nullable(),
  position: z.string().nullable(),
  team: z.object({ id: z.string(), name: z.string() }).nullable(),
  createdAt: timestampSchema,
  lastLoginAt: timestampSchema.nullable(),
});
export type ManagedUser = z.infer<typeof managedUserSchema>;

export const userListQuerySchema = paginationQuerySchema.extend({
  search: searchQuerySchema,
  role: userRoleSchema.optional(),
  status: userStatusSchema.optional(),
  teamId: idSchema.optional(),
});
export type UserListQuery = z.input<typeof userListQuerySchema>;
export const userListSchema = paginatedSchema(managedUserSchema);

export const inviteUserBodySchema = z.object({
  name: nameSchema,
  email: emailSchema,
  role: userRoleSchema,
  teamId: optionalIdSchema,
});
export type InviteUserBody = z.input<typeof inviteUserBodySchema>;

export const changeRoleBodySchema = z.object({ role: userRoleSchema });

/** Primary team (`id_team`); null or '' clears it. */
export const userTeamBodySchema = z.object({ teamId: optionalIdSchema });
export type UserTeamBody = z.input<typeof userTeamBodySchema>;

/** Light list for owner/leader pickers; every signed-in user may read it. */
export const userLookupQuerySchema = z.object({
  search: searchQuerySchema,
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export const userLookupSchema = z.object({
  data: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      avatar: z.string().nullable(),
      id_team: z.string().nullable(),
    }),
  ),
});

/**
 * Routes:
 * GET /api/users?page&limit&search&role&status&teamId (admin) -> userListSchema
 * GET /api/users/lookup?search&limit (any signed-in user) -> userLookupSchema (active users)
 * POST /api/users/invite inviteUserBodySchema (admin) -> 201 managedUserSchema; e-mails a link to
 *   /activate-account?token=…&convite=1 where the person sets a password
 * POST /api/users/:id/resend-invite (admin, pending users) -> 202 { message }
 * PUT /api/users/:id/role changeRoleBodySchema (admin) -> managedUserSchema
 * POST /api/users/:id/deactivate (admin) -> managedUserSchema (ends the user's sessions)
 * POST /api/users/:id/reactivate (admin) -> managedUserSchema
 * PUT /api/users/:id/team userTeamBodySchema (admin) -> managedUserSchema (primary team; the user
 *   also becomes a member of that team)
 */
export const userMessages = {
  notFound: 'Usuário não encontrado.',
  lastAdmin: 'A empresa precisa de pelo menos um administrador ativo.',
  selfDeactivate: 'Você não pode desativar a sua própria conta.',
  notPending: 'Este usuário já ativou a conta.',
  invited: 'Convite enviado.',
  inviteResent: 'Convite reenviado.',
  invitationNeedsPassword: 'Defina uma senha para aceitar o convite.',
  unknownTeam: 'O time informado não pertence à sua empresa.',
} as const;

/** Machine-readable `code` of the errors above, for clients that branch on them. */
export const userErrorCodes = {
  lastAdmin: 'LAST_ADMIN',
  selfDeactivate: 'SELF_DEACTIVATE',
  notPending: 'NOT_PENDING',
  unknownTeam: 'UNKNOWN_TEAM',
  invitationNeedsPassword: 'INVITATION_NEEDS_PASSWORD',
} as const;
