import { signInEventsPageSchema, signInEventsQuerySchema } from '@rumo/shared/auth/sign-ins';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/errors';
import { customerOf } from '../../plugins/auth';
import { listSignInEvents } from './sign-ins.repository';

/** Configurações › Segurança: the company's sign-ins, newest first (admin). */
export const signInAuditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/sign-ins',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['auth'],
        security: [{ bearerAuth: [] }],
        summary: 'Registro de acessos da empresa: quem, quando, como e de onde (admin)',
        querystring: signInEventsQuerySchema,
        response: { 200: signInEventsPageSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      const { page, limit } = request.query;
      const { rows, total } = await listSignInEvents(app.db, customerOf(request).companyId, {
        page,
        limit,
      });
      return { data: rows, page, limit, total };
    },
  );
};
