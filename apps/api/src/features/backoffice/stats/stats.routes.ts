import { staffAuthMessages } from '@rumo/shared/backoffice/auth';
import {
  companyIdParamsSchema,
  companyViewSchema,
  engagementListSchema,
  engagementQuerySchema,
  mrrSeriesQuerySchema,
  mrrSeriesSchema,
  statsSummaryQuerySchema,
  statsSummarySchema,
} from '@rumo/shared/backoffice/stats';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { attachmentDisposition } from '../../../lib/csv';
import { errorResponses, forbidden } from '../../../lib/errors';
import { dayOf } from '../../billing/public';
import { requireStaff, staffOf } from '../public';
import { companyView, engagementList } from './engagement.service';
import { mrrSeries, mrrSeriesCsv, statsSummary } from './stats.service';

const tags = ['backoffice'];
const security = [{ bearerAuth: [] }];

/** Stats (permission `stats`), registered under /api/backoffice/stats in the staff scope. */
export const backofficeStatsRoutes: FastifyPluginAsyncZod = async (app) => {
  const guard = requireStaff({ permission: 'stats' });
  const deps = { db: app.db, config: app.config, now: app.now };

  app.get(
    '/summary',
    {
      onRequest: guard,
      schema: {
        tags,
        security,
        summary:
          'Indicadores do período: MRR, ARR, ARPA, churn de clientes e de receita, LTV, conversão de testes e recuperação de pagamentos',
        querystring: statsSummaryQuerySchema,
        response: { 200: statsSummarySchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => ({ data: await statsSummary(deps, request.query) }),
  );

  app.get(
    '/mrr',
    {
      onRequest: guard,
      schema: {
        tags,
        security,
        summary:
          'MRR no fim de cada mês e seus movimentos (novo, expansão, contração, cancelamento, reativação)',
        querystring: mrrSeriesQuerySchema,
        response: { 200: mrrSeriesSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => ({ data: await mrrSeries(deps, request.query.months) }),
  );

  app.get(
    '/export.csv',
    {
      onRequest: guard,
      schema: {
        tags,
        security,
        summary: 'Exporta a série de MRR em CSV (Excel pt-BR)',
        querystring: mrrSeriesQuerySchema,
        produces: ['text/csv'],
        response: {
          200: z.string().describe('CSV separado por ";" com BOM UTF-8'),
          ...errorResponses(401, 403),
        },
      },
    },
    async (request, reply) => {
      const csv = mrrSeriesCsv(await mrrSeries(deps, request.query.months));
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', attachmentDisposition(`mrr-${dayOf(app.now())}.csv`))
        .send(csv);
    },
  );

  app.get(
    '/engagement',
    {
      onRequest: guard,
      schema: {
        tags,
        security,
        summary:
          'Engajamento com OKRs por empresa (check-ins em dia nas últimas 4 semanas, usuários ativos) e empresas em risco',
        querystring: engagementQuerySchema,
        response: { 200: engagementListSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => engagementList(deps, request.query),
  );
};

/** The company view: staff with `subscription_plans` or `stats`. */
function requirePlansOrStats(request: FastifyRequest) {
  const { permissions } = staffOf(request);
  if (!permissions.subscription_plans && !permissions.stats) {
    throw forbidden(staffAuthMessages.forbidden);
  }
}

/** Registered under /api/backoffice/companies in the staff scope. */
export const backofficeCompanyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:id',
    {
      onRequest: async (request) => requirePlansOrStats(request),
      schema: {
        tags,
        security,
        summary:
          'Visão da empresa: usuários, assinatura e plano, uso do limite de usuários, engajamento e última atividade',
        params: companyIdParamsSchema,
        response: { 200: companyViewSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => ({
      data: await companyView({ db: app.db, config: app.config, now: app.now }, request.params.id),
    }),
  );
};
