import { idParamsSchema } from '@rumo/shared/common/fields';
import {
  initiativeBodySchema,
  initiativeListSchema,
  initiativeOrderBodySchema,
  initiativeSchema,
  initiativeStatusBodySchema,
  myInitiativeListSchema,
} from '@rumo/shared/objectives/initiatives';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../../lib/errors';
import { customerOf } from '../../../plugins/auth';
import * as service from './initiatives.service';

const tags = ['initiatives'];
const security = [{ bearerAuth: [] }];

/** Mounted at /api: initiatives live under their key result and at /initiatives/:id. */
export const initiativesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/key-results/:id/initiatives',
    {
      schema: {
        tags,
        security,
        summary: 'Lista as iniciativas de um resultado-chave',
        params: idParamsSchema,
        response: { 200: initiativeListSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => ({
      data: await service.keyResultInitiatives(app.db, customerOf(request), request.params.id),
    }),
  );

  app.get(
    '/objectives/:id/initiatives',
    {
      schema: {
        tags,
        security,
        summary: 'Lista as iniciativas de todos os resultados-chave de um objetivo',
        params: idParamsSchema,
        response: { 200: initiativeListSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => ({
      data: await service.objectiveInitiatives(app.db, customerOf(request), request.params.id),
    }),
  );

  app.get(
    '/initiatives/mine',
    {
      schema: {
        tags,
        security,
        summary: 'Lista as iniciativas abertas de quem está conectado',
        response: { 200: myInitiativeListSchema, ...errorResponses(401) },
      },
    },
    async (request) => ({ data: await service.listMyOpenInitiatives(app.db, customerOf(request)) }),
  );

  app.post(
    '/key-results/:id/initiatives',
    {
      schema: {
        tags,
        security,
        summary: 'Adiciona uma iniciativa ao resultado-chave',
        params: idParamsSchema,
        body: initiativeBodySchema,
        response: { 201: initiativeSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const initiative = await service.createInitiative(
        app.domain,
        customerOf(request),
        request.params.id,
        request.body,
      );
      return reply.status(201).send(initiative);
    },
  );

  app.put(
    '/key-results/:id/initiatives/order',
    {
      schema: {
        tags,
        security,
        summary: 'Reordena as iniciativas do resultado-chave',
        params: idParamsSchema,
        body: initiativeOrderBodySchema,
        response: { 200: initiativeListSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => ({
      data: await service.reorderKeyResultInitiatives(
        app.domain,
        customerOf(request),
        request.params.id,
        request.body.ids,
      ),
    }),
  );

  app.put(
    '/initiatives/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Altera uma iniciativa',
        params: idParamsSchema,
        body: initiativeBodySchema,
        response: { 200: initiativeSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    (request) =>
      service.editInitiative(app.domain, customerOf(request), request.params.id, request.body),
  );

  app.patch(
    '/initiatives/:id/status',
    {
      schema: {
        tags,
        security,
        summary: 'Altera o status de uma iniciativa (também o responsável por ela)',
        params: idParamsSchema,
        body: initiativeStatusBodySchema,
        response: { 200: initiativeSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    (request) =>
      service.changeInitiativeStatus(
        app.domain,
        customerOf(request),
        request.params.id,
        request.body.status,
      ),
  );

  app.delete(
    '/initiatives/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Exclui uma iniciativa',
        params: idParamsSchema,
        response: { 204: z.null().describe('Sem conteúdo'), ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      await service.removeInitiative(app.domain, customerOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
