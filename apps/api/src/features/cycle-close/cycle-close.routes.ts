import { idParamsSchema } from '@rumo/shared/common/fields';
import {
  carriedObjectiveSchema,
  carryLinksSchema,
  carryOverBodySchema,
  cycleClosingQuerySchema,
  cycleClosingSchema,
  cycleReportQuerySchema,
  cycleReportSchema,
  keyResultScoreSchema,
  retrospectiveBodySchema,
  retrospectiveSchema,
  scoreBodySchema,
} from '@rumo/shared/cycle-close/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/errors';
import { customerOf } from '../../plugins/auth';
import * as actions from './close-actions.service';
import * as closing from './closing.service';

const tags = ['cycle-close'];
const security = [{ bearerAuth: [] }];

/** Mounted at /api: closing a cycle (scores, retrospectives, carry-over) and its report. */
export const cycleCloseRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/cycles/:id/closing',
    {
      schema: {
        tags,
        security,
        summary: 'Encerramento do ciclo: notas, retrospectivas e continuidade por objetivo',
        params: idParamsSchema,
        querystring: cycleClosingQuerySchema,
        response: { 200: cycleClosingSchema, ...errorResponses(401, 404) },
      },
    },
    (request) => closing.getClosing(app.db, customerOf(request), request.params.id, request.query),
  );

  app.post(
    '/cycles/:id/finish',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags,
        security,
        summary: 'Encerra o ciclo: aplica a nota sugerida aos resultados-chave sem nota',
        params: idParamsSchema,
        response: { 200: cycleClosingSchema, ...errorResponses(401, 403, 404) },
      },
    },
    (request) => closing.finishCycle(app.domain, customerOf(request), request.params.id),
  );

  app.get(
    '/cycles/:id/report',
    {
      schema: {
        tags,
        security,
        summary:
          'Relatório do ciclo: notas por time, pilar e pessoa, distribuição e retrospectivas',
        params: idParamsSchema,
        querystring: cycleReportQuerySchema,
        response: { 200: cycleReportSchema, ...errorResponses(401, 404) },
      },
    },
    (request) => closing.getReport(app.db, customerOf(request), request.params.id, request.query),
  );

  app.put(
    '/key-results/:id/score',
    {
      schema: {
        tags,
        security,
        summary: 'Define a nota final de um resultado-chave (motivo se diferente da sugerida)',
        params: idParamsSchema,
        body: scoreBodySchema,
        response: { 200: keyResultScoreSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    (request) =>
      actions.scoreKeyResult(app.domain, customerOf(request), request.params.id, request.body),
  );

  app.put(
    '/objectives/:id/retrospective',
    {
      schema: {
        tags,
        security,
        summary: 'Grava a retrospectiva de um objetivo',
        params: idParamsSchema,
        body: retrospectiveBodySchema,
        response: { 200: retrospectiveSchema, ...errorResponses(401, 403, 404) },
      },
    },
    (request) =>
      actions.saveRetrospective(app.domain, customerOf(request), request.params.id, request.body),
  );

  app.post(
    '/objectives/:id/carry-over',
    {
      schema: {
        tags,
        security,
        summary: 'Continua um objetivo não concluído em um ciclo posterior',
        params: idParamsSchema,
        body: carryOverBodySchema,
        response: { 201: carriedObjectiveSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const carried = await actions.carryOver(
        app.domain,
        customerOf(request),
        request.params.id,
        request.body,
      );
      return reply.status(201).send(carried);
    },
  );

  app.get(
    '/objectives/:id/carry-links',
    {
      schema: {
        tags,
        security,
        summary: 'De onde o objetivo continua e onde ele continuou',
        params: idParamsSchema,
        response: { 200: carryLinksSchema, ...errorResponses(401, 404) },
      },
    },
    (request) => closing.getCarryLinks(app.db, customerOf(request), request.params.id),
  );
};
