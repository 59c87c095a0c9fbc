import { evolutionQuerySchema, evolutionSchema } from '@rumo/shared/evolution/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/errors';
import { customerOf } from '../../plugins/auth';
import { getEvolution } from './evolution.service';

const tags = ['evolution'];
const security = [{ bearerAuth: [] }];

export const evolutionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      schema: {
        tags,
        security,
        summary:
          'Evolução do progresso no ciclo (empresa, time, objetivo ou resultado-chave) com a linha esperada e a previsão',
        querystring: evolutionQuerySchema,
        response: { 200: evolutionSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => getEvolution(app.db, customerOf(request), request.query, app.now()),
  );
};
