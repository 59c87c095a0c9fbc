import { backofficeDashboardSchema } from '@rumo/shared/backoffice/billing/dashboard';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../lib/errors';
import { requireStaff } from '../public';
import { dashboard } from './dashboard.service';
import { security, tags } from './deps';

/** The backoffice dashboard's business figures (permission `stats`). */
export const backofficeDashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      onRequest: requireStaff({ permission: 'stats' }),
      schema: {
        tags,
        security,
        summary: 'MRR, assinaturas, testes, conversão, churn, atrasos, leads e webhooks com falha',
        response: { 200: backofficeDashboardSchema, ...errorResponses(401, 403) },
      },
    },
    async () => dashboard({ db: app.db, config: app.config, now: app.now }),
  );
};
