import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { SimMessage } from './validation.js';

/** An error answered in Focus's shape: `{ codigo, mensagem }`, plus `erros` when several. */
export class SimError extends Error {
  constructor(
    readonly status: number,
    readonly codigo: string,
    readonly mensagem: string,
    readonly erros: SimMessage[] = [],
  ) {
    super(mensagem);
  }
}

export function renderError(
  error: FastifyError | SimError,
  _request: FastifyRequest,
  reply: FastifyReply,
) {
  if (error instanceof SimError) {
    return reply.status(error.status).send({
      codigo: error.codigo,
      mensagem: error.mensagem,
      ...(error.erros.length > 0 ? { erros: error.erros } : {}),
    });
  }
  const status = error.statusCode ?? 500;
  if (status < 500) {
    return reply
      .status(status)
      .send({ codigo: 'requisicao_invalida', mensagem: 'Requisição inválida.' });
  }
  return reply.status(500).send({ codigo: 'erro_interno', mensagem: 'Erro interno do simulador.' });
}
