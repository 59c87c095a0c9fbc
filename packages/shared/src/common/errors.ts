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
  badRequest: 'Requisição inválida.',
  payloadTooLarge: 'O conteúdo enviado é grande demais.',
  unsupportedMediaType: 'Formato de conteúdo não suportado.',
  routeNotFound: 'Rota não encontrada.',
  malformedMultipart: 'O envio do arquivo está malformado. Escolha o arquivo e tente de novo.',
  invalidText: 'O texto contém caracteres inválidos.',
  badUrl: 'Endereço inválido.',
  serviceUnavailable: 'O Rumo está temporariamente indisponível. Tente novamente em instantes.',
  databaseDown: 'O banco de dados não está respondendo.',
} as const;

/** Machine-readable `code` values of the error body, for clients that branch on them. */
export const errorCodes = {
  validation: 'VALIDATION_ERROR',
  badRequest: 'BAD_REQUEST',
  unauthorized: 'UNAUTHORIZED',
  sessionInvalid: 'SESSION_INVALID',
  forbidden: 'FORBIDDEN',
  notFound: 'NOT_FOUND',
  conflict: 'CONFLICT',
  payloadTooLarge: 'PAYLOAD_TOO_LARGE',
  unsupportedMediaType: 'UNSUPPORTED_MEDIA_TYPE',
  rateLimited: 'RATE_LIMITED',
  internal: 'INTERNAL_ERROR',
  malformedMultipart: 'MALFORMED_MULTIPART',
  badUrl: 'BAD_URL',
  serviceUnavailable: 'SERVICE_UNAVAILABLE',
  databaseDown: 'DATABASE_DOWN',
  invalidCredentials: 'INVALID_CREDENTIALS',
  accountPending: 'ACCOUNT_PENDING',
  accountDisabled: 'ACCOUNT_DISABLED',
  emailTaken: 'EMAIL_TAKEN',
  invalidToken: 'INVALID_TOKEN',
  expiredToken: 'EXPIRED_TOKEN',
  wrongCurrentPassword: 'WRONG_CURRENT_PASSWORD',
  avatarMissing: 'AVATAR_MISSING',
  avatarInvalidType: 'AVATAR_INVALID_TYPE',
  avatarTooLarge: 'AVATAR_TOO_LARGE',
} as const;
export type ErrorCode = (typeof errorCodes)[keyof typeof errorCodes];
