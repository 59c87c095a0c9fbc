import { idParamsSchema } from '@rumo/shared/common/fields';
import {
  cycleBodySchema,
  cycleListQuerySchema,
  cycleListSchema,
  cycleSchema,
} from '@rumo/shared/cycles/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/errors';
import { customerOf } from '../../plugins/auth';
import { exportCycleCsv } from './cycles.export';
import * as cycles from './cycles.service';

const tags = ['cycles'];
const security = [{ bearerAuth: [] }];

/** Mounted at /api/cycles: everyone in the company reads, admins write. */
export const cyclesRoutes: FastifyPluginAsyncZod = async (app) => {
  const adminOnly = { preHandler: app.requireAdmin };

  app.get(
    '/',
    {
      schema: {
        tags,
        security,
        summary: 'Lista os ciclos da empresa (mais recentes primeiro)',
        querystring: cycleListQuerySchema,
        response: { 200: cycleListSchema, ...errorResponses(401) },
      },
    },
    (request) => cycles.listCompanyCycles(app.db, customerOf(request).companyId, request.query),
  );

  app.get(
    '/current',
    {
      schema: {
        tags,
        security,
        summary: 'Ciclo atual: o ativo, senão o mais recente em planejamento, senão o mais recente',
        response: { 200: cycleSchema, ...errorResponses(401, 404) },
      },
    },
    (request) => cycles.getCurrentCycle(app.db, customerOf(request).companyId),
  );

  app.post(
    '/',
    {
      ...adminOnly,
      schema: {
        tags,
        security,
        summary: 'Cria um ciclo (em planejamento)',
        body: cycleBodySchema,
        response: { 201: cycleSchema, ...errorResponses(401, 403) },
      },
    },
    async (request, reply) => {
      const cycle = await cycles.createCycle(app.domain, customerOf(request), request.body);
      return reply.status(201).send(cycle);
    },
  );

  app.put(
    '/:id',
    {
      ...adminOnly,
      schema: {
        tags,
        security,
        summary: 'Altera nome e datas de um ciclo',
        params: idParamsSchema,
        body: cycleBodySchema,
        response: { 200: cycleSchema, ...errorResponses(401, 403, 404) },
      },
    },
    (request) => cycles.editCycle(app.domain, customerOf(request), request.params.id, request.body),
  );

  app.post(
    '/:id/activate',
    {
      ...adminOnly,
      schema: {
        tags,
        security,
        summary: 'Ativa um ciclo (só pode haver um ativo)',
        params: idParamsSchema,
        response: { 200: cycleSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    (request) => cycles.activateCycle(app.domain, customerOf(request), request.params.id),
  );

  app.post(
    '/:id/close',
    {
      ...adminOnly,
      schema: {
        tags,
        security,
        summary: 'Encerra um ciclo',
        params: idParamsSchema,
        response: { 200: cycleSchema, ...errorResponses(401, 403, 404) },
      },
    },
    (request) => cycles.closeCycle(app.domain, customerOf(request), request.params.id),
  );

  app.delete(
    '/:id',
    {
      ...adminOnly,
      schema: {
        tags,
        security,
        summary: 'Exclui um ciclo sem objetivos',
        params: idParamsSchema,
        response: { 204: z.null(), ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      await cycles.removeCycle(app.domain, customerOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/:id/export.csv',
    {
      schema: {
        tags,
        security,
        summary: 'Exporta os objetivos e resultados-chave do ciclo em CSV (Excel pt-BR)',
        params: idParamsSchema,
        produces: ['text/csv'],
        response: {
          200: z.string().describe('CSV separado por ";" com BOM UTF-8'),
          ...errorResponses(401, 404),
        },
      },
    },
    async (request, reply) => {
      const file = await exportCycleCsv(app.db, customerOf(request).companyId, request.params.id);
      // A non-JSON content type makes Fastify send the string as is, without the serializer.
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', file.disposition)
        .send(file.csv);
    },
  );
};
