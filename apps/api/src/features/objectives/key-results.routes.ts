import { idParamsSchema } from '@rumo/shared/common/fields';
import { keyResultBodySchema, keyResultSchema } from '@rumo/shared/objectives/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/errors';
import { customerOf } from '../../plugins/auth';
import * as keyResults from './key-results.service';

const tags = ['key-results'];
const security = [{ bearerAuth: [] }];

/** Mounted at /api: key results live under their objective and at /key-results/:id. */
export const keyResultsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/objectives/:id/key-results',
    {
      schema: {
        tags,
        security,
        summary: 'Adiciona um resultado-chave ao objetivo',
        params: idParamsSchema,
        body: keyResultBodySchema,
        response: { 201: keyResultSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const keyResult = await keyResults.createKeyResult(
        app.domain,
        customerOf(request),
        request.params.id,
        request.body,
      );
      return reply.status(201).send(keyResult);
    },
  );

  app.put(
    '/key-results/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Altera um resultado-chave e recalcula o progresso',
        params: idParamsSchema,
        body: keyResultBodySchema,
        response: { 200: keyResultSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    (request) =>
      keyResults.editKeyResult(app.domain, customerOf(request), request.params.id, request.body),
  );

  app.delete(
    '/key-results/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Exclui um resultado-chave e seus check-ins',
        params: idParamsSchema,
        response: { 204: z.null().describe('Sem conteúdo'), ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      await keyResults.removeKeyResult(app.domain, customerOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
