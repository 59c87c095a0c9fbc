import { z } from 'zod';
import { emailSchema, nameSchema, passwordSchema } from '../auth/fields';

/** Spec §3 and §6: the backoffice's roles, their labels and the permission flags. */
export const STAFF_ROLES = ['admin', 'manager', 'analyst', 'viewer'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
export const staffRoleLabels: Record<StaffRole, string> = {
  admin: 'Administrador',
  manager: 'Gerente',
  analyst: 'Analista',
  viewer: 'Visualizador',
};

export const STAFF_PERMISSIONS = [
  'subscription_plans',
  'payments',
  'stats',
  'users',
  'system',
] as const;
export type StaffPermission = (typeof STAFF_PERMISSIONS)[number];
export type StaffPermissions = Record<StaffPermission, boolean>;

const flags = (...granted: StaffPermission[]): StaffPermissions =>
  Object.fromEntries(
    STAFF_PERMISSIONS.map((name) => [name, granted.includes(name)]),
  ) as StaffPermissions;

/** A new staff member's flags by role; an admin may change them per person. */
export const DEFAULT_STAFF_PERMISSIONS: Record<StaffRole, StaffPermissions> = {
  admin: flags('subscription_plans', 'payments', 'stats', 'users', 'system'),
  manager: flags('subscription_plans', 'payments', 'stats'),
  analyst: flags('payments', 'stats'),
  viewer: flags('stats'),
};

/**
 * Spec §6: what a role may do whatever its flags say (the flags are needed as well).
 */
export const STAFF_ROLE_RULES = {
  managePlans: ['manager', 'admin'],
  deletePlans: ['admin'],
  syncPayment: ['manager', 'admin'],
  syncAllPayments: ['admin'],
  /** "Registrar pagamento": a boleto paid outside Efí. */
  settlePayment: ['manager', 'admin'],
  testConnection: ['manager', 'admin'],
  syncData: ['manager', 'admin'],
  manageFiscalSettings: ['admin'],
  retryInvoice: ['analyst', 'manager', 'admin'],
  cancelInvoice: ['manager', 'admin'],
  /** "Emitir nova nota" for a nota canceled by mistake: as its cancellation. */
  reissueInvoice: ['manager', 'admin'],
} as const satisfies Record<string, readonly StaffRole[]>;
export type StaffAction = keyof typeof STAFF_ROLE_RULES;

export function staffMay(role: StaffRole, action: StaffAction): boolean {
  return (STAFF_ROLE_RULES[action] as readonly StaffRole[]).includes(role);
}

export const STAFF_STATUSES = ['active', 'disabled'] as const;

/** Spec §3 backoffice user (what the browser keeps), plus what the pages show. */
export const staffUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(STAFF_ROLES),
  permissions: z.object(
    Object.fromEntries(STAFF_PERMISSIONS.map((name) => [name, z.boolean()])) as Record<
      StaffPermission,
      z.ZodBoolean
    >,
  ),
  status: z.enum(STAFF_STATUSES),
  lastLoginAt: z.string().nullable(),
  /**
   * Set when the account was created, or its password reset, by someone else: until the person
   * chooses a password of their own (POST /auth/password), every other staff call answers 403.
   */
  mustChangePassword: z.boolean(),
});
export type StaffUser = z.infer<typeof staffUserSchema>;

export const staffLoginBodySchema = z.object({
  email: emailSchema,
  password: z.string({ error: 'Informe a senha.' }).min(1, 'Informe a senha.').max(128),
});
export type StaffLoginBody = z.infer<typeof staffLoginBodySchema>;

/** Spec §3 backoffice login response. */
export const staffLoginResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({
    access_token: z.string(),
    refresh_token: z.string(),
    user: staffUserSchema,
  }),
});
export type StaffLoginResponse = z.infer<typeof staffLoginResponseSchema>;

/** A refused sign-in (401): `success: false` and a pt-BR message. */
export const staffLoginFailureSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  statusCode: z.number().int(),
  code: z.string(),
});

export const staffRefreshBodySchema = z.object({
  refresh_token: z.string({ error: 'Token ausente.' }).min(10).max(400),
});
export const staffRefreshResponseSchema = staffLoginResponseSchema;

/** Spec §3 verify response. */
export const staffVerifyResponseSchema = z.object({
  data: z.object({ valid: z.literal(true), user: staffUserSchema }),
});

export const staffMeResponseSchema = z.object({ data: staffUserSchema });

export const staffAuthMessages = {
  loggedIn: 'Login realizado com sucesso.',
  invalidCredentials: 'E-mail ou senha inválidos.',
  disabled: 'Este usuário do sistema está desativado. Fale com um administrador.',
  refreshed: 'Sessão renovada.',
  invalidRefresh: 'Sessão expirada. Faça login novamente.',
  unauthorized: 'Não autorizado. Faça login novamente.',
  forbidden: 'Você não tem permissão para esta ação.',
  viewerReadOnly: 'O perfil Visualizador só consulta: ele não altera dados.',
  passwordChangeRequired:
    'Defina uma nova senha para continuar: a senha atual foi definida por outra pessoa.',
  samePassword: 'A nova senha deve ser diferente da atual.',
} as const;

export const staffAuthErrorCodes = {
  viewerReadOnly: 'STAFF_VIEWER_READ_ONLY',
  passwordChangeRequired: 'STAFF_PASSWORD_CHANGE_REQUIRED',
} as const;

/**
 * The staff member's own password (the first sign-in screen, and later changes): the current
 * one, then a new one under the usual rules, different from the current and typed twice.
 */
export const changeOwnStaffPasswordBodySchema = z
  .object({
    currentPassword: z
      .string({ error: 'Informe a senha atual.' })
      .min(1, 'Informe a senha atual.')
      .max(128),
    newPassword: passwordSchema,
    confirmPassword: z.string({ error: 'Confirme a nova senha.' }).min(1, 'Confirme a nova senha.'),
  })
  .refine((body) => body.newPassword === body.confirmPassword, {
    message: 'As senhas não conferem.',
    path: ['confirmPassword'],
  })
  .refine((body) => body.newPassword !== body.currentPassword, {
    message: staffAuthMessages.samePassword,
    path: ['newPassword'],
  });
export type ChangeOwnStaffPasswordBody = z.infer<typeof changeOwnStaffPasswordBodySchema>;

export const createStaffUserBodySchema = z.object({
  name: nameSchema,
  email: emailSchema,
  password: passwordSchema,
  role: z.enum(STAFF_ROLES, { error: 'Escolha o perfil.' }),
});
export type CreateStaffUserBody = z.infer<typeof createStaffUserBodySchema>;

/**
 * Routes (API base /api; staff tokens only — a customer token answers 401):
 * POST /api/backoffice/auth/login staffLoginBodySchema -> staffLoginResponseSchema | 401 staffLoginFailureSchema
 * POST /api/backoffice/auth/refresh staffRefreshBodySchema -> staffRefreshResponseSchema | 401 error body (rotates; a reused token ends its family)
 * POST /api/backoffice/auth/logout -> 204 (revokes the access and refresh tokens)
 * GET  /api/backoffice/auth/me -> staffMeResponseSchema
 * GET  /api/backoffice/auth/verify -> staffVerifyResponseSchema
 * POST /api/backoffice/auth/password changeOwnStaffPasswordBodySchema -> staffMeResponseSchema
 *      (400 WRONG_CURRENT_PASSWORD; clears mustChangePassword; ends the caller's other sessions)
 */
