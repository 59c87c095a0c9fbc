import { idParamsSchema } from '@rumo/shared/common/fields';
import {
  coverageObjectivesQuerySchema,
  coverageObjectivesSchema,
  coverageQuerySchema,
  coverageSchema,
  pillarBodySchema,
  pillarSchema,
  strategicPlanBodySchema,
  strategicPlanSchema,
} from '@rumo/shared/planning/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/errors';
import { customerOf } from '../../plugins/auth';
import * as coverage from './coverage.service';
import * as planning from './planning.service';

const tags = ['planning'];
const security = [{ bearerAuth: [] }];

/** Mounted at /api/planning: everyone reads the plan, admins write it. */
export const planningRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      schema: {
        tags,
        security,
        summary: 'Missão, visão, valores e pilares estratégicos',
        response: { 200: strategicPlanSchema, ...errorResponses(401) },
      },
    },
    (request) => planning.getPlan(app.db, customerOf(request).companyId),
  );

  app.put(
    '/',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags,
        security,
        summary: 'Salva missão, visão e valores',
        body: strategicPlanBodySchema,
        response: { 200: strategicPlanSchema, ...errorResponses(401, 403) },
      },
    },
    (request) => planning.savePlan(app.domain, customerOf(request), request.body),
  );

  app.get(
    '/coverage',
    {
      schema: {
        tags,
        security,
        summary: 'Cobertura dos pilares pelos objetivos do ciclo (o atual por padrão)',
        querystring: coverageQuerySchema,
        response: { 200: coverageSchema, ...errorResponses(401, 404) },
      },
    },
    (request) => coverage.getCoverage(app.db, customerOf(request).companyId, request.query.cycleId),
  );

  app.get(
    '/coverage/objectives',
    {
      schema: {
        tags,
        security,
        summary: 'Mais objetivos de um grupo da cobertura: de um pilar, ou os sem alinhamento',
        querystring: coverageObjectivesQuerySchema,
        response: { 200: coverageObjectivesSchema, ...errorResponses(401, 404) },
      },
    },
    (request) =>
      coverage.listCoverageObjectives(app.db, customerOf(request).companyId, request.query),
  );
};

/** Mounted at /api/pillars: admins only. */
export const pillarsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', app.requireAdmin);
  const pillarTags = ['planning'];

  app.post(
    '/',
    {
      schema: {
        tags: pillarTags,
        security,
        summary: 'Cria um pilar estratégico',
        body: pillarBodySchema,
        response: { 201: pillarSchema, ...errorResponses(401, 403) },
      },
    },
    async (request, reply) => {
      const pillar = await planning.createPillar(app.domain, customerOf(request), request.body);
      return reply.status(201).send(pillar);
    },
  );

  app.put(
    '/:id',
    {
      schema: {
        tags: pillarTags,
        security,
        summary: 'Altera um pilar estratégico',
        params: idParamsSchema,
        body: pillarBodySchema,
        response: { 200: pillarSchema, ...errorResponses(401, 403, 404) },
      },
    },
    (request) =>
      planning.editPillar(app.domain, customerOf(request), request.params.id, request.body),
  );

  app.delete(
    '/:id',
    {
      schema: {
        tags: pillarTags,
        security,
        summary: 'Exclui um pilar; os objetivos alinhados a ele ficam sem alinhamento',
        params: idParamsSchema,
        response: { 204: z.null().describe('Sem conteúdo'), ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      await planning.removePillar(app.domain, customerOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
