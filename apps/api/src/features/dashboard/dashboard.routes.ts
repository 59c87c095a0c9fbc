import { dashboardQuerySchema, dashboardSchema } from '@rumo/shared/dashboard/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/errors';
import { customerOf } from '../../plugins/auth';
import { getDashboard } from './dashboard.service';

const tags = ['dashboard'];
const security = [{ bearerAuth: [] }];

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      schema: {
        tags,
        security,
        summary: 'Painel do ciclo (atual quando não informado): progresso, riscos e pendências',
        querystring: dashboardQuerySchema,
        response: { 200: dashboardSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => getDashboard(app.domain, customerOf(request), request.query),
  );
};
