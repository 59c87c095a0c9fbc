import type { ErrorBody } from '@rumo/shared/common/errors';
import { errorCodes, errorMessages } from '@rumo/shared/common/errors';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ConcurrencyLimitError } from '../lib/concurrency-limit';
import { isDatabaseUnavailable } from '../lib/db-errors';
import { AppError } from '../lib/errors';

/** Client errors raised by Fastify itself (bad JSON, wrong content type...), worded in pt-BR. */
const frameworkClientErrors: Record<number, Pick<ErrorBody, 'code' | 'message'>> = {
  400: { code: errorCodes.badRequest, message: errorMessages.badRequest },
  403: { code: errorCodes.forbidden, message: errorMessages.forbidden },
  404: { code: errorCodes.notFound, message: errorMessages.notFound },
  406: { code: errorCodes.unsupportedMediaType, message: errorMessages.unsupportedMediaType },
  413: { code: errorCodes.payloadTooLarge, message: errorMessages.payloadTooLarge },
  415: { code: errorCodes.unsupportedMediaType, message: errorMessages.unsupportedMediaType },
};

function toErrorBody(error: FastifyError): ErrorBody | undefined {
  if (isDatabaseUnavailable(error) || error instanceof ConcurrencyLimitError) {
    return {
      statusCode: 503,
      code: errorCodes.serviceUnavailable,
      message: errorMessages.serviceUnavailable,
    };
  }
  if (error instanceof AppError) {
    return {
      statusCode: error.statusCode,
      code: error.code,
      message: error.message,
      ...(error.issues ? { issues: error.issues } : {}),
    };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    return {
      statusCode: 400,
      code: errorCodes.validation,
      message: errorMessages.validation,
      issues: error.validation.map((issue) => ({
        path: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
        message: issue.message ?? errorMessages.validation,
      })),
    };
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    const known = frameworkClientErrors[status] ?? frameworkClientErrors[400];
    return {
      statusCode: status,
      code: known?.code ?? errorCodes.badRequest,
      message: known?.message ?? errorMessages.badRequest,
    };
  }
  return undefined;
}

/** Fastify's `frameworkErrors`: the router's errors (bad %-encoding, over-long id) in our body. */
export function answerRouterError(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
) {
  const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
  return reply.status(status).send({
    statusCode: status,
    code: errorCodes.badUrl,
    message: errorMessages.badUrl,
  } satisfies ErrorBody);
}

/** The single error body of the API; 5xx answers never carry internals (they go to the log). */
export const errorHandlerPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      const body = toErrorBody(error);
      if (body) {
        if (body.statusCode >= 500) request.log.error({ err: error }, 'request failed');
        if (body.statusCode === 503) reply.header('retry-after', '5');
        return reply.status(body.statusCode).send(body);
      }
      request.log.error({ err: error }, 'unexpected error');
      return reply.status(500).send({
        statusCode: 500,
        code: errorCodes.internal,
        message: errorMessages.internal,
      } satisfies ErrorBody);
    });
  },
  { name: 'rumo-error-handler' },
);
