import {
  apiTokenListSchema,
  apiTokenMessages,
  createApiTokenBodySchema,
  createdApiTokenSchema,
} from '@rumo/shared/api-tokens/contracts';
import { messageResponseSchema } from '@rumo/shared/auth/contracts';
import { idParamsSchema } from '@rumo/shared/common/fields';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/errors';
import { customerOf } from '../../plugins/auth';
import { createApiToken, getApiTokens, revokeToken } from './api-tokens.service';

const tags = ['api-tokens'];
const security = [{ bearerAuth: [] }];

/** Configurações › Integrações › Tokens de API: the company's API tokens, admins only. */
export const apiTokenRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireAdmin);

  app.get(
    '/',
    {
      schema: {
        tags,
        security,
        summary: 'Tokens de API ativos da empresa (só o prefixo; admin)',
        response: { 200: apiTokenListSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => getApiTokens(app.db, customerOf(request).companyId),
  );

  app.post(
    '/',
    {
      schema: {
        tags,
        security,
        summary: 'Cria um token de API, mostrado uma única vez (admin)',
        body: createApiTokenBodySchema,
        response: { 201: createdApiTokenSchema, ...errorResponses(401, 403) },
      },
    },
    async (request, reply) => {
      const created = await createApiToken(app.db, customerOf(request), request.body, app.now());
      return reply.status(201).send(created);
    },
  );

  app.delete(
    '/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Revoga um token de API: as chamadas com ele deixam de funcionar na hora (admin)',
        params: idParamsSchema,
        response: { 200: messageResponseSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      await revokeToken(app.db, customerOf(request).companyId, request.params.id, app.now());
      return { message: apiTokenMessages.revoked };
    },
  );
};
