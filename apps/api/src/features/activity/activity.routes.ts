import { activityListSchema } from '@rumo/shared/activity/contracts';
import { idParamsSchema } from '@rumo/shared/common/fields';
import { paginationQuerySchema } from '@rumo/shared/common/pagination';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/errors';
import { customerOf } from '../../plugins/auth';
import { companyActivity, objectiveActivity } from './activity.service';

const tags = ['activity'];
const security = [{ bearerAuth: [] }];

/** Mounted at /api: the company-wide log and an objective's timeline. */
export const activityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/activity',
    {
      schema: {
        tags,
        security,
        summary: 'Atividade recente da empresa (mais recente primeiro)',
        querystring: paginationQuerySchema,
        response: { 200: activityListSchema, ...errorResponses(401) },
      },
    },
    (request) => companyActivity(app.db, customerOf(request), request.query),
  );

  app.get(
    '/objectives/:id/activity',
    {
      schema: {
        tags,
        security,
        summary: 'Linha do tempo do objetivo, dos seus resultados-chave e check-ins',
        params: idParamsSchema,
        querystring: paginationQuerySchema,
        response: { 200: activityListSchema, ...errorResponses(401, 404) },
      },
    },
    (request) => objectiveActivity(app.db, customerOf(request), request.params.id, request.query),
  );
};
