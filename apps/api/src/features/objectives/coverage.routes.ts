import {
  coverageObjectivesQuerySchema,
  coverageObjectivesSchema,
  coverageQuerySchema,
  coverageSchema,
} from '@rumo/shared/planning/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/errors';
import { customerOf } from '../../plugins/auth';
import * as coverage from './coverage.service';

const tags = ['planning'];
const security = [{ bearerAuth: [] }];

/**
 * Mounted at /api/planning beside the plan's routes: how the cycle's objectives cover the pillars.
 * An objectives read (planning sits below objectives and knows nothing of them).
 */
export const coverageRoutes: FastifyPluginAsyncZod = async (app) => {
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
    (request) => coverage.getCoverage(app.db, customerOf(request), request.query.cycleId),
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
    (request) => coverage.listCoverageObjectives(app.db, customerOf(request), request.query),
  );
};
