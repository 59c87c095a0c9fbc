import { messageResponseSchema } from '@rumo/shared/auth/contracts';
import { idParamsSchema } from '@rumo/shared/common/fields';
import {
  connectedAppListSchema,
  OAUTH_REQUEST_INVALID,
  oauthAuthorizeQuerySchema,
  oauthConsentSchema,
  oauthDecisionBodySchema,
  oauthMessages,
  oauthRedirectSchema,
} from '@rumo/shared/oauth/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest, errorResponses, notFound } from '../../lib/errors';
import { customerOf } from '../../plugins/auth';
import {
  consentOf,
  decide,
  getConnectedApps,
  OAuthError,
  revokeConnectedApp,
} from './oauth.service';

const tags = ['oauth'];
const security = [{ bearerAuth: [] }];

/**
 * An authorization request the consent page cannot honour, with the pt-BR message: 404 for a
 * client unknown or a redirect_uri it did not register, 400 for a wrong scope or resource.
 */
async function orBadRequest<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof OAuthError)) throw error;
    if (error.error === 'invalid_request') throw notFound(oauthMessages.consentInvalid);
    throw badRequest(OAUTH_REQUEST_INVALID, oauthMessages.consentInvalid);
  }
}

/**
 * The signed-in side of OAuth: the consent page's request and answer, and Configurações ›
 * Integrações › Aplicativos conectados (everyone sees and revokes their own; admins, all).
 */
export const oauthConsentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/consent',
    {
      schema: {
        tags,
        security,
        summary: 'O que a página de consentimento mostra (aplicativo, permissões)',
        querystring: oauthAuthorizeQuerySchema,
        response: { 200: oauthConsentSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => orBadRequest(() => consentOf(app.db, request.query, app.config.publicUrl)),
  );
  app.post(
    '/consent',
    {
      schema: {
        tags,
        security,
        summary: 'Permite ou nega o acesso do aplicativo; devolve para onde seguir',
        body: oauthDecisionBodySchema,
        response: { 200: oauthRedirectSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => ({
      redirectTo: await orBadRequest(() =>
        decide(app.db, customerOf(request), request.body, app.now(), app.config.publicUrl),
      ),
    }),
  );
  app.get(
    '/connected-apps',
    {
      schema: {
        tags,
        security,
        summary: 'Aplicativos conectados (os seus; um admin vê os da empresa)',
        response: { 200: connectedAppListSchema, ...errorResponses(401) },
      },
    },
    async (request) => getConnectedApps(app.db, customerOf(request)),
  );
  app.delete(
    '/connected-apps/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Revoga um aplicativo conectado (o seu; um admin, qualquer um da empresa)',
        params: idParamsSchema,
        response: { 200: messageResponseSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => {
      await revokeConnectedApp(app.db, customerOf(request), request.params.id, app.now());
      return { message: oauthMessages.revoked };
    },
  );
};
