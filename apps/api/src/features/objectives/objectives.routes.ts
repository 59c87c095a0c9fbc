import { idParamsSchema } from '@rumo/shared/common/fields';
import {
  alignedObjectivesSchema,
  closeObjectiveBodySchema,
  duplicateObjectiveBodySchema,
  objectiveBodySchema,
  objectiveCreateBodySchema,
  objectiveDetailSchema,
  objectiveListQuerySchema,
  objectiveListSchema,
} from '@rumo/shared/objectives/contracts';
import {
  objectiveTreeNodesQuerySchema,
  objectiveTreeNodesSchema,
  objectiveTreeQuerySchema,
  objectiveTreeSchema,
} from '@rumo/shared/objectives/tree';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/errors';
import { sendJsonText } from '../../lib/json-text';
import { customerOf } from '../../plugins/auth';
import { createObjective } from './objective-create.service';
import * as lifecycle from './objective-lifecycle.service';
import * as tree from './objective-tree.service';
import * as objectives from './objectives.service';

const tags = ['objectives'];
const security = [{ bearerAuth: [] }];

export interface ObjectivesRoutesOptions {
  /** The key results' check-in trends (check-ins sit above objectives: app.ts hands them in). */
  keyResultTrends: objectives.KeyResultTrends;
}

/** Mounted at /api/objectives; permissions follow packages/shared/src/objectives/permissions.ts. */
export const objectivesRoutes: FastifyPluginAsyncZod<ObjectivesRoutesOptions> = async (
  app,
  { keyResultTrends },
) => {
  app.get(
    '/',
    {
      schema: {
        tags,
        security,
        summary: 'Lista os objetivos de um ciclo (o atual por padrão) com filtros',
        querystring: objectiveListQuerySchema,
        response: { 200: objectiveListSchema, ...errorResponses(401, 404) },
      },
    },
    // PostgreSQL writes each objective's JSON: sent as text (objectives.list-json.ts).
    async (request, reply) =>
      sendJsonText<z.output<typeof objectiveListSchema>>(
        reply,
        await objectives.listObjectives(app.db, customerOf(request), request.query),
      ),
  );

  app.get(
    '/tree',
    {
      schema: {
        tags,
        security,
        summary: 'Topo da árvore de alinhamento: objetivos raiz por pilar, com a primeira página',
        querystring: objectiveTreeQuerySchema,
        response: { 200: objectiveTreeSchema, ...errorResponses(401, 404) },
      },
    },
    (request) => tree.objectiveTree(app.db, customerOf(request), request.query.cycleId),
  );

  app.get(
    '/tree/nodes',
    {
      schema: {
        tags,
        security,
        summary: 'Uma página da árvore: filhos de um objetivo ou mais raízes de um pilar',
        querystring: objectiveTreeNodesQuerySchema,
        response: { 200: objectiveTreeNodesSchema, ...errorResponses(401, 404) },
      },
    },
    (request) => tree.objectiveTreeNodes(app.db, customerOf(request), request.query),
  );

  app.get(
    '/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Detalhe do objetivo com seus resultados-chave',
        params: idParamsSchema,
        response: { 200: objectiveDetailSchema, ...errorResponses(401, 404) },
      },
    },
    (request) =>
      objectives.getObjectiveDetail(
        app.db,
        keyResultTrends,
        customerOf(request),
        request.params.id,
      ),
  );

  app.get(
    '/:id/aligned',
    {
      schema: {
        tags,
        security,
        summary: 'Objetivos alinhados diretamente abaixo deste, com responsável e progresso',
        params: idParamsSchema,
        response: { 200: alignedObjectivesSchema, ...errorResponses(401, 404) },
      },
    },
    (request) => objectives.alignedObjectives(app.db, customerOf(request), request.params.id),
  );

  app.post(
    '/',
    {
      schema: {
        tags,
        security,
        summary: 'Cria um objetivo, com seus resultados-chave se enviados (tudo ou nada)',
        body: objectiveCreateBodySchema,
        response: { 201: objectiveDetailSchema, ...errorResponses(401, 403) },
      },
    },
    async (request, reply) => {
      const detail = await createObjective(
        app.domain,
        keyResultTrends,
        customerOf(request),
        request.body,
      );
      return reply.status(201).send(detail);
    },
  );

  app.put(
    '/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Altera um objetivo',
        params: idParamsSchema,
        body: objectiveBodySchema,
        response: { 200: objectiveDetailSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    (request) =>
      objectives.editObjective(
        app.domain,
        keyResultTrends,
        customerOf(request),
        request.params.id,
        request.body,
      ),
  );

  app.delete(
    '/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Exclui um objetivo com seus resultados-chave e check-ins',
        params: idParamsSchema,
        response: { 204: z.null().describe('Sem conteúdo'), ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      await objectives.removeObjective(
        app.domain,
        keyResultTrends,
        customerOf(request),
        request.params.id,
      );
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/:id/close',
    {
      schema: {
        tags,
        security,
        summary: 'Encerra o objetivo com o resultado e um comentário',
        params: idParamsSchema,
        body: closeObjectiveBodySchema,
        response: { 200: objectiveDetailSchema, ...errorResponses(401, 403, 404) },
      },
    },
    (request) =>
      lifecycle.closeObjective(
        app.domain,
        keyResultTrends,
        customerOf(request),
        request.params.id,
        request.body,
      ),
  );

  app.post(
    '/:id/reopen',
    {
      schema: {
        tags,
        security,
        summary: 'Reabre um objetivo encerrado',
        params: idParamsSchema,
        response: { 200: objectiveDetailSchema, ...errorResponses(401, 403, 404) },
      },
    },
    (request) =>
      lifecycle.reopenObjective(
        app.domain,
        keyResultTrends,
        customerOf(request),
        request.params.id,
      ),
  );

  app.post(
    '/:id/duplicate',
    {
      schema: {
        tags,
        security,
        summary:
          'Duplica o objetivo em um ciclo, como rascunho, com os resultados-chave escolhidos',
        params: idParamsSchema,
        body: duplicateObjectiveBodySchema,
        response: { 201: objectiveDetailSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const detail = await lifecycle.duplicateObjective(
        app.domain,
        keyResultTrends,
        customerOf(request),
        request.params.id,
        request.body,
      );
      return reply.status(201).send(detail);
    },
  );
};
