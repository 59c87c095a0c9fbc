import { cycleCoachQuerySchema, cycleCoachSchema } from '@rumo/shared/okr/coach/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/errors';
import { customerOf } from '../../plugins/auth';
import { getCycleCoach } from './coach.service';

/** Mounted at /api/planning beside coverage: the plan coach's verdict on a cycle's objectives. */
export const coachRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/coach',
    {
      schema: {
        tags: ['planning'],
        security: [{ bearerAuth: [] }],
        summary: 'Coach do plano: nota do ciclo e de cada objetivo, com as sugestões',
        querystring: cycleCoachQuerySchema,
        response: { 200: cycleCoachSchema, ...errorResponses(401, 404) },
      },
    },
    (request) => getCycleCoach(app.db, customerOf(request), request.query.cycleId),
  );
};
