import { backofficeDashboardSchema } from '@rumo/shared/backoffice/billing';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../lib/errors';
import { requireStaff } from '../public';
import { dashboardFigures } from './dashboard.repository';
import { security, tags } from './deps';
import { recentPayments } from './payments.repository';

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
    async () => ({
      ...(await dashboardFigures(app.db, app.now())),
      recentPayments: await recentPayments(app.db, 5),
    }),
  );
};
