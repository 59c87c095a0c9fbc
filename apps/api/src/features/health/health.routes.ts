import { errorCodes, errorMessages } from '@rumo/shared/common/errors';
import { healthResponseSchema } from '@rumo/shared/common/health';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, errorResponses } from '../../lib/errors';

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
      try {
        await app.db.execute(sql`select 1`);
      } catch {
        // Load balancers read the status: 503 takes this replica out until the database is back.
        throw new AppError(503, errorCodes.databaseDown, errorMessages.databaseDown);
      }
      return { status: 'ok' as const };
    },
  );
};
