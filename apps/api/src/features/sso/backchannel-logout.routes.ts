import { idParamsSchema } from '@rumo/shared/common/fields';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest, errorResponses } from '../../lib/errors';
import { backchannelLogout, LogoutTokenError } from './backchannel-logout.service';
import type { OidcContext } from './oidc-sign-in.service';

const logoutBodySchema = z.object({ logout_token: z.string().min(1).max(8000) });

/**
 * OIDC back-channel logout: the provider POSTs a signed logout token (form-encoded); the SSO
 * sessions it names end. 200 when accepted, 400 otherwise (spec §2.8).
 */
export const BackchannelLogout: FastifyPluginAsyncZod<{ context: () => OidcContext }> = async (
  app,
  { context },
) => {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16 * 1024 },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );

  app.post(
    '/oidc/backchannel-logout/:id',
    {
      schema: {
        tags: ['sso'],
        summary: 'Back-channel logout do OpenID Connect: encerra as sessões SSO do token',
        params: idParamsSchema,
        body: logoutBodySchema,
        response: {
          200: z.null().describe('Sessões encerradas'),
          ...errorResponses(400, 415),
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      try {
        const ended = await backchannelLogout(
          context(),
          request.params.id,
          request.body.logout_token,
        );
        for (const sessionId of ended) app.sessionCache.evictSession(sessionId);
        return reply.status(200).send(null);
      } catch (error) {
        if (!(error instanceof LogoutTokenError)) {
          request.log.warn({ err: error }, 'back-channel logout failed');
        }
        throw badRequest('INVALID_LOGOUT_TOKEN', 'Token de logout inválido.');
      }
    },
  );
};
