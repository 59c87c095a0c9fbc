import { messageResponseSchema } from '@rumo/shared/auth/contracts';
import { idParamsSchema } from '@rumo/shared/common/fields';
import {
  createdScimTokenSchema,
  createScimTokenBodySchema,
  scimTokenListSchema,
  scimTokenMessages,
} from '@rumo/shared/scim/tokens';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/errors';
import { customerOf } from '../../plugins/auth';
import { createScimToken, getScimTokens, revokeToken } from './scim-tokens.service';

const tags = ['scim'];
const security = [{ bearerAuth: [] }];

/** The company's SCIM tokens (Configurações › Segurança), admins only. */
export const scimTokenRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireAdmin);

  app.get(
    '/',
    {
      schema: {
        tags,
        security,
        summary: 'Tokens SCIM ativos da empresa (só o prefixo; admin)',
        response: { 200: scimTokenListSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => getScimTokens(app.db, customerOf(request).companyId),
  );

  app.post(
    '/',
    {
      schema: {
        tags,
        security,
        summary: 'Cria um token SCIM, mostrado uma única vez (admin)',
        body: createScimTokenBodySchema,
        response: { 201: createdScimTokenSchema, ...errorResponses(401, 403) },
      },
    },
    async (request, reply) => {
      const created = await createScimToken(
        { db: app.db, now: app.now, config: app.config },
        customerOf(request),
        request.body,
      );
      return reply.status(201).send(created);
    },
  );

  app.delete(
    '/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Revoga um token SCIM: o provedor de identidade deixa de sincronizar (admin)',
        params: idParamsSchema,
        response: { 200: messageResponseSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      await revokeToken(app.db, customerOf(request), request.params.id, app.now());
      return { message: scimTokenMessages.revoked };
    },
  );
};
