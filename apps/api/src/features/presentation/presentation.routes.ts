import {
  presentationQuerySchema,
  presentationSchema,
  presentationSlidesQuerySchema,
  presentationSlidesSchema,
} from '@rumo/shared/presentation/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/errors';
import { customerOf } from '../../plugins/auth';
import { getPresentation, getPresentationSlides } from './presentation.service';

const tags = ['presentation'];
const security = [{ bearerAuth: [] }];

/** Mounted at /api/presentation: the weekly meeting's overview and slides, a page at a time. */
export const presentationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      schema: {
        tags,
        security,
        summary:
          'Apresentação do ciclo: visão geral e os primeiros slides, um objetivo por slide (KRs, tendência, comentários)',
        querystring: presentationQuerySchema,
        response: { 200: presentationSchema, ...errorResponses(401, 404) },
      },
    },
    (request) => getPresentation(app.db, customerOf(request), request.query),
  );
  app.get(
    '/slides',
    {
      schema: {
        tags,
        security,
        summary: 'Mais slides da apresentação, a partir do deslocamento informado',
        querystring: presentationSlidesQuerySchema,
        response: { 200: presentationSlidesSchema, ...errorResponses(400, 401, 404) },
      },
    },
    (request) => getPresentationSlides(app.db, customerOf(request), request.query),
  );
};
