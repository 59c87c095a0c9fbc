import { idParamsSchema } from '@rumo/shared/common/fields';
import {
  connectionTestBodySchema,
  connectionTestResultSchema,
  identityProviderSchema,
  identityProvidersSchema,
  oidcProviderBodySchema,
} from '@rumo/shared/sso/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/errors';
import { customerOf } from '../../plugins/auth';
import * as providers from './providers.service';

const tags = ['sso'];
const security = [{ bearerAuth: [] }];

/** Configurações › Segurança: the company's identity providers (admin only). */
export const ssoAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = { db: app.db, config: app.config, now: app.now };
  app.addHook('onRequest', app.requireAdmin);

  app.get(
    '/providers',
    {
      schema: {
        tags,
        security,
        summary: 'Provedores de identidade da empresa (admin; o secret nunca é devolvido)',
        response: { 200: identityProvidersSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => providers.listProviders(ctx, customerOf(request).companyId),
  );

  app.post(
    '/providers/oidc',
    {
      schema: {
        tags,
        security,
        summary: 'Cadastra um provedor OpenID Connect (Google, Microsoft ou outro; admin)',
        body: oidcProviderBodySchema,
        response: { 201: identityProviderSchema, ...errorResponses(401, 403) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await providers.createOidcProvider(ctx, customerOf(request).companyId, request.body)),
  );

  app.put(
    '/providers/oidc/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Altera um provedor OpenID Connect (secret em branco mantém o atual; admin)',
        params: idParamsSchema,
        body: oidcProviderBodySchema,
        response: { 200: identityProviderSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) =>
      providers.updateOidcProvider(
        ctx,
        customerOf(request).companyId,
        request.params.id,
        request.body,
      ),
  );

  app.delete(
    '/providers/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Remove um provedor de identidade (admin)',
        params: idParamsSchema,
        response: { 204: z.null().describe('Sem conteúdo'), ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      await providers.removeProvider(ctx, customerOf(request).companyId, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/oidc/test-connection',
    {
      schema: {
        tags,
        security,
        summary: 'Testar conexão: faz a descoberta OpenID do emissor e explica o resultado (admin)',
        body: connectionTestBodySchema,
        response: { 200: connectionTestResultSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => providers.testOidcConnection(ctx, request.body.issuer),
  );
};
