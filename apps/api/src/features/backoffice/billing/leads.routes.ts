import { idParamsSchema } from '@rumo/shared/backoffice/billing/common';
import {
  staffLeadListSchema,
  staffLeadQuerySchema,
  staffLeadSchema,
  staffLeadUpdateBodySchema,
} from '@rumo/shared/backoffice/billing/leads';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../lib/errors';
import { requireStaff } from '../public';
import { actorOf, depsOf, security, tags } from './deps';
import { listLeads } from './leads.repository';
import { updateStaffLead } from './leads.service';

/** Leads (permission `stats`, as the spec's menu has it). */
export const backofficeLeadRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = depsOf(app);
  const guard = requireStaff({ permission: 'stats' });

  app.get(
    '/',
    {
      onRequest: guard,
      schema: {
        tags,
        security,
        summary: 'Lista os leads (filtros: origem, status, responsável, datas, busca)',
        querystring: staffLeadQuerySchema,
        response: { 200: staffLeadListSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => ({
      ...(await listLeads(app.db, request.query)),
      page: request.query.page,
      limit: request.query.limit,
    }),
  );

  app.patch(
    '/:id',
    {
      onRequest: guard,
      schema: {
        tags,
        security,
        summary: 'Altera o status, o responsável ou as anotações de um lead',
        params: idParamsSchema,
        body: staffLeadUpdateBodySchema,
        response: { 200: staffLeadSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => updateStaffLead(deps, actorOf(request), request.params.id, request.body),
  );
};
