import { searchQuerySchema, searchResponseSchema } from '@rumo/shared/search/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/errors';
import { customerOf } from '../../plugins/auth';
import { search } from './search.service';

const tags = ['search'];
const security = [{ bearerAuth: [] }];

/** Busca global da barra superior. */
export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      schema: {
        tags,
        security,
        summary: 'Busca objetivos, resultados-chave, pessoas e times da empresa',
        querystring: searchQuerySchema,
        response: { 200: searchResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => search(app.db, customerOf(request), request.query.q),
  );
};
