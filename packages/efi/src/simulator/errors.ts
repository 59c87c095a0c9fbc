import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';

const ptBR = z.locales.ptBR();

/** An error the simulator answers in Efí's shape `{ code, error, error_description }`. */
export class SimError extends Error {
  constructor(
    readonly status: number,
    readonly code: number | null,
    readonly error: string,
    readonly description: string | { property: string; message: string },
  ) {
    super(typeof description === 'string' ? description : description.message);
  }
}

/** Efí's 3500010, naming the property that points at nothing (the path's id by default). */
export const notFound = (message: string, property = '/id') =>
  new SimError(404, 3500010, 'property_does_not_exists', { property, message });

/** Reads `value` with `schema`; the first issue becomes Efí's validation error (3500034). */
export function validate<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const parsed = schema.safeParse(value ?? {}, { error: ptBR.localeError });
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const property = `/${(issue?.path ?? []).map(String).join('/')}`;
  const missing = issue?.code === 'invalid_type' && issue.input === undefined;
  throw new SimError(400, missing ? 3500023 : 3500034, 'validation_error', {
    property,
    message: missing ? 'A propriedade é obrigatória.' : (issue?.message ?? 'Valor inválido.'),
  });
}

/** The simulator's error handler: Efí's body for every failure. */
export function renderError(
  error: FastifyError | SimError,
  _request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  if (error instanceof SimError) {
    const body = { error: error.error, error_description: error.description };
    return reply
      .status(error.status)
      .send(error.code === null ? body : { code: error.code, ...body });
  }
  const status = error.statusCode ?? 500;
  if (status < 500) {
    return reply.status(status).send({
      code: 3500034,
      error: 'validation_error',
      error_description: 'Requisição inválida.',
    });
  }
  reply.log.error(error);
  return reply.status(500).send({
    code: 3500000,
    error: 'internal_server_error',
    error_description: 'Erro interno do servidor.',
  });
}
