import { myWeekSchema } from '@rumo/shared/my-week/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/errors';
import { customerOf } from '../../plugins/auth';
import { getMyWeek } from './my-week.service';

export const myWeekRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      schema: {
        tags: ['my-week'],
        security: [{ bearerAuth: [] }],
        summary: 'Minha semana: meus resultados-chave, objetivos fora do ritmo e menções',
        response: { 200: myWeekSchema, ...errorResponses(401) },
      },
    },
    async (request) => getMyWeek(app.domain, customerOf(request)),
  );
};
