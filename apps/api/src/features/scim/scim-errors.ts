import { SCIM_CONTENT_TYPE, SCIM_SCHEMAS, scimMessages } from '@rumo/shared/scim/resources';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { ConcurrencyLimitError } from '../../lib/concurrency-limit';
import { isDatabaseUnavailable } from '../../lib/db-errors';
import { AppError } from '../../lib/errors';

/** RFC 7644 §3.12 `scimType` values Rumo answers. */
export type ScimType =
  | 'invalidFilter'
  | 'invalidSyntax'
  | 'invalidPath'
  | 'invalidValue'
  | 'mutability'
  | 'uniqueness'
  | 'noTarget'
  | 'tooMany';

/** An error answered in SCIM's error schema (RFC 7644 §3.12), with a pt-BR `detail`. */
export class ScimError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string,
    readonly scimType?: ScimType,
  ) {
    super(detail);
    this.name = 'ScimError';
  }
}

export const scimNotFound = (detail: string = scimMessages.notFound) => new ScimError(404, detail);
export const invalidValue = (detail: string) => new ScimError(400, detail, 'invalidValue');

export interface ScimErrorBody {
  schemas: [typeof SCIM_SCHEMAS.error];
  status: string;
  scimType?: ScimType;
  detail: string;
}

export function scimErrorBody(status: number, detail: string, scimType?: ScimType): ScimErrorBody {
  return {
    schemas: [SCIM_SCHEMAS.error],
    status: String(status),
    ...(scimType ? { scimType } : {}),
    detail,
  };
}

/** Framework errors (bad JSON, body too large, wrong content type) and app errors, as SCIM. */
function toScimError(error: FastifyError): ScimError | undefined {
  if (error instanceof ScimError) return error;
  if (isDatabaseUnavailable(error) || error instanceof ConcurrencyLimitError) {
    return new ScimError(503, scimMessages.internal);
  }
  if (error instanceof AppError && error.statusCode < 500) {
    return new ScimError(error.statusCode, error.message);
  }
  const status = error.statusCode ?? 500;
  if (status === 415) return new ScimError(415, scimMessages.unsupportedMediaType);
  if (status === 413) return new ScimError(413, scimMessages.invalidBody, 'tooMany');
  if (status >= 400 && status < 500)
    return new ScimError(status, scimMessages.invalidBody, 'invalidSyntax');
  return undefined;
}

export function sendScimError(reply: FastifyReply, error: ScimError) {
  if (error.status === 503) reply.header('retry-after', '5');
  return reply
    .status(error.status)
    .type(SCIM_CONTENT_TYPE)
    .send(scimErrorBody(error.status, error.detail, error.scimType));
}

/** The SCIM scope's error handler: every error in SCIM's schema; 5xx without internals. */
export function scimErrorHandler(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const scimError = toScimError(error);
  if (scimError) {
    if (scimError.status >= 500) request.log.error({ err: error }, 'scim request failed');
    return sendScimError(reply, scimError);
  }
  request.log.error({ err: error }, 'unexpected scim error');
  return sendScimError(reply, new ScimError(500, scimMessages.internal));
}

export const isScimRequest = (request: FastifyRequest) => request.url.startsWith('/scim/');

/** The router's own errors (bad %-encoding, an over-long id) on /scim/v2, in SCIM's schema. */
export function answerScimRouterError(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
) {
  const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
  return sendScimError(reply, new ScimError(status, scimMessages.notFound, 'invalidPath'));
}
