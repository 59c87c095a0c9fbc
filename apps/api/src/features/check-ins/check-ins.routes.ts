import {
  checkInBodySchema,
  checkInFeedQuerySchema,
  checkInFeedSchema,
  checkInListSchema,
  checkInSchema,
  pendingCheckInsSchema,
} from '@rumo/shared/check-ins/contracts';
import { idParamsSchema } from '@rumo/shared/common/fields';
import { paginationQuerySchema } from '@rumo/shared/common/pagination';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/errors';
import { customerOf } from '../../plugins/auth';
import { getCheckInFeed, getPendingCheckIns } from './check-in-lists.service';
import { changeCheckIn, recordCheckIn, removeCheckIn } from './check-in-writes';
import { listCheckIns } from './check-ins.service';

const tags = ['check-ins'];
const security = [{ bearerAuth: [] }];

/** Check-ins: registered under /api, since they live both under key results and on their own. */
export const checkInRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/key-results/:id/check-ins',
    {
      schema: {
        tags,
        security,
        summary: 'Histórico de check-ins de um resultado-chave (mais recentes primeiro)',
        params: idParamsSchema,
        querystring: paginationQuerySchema,
        response: { 200: checkInListSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => listCheckIns(app.db, customerOf(request), request.params.id, request.query),
  );

  app.post(
    '/key-results/:id/check-ins',
    {
      schema: {
        tags,
        security,
        summary: 'Registra um check-in (dono do resultado-chave ou admin)',
        params: idParamsSchema,
        body: checkInBodySchema,
        response: { 201: checkInSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const created = await recordCheckIn(
        app.domain,
        customerOf(request),
        request.params.id,
        request.body,
      );
      return reply.status(201).send(created);
    },
  );

  app.get(
    '/check-ins/pending',
    {
      schema: {
        tags,
        security,
        summary: 'Minhas pendências: resultados-chave sem check-in na semana atual',
        response: { 200: pendingCheckInsSchema, ...errorResponses(401) },
      },
    },
    async (request) => getPendingCheckIns(app.db, customerOf(request), app.now()),
  );

  app.get(
    '/check-ins/feed',
    {
      schema: {
        tags,
        security,
        summary: 'Últimos check-ins da empresa ou de um time',
        querystring: checkInFeedQuerySchema,
        response: { 200: checkInFeedSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => getCheckInFeed(app.db, customerOf(request), request.query),
  );

  app.put(
    '/check-ins/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Altera o seu check-in mais recente de um resultado-chave',
        params: idParamsSchema,
        body: checkInBodySchema,
        response: { 200: checkInSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) =>
      changeCheckIn(app.domain, customerOf(request), request.params.id, request.body),
  );

  app.delete(
    '/check-ins/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Exclui o seu check-in mais recente; o resultado-chave volta ao valor anterior',
        params: idParamsSchema,
        response: { 204: z.null().describe('Sem conteúdo'), ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      await removeCheckIn(app.domain, customerOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
