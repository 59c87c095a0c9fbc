import { errorMessages } from '@rumo/shared/common/error-messages';
import type { ErrorBody, ErrorIssue } from '@rumo/shared/common/errors';

/** A non-OK answer from the API: status plus the parsed body (spec §8). */
export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;
  readonly tokenExpired: boolean;

  constructor(status: number, body: unknown, message?: string, tokenExpired = false) {
    super(message ?? messageFromBody(body) ?? errorMessages.unknown);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    this.tokenExpired = tokenExpired;
  }

  /** The API's machine-readable code (e.g. `SUBSCRIPTION_INACTIVE`), when the body has one. */
  get code(): string | undefined {
    const body = this.body as Partial<ErrorBody> | null;
    return typeof body?.code === 'string' ? body.code : undefined;
  }

  get issues(): ErrorIssue[] {
    const body = this.body as Partial<ErrorBody> | null;
    return Array.isArray(body?.issues) ? body.issues : [];
  }
}

/** The `message` of an API error body, when it has a non-blank one. */
export function messageFromBody(body: unknown): string | undefined {
  if (body && typeof body === 'object' && 'message' in body) {
    const { message } = body as { message: unknown };
    if (typeof message === 'string' && message.trim() !== '') return message;
  }
  return undefined;
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** True for an API answer carrying `code` (see the shared `*ErrorCodes`). */
export function hasErrorCode(error: unknown, code: string): error is ApiError {
  return error instanceof ApiError && error.code === code;
}

export const CONNECTION_ERROR_MESSAGE =
  'Não foi possível falar com o servidor. Verifique sua conexão e tente novamente.';

/** The pt-BR message to show for any thrown value. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  // fetch rejects with a TypeError when the network or server is unreachable.
  if (error instanceof TypeError) return CONNECTION_ERROR_MESSAGE;
  if (error instanceof Error && error.message) return error.message;
  return errorMessages.unknown;
}
