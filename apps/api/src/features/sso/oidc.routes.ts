import {
  oidcCallbackQuerySchema,
  oidcStartQuerySchema,
  ssoDiscoveryQuerySchema,
  ssoDiscoverySchema,
  ssoErrorCodes,
} from '@rumo/shared/sso/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, errorResponses } from '../../lib/errors';
import { BackchannelLogout } from './backchannel-logout.routes';
import { OIDC_ATTEMPT_COOKIE, OIDC_ATTEMPT_TTL_MS, readCookie } from './oidc-attempt';
import { finishOidcSignIn, type OidcContext, startOidcSignIn } from './oidc-sign-in.service';
import { discoverByDomain } from './providers.service';
import { ssoRules } from './sso.rate-limits';
import type { ProvisionOnFirstSignIn } from './sso-sign-in.service';

const tags = ['sso'];
/** The web page finishing an SSO sign-in: reads the token from the fragment, or `?erro=`. */
export const WEB_FINISH_PATH = '/auth/sso';

export interface SsoPublicRoutesOptions {
  /** Just-in-time creation on a first SSO sign-in (h/i25-domains), given by app.ts. */
  provisionOnFirstSignIn?: ProvisionOnFirstSignIn | undefined;
}

/** The signed-out side of SSO: the /login lookup, the OIDC redirect pair, back-channel logout. */
export const ssoPublicRoutes: FastifyPluginAsyncZod<SsoPublicRoutesOptions> = async (
  app,
  { provisionOnFirstSignIn },
) => {
  const limiter = app.createRateLimiter(ssoRules);
  const ctx = (): OidcContext => ({
    db: app.db,
    config: app.config,
    now: app.now,
    log: app.log,
    provisionOnFirstSignIn,
  });
  const secure = app.config.publicUrl.startsWith('https:');
  const cookie = (value: string, maxAgeSeconds: number) =>
    [
      `${OIDC_ATTEMPT_COOKIE}=${value}`,
      'Path=/api/sso/oidc',
      'HttpOnly',
      'SameSite=Lax',
      `Max-Age=${maxAgeSeconds}`,
      ...(secure ? ['Secure'] : []),
    ].join('; ');

  app.get(
    '/discover',
    {
      preHandler: limiter.guard,
      schema: {
        tags,
        summary: 'Botões de SSO para o domínio de um e-mail (responde só pelo domínio)',
        querystring: ssoDiscoveryQuerySchema,
        response: { 200: ssoDiscoverySchema, ...errorResponses(429) },
      },
    },
    async (request) => discoverByDomain(app.db, request.query.domain),
  );

  app.get(
    '/oidc/start',
    {
      preHandler: limiter.guard,
      schema: {
        tags,
        summary: 'Inicia o login OpenID Connect: redireciona ao provedor (PKCE, state e nonce)',
        querystring: oidcStartQuerySchema,
        response: { 302: z.null().describe('Redireciona ao provedor'), ...errorResponses(429) },
      },
    },
    async (request, reply) => {
      try {
        const { url, attempt } = await startOidcSignIn(ctx(), request.query.provider);
        reply.header('set-cookie', cookie(attempt, OIDC_ATTEMPT_TTL_MS / 1000));
        reply.header('cache-control', 'no-store');
        return reply.redirect(url, 302);
      } catch (error) {
        return reply.redirect(failurePath(error), 302);
      }
    },
  );

  app.get(
    '/oidc/callback',
    {
      preHandler: limiter.guard,
      schema: {
        tags,
        summary: 'Retorno do provedor OpenID Connect: valida e abre a sessão',
        querystring: oidcCallbackQuerySchema,
        response: { 302: z.null().describe('Redireciona ao app'), ...errorResponses(429) },
      },
    },
    async (request, reply) => {
      reply.header('set-cookie', cookie('', 0));
      reply.header('cache-control', 'no-store');
      reply.header('referrer-policy', 'no-referrer');
      try {
        const user = await finishOidcSignIn(ctx(), {
          // Every parameter as sent (the schema keeps only those it names; `iss` matters too).
          query: new URL(request.url, app.config.publicUrl).searchParams,
          sealedAttempt: readCookie(request.headers.cookie, OIDC_ATTEMPT_COOKIE),
          client: { ip: request.ip, userAgent: request.headers['user-agent'] },
        });
        // The fragment never reaches a server or a log; the page takes it off the history.
        return reply.redirect(`${WEB_FINISH_PATH}#token=${encodeURIComponent(user.token)}`, 302);
      } catch (error) {
        return reply.redirect(failurePath(error), 302);
      }
    },
  );

  await app.register(BackchannelLogout, { context: ctx });
};

/** Where a refused sign-in lands: the web page explains the code in pt-BR. */
export function failurePath(error: unknown): string {
  const code = error instanceof AppError ? error.code : ssoErrorCodes.signInFailed;
  return `${WEB_FINISH_PATH}?erro=${encodeURIComponent(code)}`;
}
