import { presentationQuerySchema, presentationSchema } from '@rumo/shared/presentation/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/errors';
import { customerOf } from '../../plugins/auth';
import { getPresentation } from './presentation.service';

const tags = ['presentation'];
const security = [{ bearerAuth: [] }];

/** Mounted at /api/presentation: the weekly meeting's slides, in one read. */
export const presentationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      schema: {
        tags,
        security,
        summary:
          'Apresentação do ciclo: visão geral e um objetivo por slide (KRs, tendência, comentários)',
        querystring: presentationQuerySchema,
        response: { 200: presentationSchema, ...errorResponses(401, 404) },
      },
    },
    (request) => getPresentation(app.db, customerOf(request), request.query),
  );
};
