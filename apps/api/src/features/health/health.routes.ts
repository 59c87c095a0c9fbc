import { healthResponseSchema } from '@rumo/shared/common/health';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/errors';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Verifica se a API e o banco de dados respondem',
        response: { 200: healthResponseSchema, ...errorResponses() },
      },
    },
    async () => {
      // A failing query throws and answers the generic 500 body.
      await app.db.execute(sql`select 1`);
      return { status: 'ok' as const };
    },
  );
};
