import { z } from 'zod';
import { paginatedSchema, paginationQuerySchema } from '../common/pagination';

export const SIGN_IN_METHODS = ['password', 'oidc', 'saml'] as const;
export const signInMethodSchema = z.enum(SIGN_IN_METHODS);
export type SignInMethod = z.infer<typeof signInMethodSchema>;

/** What happened to an attempt: `success` or why it was refused. */
export const SIGN_IN_OUTCOMES = [
  'success',
  'invalid_password',
  'account_pending',
  'account_disabled',
  'unknown_user',
  'email_not_verified',
  'provider_error',
  'sso_required',
  'plan_user_limit',
] as const;
export const signInOutcomeSchema = z.enum(SIGN_IN_OUTCOMES);
export type SignInOutcome = z.infer<typeof signInOutcomeSchema>;

export const signInMethodLabels: Record<SignInMethod, string> = {
  password: 'E-mail e senha',
  oidc: 'SSO (OpenID Connect)',
  saml: 'SSO (SAML)',
};

export const signInOutcomeLabels: Record<SignInOutcome, string> = {
  success: 'Entrou',
  invalid_password: 'Senha incorreta',
  account_pending: 'Conta não ativada',
  account_disabled: 'Usuário desativado',
  unknown_user: 'Usuário não cadastrado',
  email_not_verified: 'E-mail não verificado pelo provedor',
  provider_error: 'Falha no provedor de identidade',
  sso_required: 'Senha recusada: domínio exige SSO',
  plan_user_limit: 'Limite de usuários do plano atingido',
};

/** One row of the sign-in audit (Configurações › Segurança): who, when, how, from where. */
export const signInEventSchema = z.object({
  id: z.string(),
  at: z.string(),
  userId: z.string().nullable(),
  userName: z.string().nullable(),
  email: z.string(),
  method: signInMethodSchema,
  outcome: signInOutcomeSchema,
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
});
export type SignInEvent = z.infer<typeof signInEventSchema>;

export const signInEventsQuerySchema = paginationQuerySchema;
export type SignInEventsQuery = z.infer<typeof signInEventsQuerySchema>;
export const signInEventsPageSchema = paginatedSchema(signInEventSchema);
export type SignInEventsPage = z.infer<typeof signInEventsPageSchema>;
