import {
  type ErrorIssue,
  errorBodySchema,
  errorCodes,
  errorMessages,
} from '@rumo/shared/common/errors';

/**
 * An error meant for the client: the error handler answers it as
 * `{ statusCode, code, message, issues? }`. Anything else thrown becomes a 500 without details.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly issues?: ErrorIssue[],
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (code: string, message: string, issues?: ErrorIssue[]) =>
  new AppError(400, code, message, issues);

export const unauthorized = (
  message: string = errorMessages.unauthorized,
  code: string = errorCodes.unauthorized,
) => new AppError(401, code, message);

export const forbidden = (
  message: string = errorMessages.forbidden,
  code: string = errorCodes.forbidden,
) => new AppError(403, code, message);

export const notFound = (message: string = errorMessages.notFound) =>
  new AppError(404, errorCodes.notFound, message);

export const conflict = (code: string, message: string) => new AppError(409, code, message);

type ErrorStatus = 400 | 401 | 402 | 403 | 404 | 409 | 413 | 415 | 429 | 500 | 503;

/**
 * Response schemas for the error statuses a route can answer, so the OpenAPI document lists
 * them and the serializer checks them: `response: { 200: userSchema, ...errorResponses(401) }`.
 * 400 (validation), 500 and 503 (database unreachable) are always included.
 */
export function errorResponses<S extends ErrorStatus>(...statuses: S[]) {
  const all = [400, 500, 503, ...statuses] as (S | 400 | 500 | 503)[];
  return Object.fromEntries(all.map((status) => [status, errorBodySchema])) as Record<
    S | 400 | 500 | 503,
    typeof errorBodySchema
  >;
}
