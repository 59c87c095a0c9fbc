import { z } from 'zod';

/** The one error body every API route answers with; `message` is pt-BR. */
export const errorIssueSchema = z.object({
  path: z.string(),
  message: z.string(),
});

export const errorBodySchema = z.object({
  statusCode: z.number().int(),
  code: z.string(),
  message: z.string(),
  issues: z.array(errorIssueSchema).optional(),
});

export type ErrorBody = z.infer<typeof errorBodySchema>;
export type ErrorIssue = z.infer<typeof errorIssueSchema>;

export const errorMessages = {
  unknown: 'Erro desconhecido',
  internal: 'Ocorreu um erro inesperado. Tente novamente em instantes.',
  validation: 'Dados inválidos. Verifique os campos destacados.',
  unauthorized: 'Você precisa entrar para continuar.',
  forbidden: 'Você não tem permissão para esta ação.',
  notFound: 'Recurso não encontrado.',
  rateLimited: 'Muitas tentativas. Aguarde alguns minutos e tente novamente.',
  sessionExpired: 'Sessão expirada. Você será redirecionado para o login.',
} as const;
