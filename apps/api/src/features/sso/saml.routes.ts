import {
  samlAcsBodySchema,
  samlCompanyParamsSchema,
  samlConfigBodySchema,
  samlConfigSchema,
  samlErrorCodes,
  samlMessages,
  samlSloBodySchema,
  samlSloQuerySchema,
} from '@rumo/shared/sso/saml';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest, errorResponses, notFound } from '../../lib/errors';
import { customerOf } from '../../plugins/auth';
import { findCompanyName } from '../companies/public';
import { failurePath, WEB_FINISH_PATH } from './oidc.routes';
import {
  getSamlConfig,
  removeSamlConfig,
  saveSamlConfig,
  serviceProviderMetadataXml,
} from './saml-config.service';
import {
  type SamlLogoutAnswer,
  type SamlLogoutMessage,
  samlIdpLogout,
} from './saml-logout.service';
import { samlPostPage } from './saml-post-form';
import { finishSamlSignIn, type SamlContext, startSamlSignIn } from './saml-sign-in.service';
import { ensureSamlSpKey } from './saml-sp-key';
import { ssoRules } from './sso.rate-limits';
import type { ProvisionOnFirstSignIn } from './sso-sign-in.service';

const tags = ['sso'];
const security = [{ bearerAuth: [] }];

/** Configurações › Segurança › SAML (admin only): the company's one SAML IdP. */
export const samlAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = { db: app.db, events: app.events, now: app.now, config: app.config };
  app.addHook('onRequest', app.requireAdmin);

  app.get(
    '/',
    {
      schema: {
        tags,
        security,
        summary:
          'Login SAML da empresa: os endereços do Rumo (SP) e o provedor configurado (admin)',
        response: { 200: samlConfigSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => getSamlConfig(ctx, customerOf(request).companyId),
  );

  app.put(
    '/',
    {
      schema: {
        tags,
        security,
        summary:
          'Salva o provedor SAML: metadados colados (XML) ou por URL; liga ou desliga (admin)',
        body: samlConfigBodySchema,
        response: { 200: samlConfigSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => saveSamlConfig(ctx, customerOf(request).companyId, request.body),
  );

  app.delete(
    '/',
    {
      schema: {
        tags,
        security,
        summary: 'Remove o provedor SAML da empresa (admin)',
        response: { 204: z.null().describe('Sem conteúdo'), ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      await removeSamlConfig(ctx, customerOf(request).companyId);
      return reply.status(204).send(null);
    },
  );
};

export interface SamlPublicRoutesOptions {
  provisionOnFirstSignIn?: ProvisionOnFirstSignIn | undefined;
}

/** The signed-out side of SAML: SP metadata, the AuthnRequest redirect and the ACS. */
export const samlPublicRoutes: FastifyPluginAsyncZod<SamlPublicRoutesOptions> = async (
  app,
  { provisionOnFirstSignIn },
) => {
  const limiter = app.createRateLimiter(ssoRules);
  const ctx = (): SamlContext => ({
    db: app.db,
    config: app.config,
    now: app.now,
    log: app.log,
    provisionOnFirstSignIn,
  });
  // Every POST here, and every request to the SLO URL, is a browser sent by the IdP: even a
  // malformed one (wrong type, too big, fields missing) lands on the pt-BR /auth/sso page, never
  // on a JSON error.
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (request.method !== 'POST' && !request.routeOptions.url?.endsWith('/slo')) throw error;
    const status = error.statusCode ?? 500;
    request.log[status >= 500 ? 'error' : 'warn']({ err: error }, 'SAML form post refused');
    reply.header('cache-control', 'no-store');
    return reply.redirect(failurePath(error), 302);
  });
  // The IdP's HTTP-POST binding: a browser form, form-urlencoded.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 * 1024 },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );

  app.get(
    '/:companyId/metadata',
    {
      schema: {
        tags,
        summary: 'Metadados SAML do Rumo (SP) para o provedor da empresa',
        params: samlCompanyParamsSchema,
        response: { 200: z.string().describe('XML de metadados'), ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const { companyId } = request.params;
      if (!(await findCompanyName(app.db, companyId))) throw notFound();
      const key = await ensureSamlSpKey(
        { db: app.db, config: app.config, now: app.now },
        companyId,
      );
      return reply
        .type('application/samlmetadata+xml; charset=utf-8')
        .send(serviceProviderMetadataXml(app.config, companyId, key.certificate));
    },
  );

  app.get(
    '/:companyId/start',
    {
      preHandler: limiter.guard,
      schema: {
        tags,
        summary:
          'Inicia o login SAML: redireciona ao provedor com um AuthnRequest (ou o envia por formulário, HTTP-POST)',
        params: samlCompanyParamsSchema,
        response: {
          200: z.string().describe('Página que envia o AuthnRequest ao provedor (HTTP-POST)'),
          302: z.null().describe('Redireciona ao provedor'),
          ...errorResponses(429),
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      try {
        const start = await startSamlSignIn(ctx(), request.params.companyId);
        if (start.binding === 'redirect') return reply.redirect(start.url, 302);
        const page = samlPostPage(start.url, start.fields);
        return reply
          .header('content-security-policy', page.csp)
          .type('text/html; charset=utf-8')
          .send(page.html);
      } catch (error) {
        return reply.redirect(failurePath(error), 302);
      }
    },
  );

  app.post(
    '/:companyId/acs',
    {
      preHandler: limiter.guard,
      schema: {
        tags,
        summary: 'ACS: recebe a resposta SAML do provedor (HTTP-POST), valida e abre a sessão',
        params: samlCompanyParamsSchema,
        body: samlAcsBodySchema,
        response: {
          302: z.null().describe('Redireciona ao app'),
          ...errorResponses(400, 415, 429),
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      reply.header('referrer-policy', 'no-referrer');
      try {
        const user = await finishSamlSignIn(
          ctx(),
          request.params.companyId,
          request.body.SAMLResponse,
          { ip: request.ip, userAgent: request.headers['user-agent'] },
        );
        // As the OIDC callback: the token only in the fragment, which no server or log sees.
        return reply.redirect(`${WEB_FINISH_PATH}#token=${encodeURIComponent(user.token)}`, 302);
      } catch (error) {
        return reply.redirect(failurePath(error), 302);
      }
    },
  );

  /** IdP-initiated Single Logout by either binding; a refused request ends nothing. */
  const singleLogout = async (
    companyId: string,
    message: SamlLogoutMessage,
    request: FastifyRequest,
    reply: FastifyReply,
  ) => {
    reply.header('cache-control', 'no-store');
    reply.header('referrer-policy', 'no-referrer');
    let answer: SamlLogoutAnswer;
    try {
      const result = await samlIdpLogout(ctx(), companyId, message);
      for (const sessionId of result.endedSessionIds) app.sessionCache.evictSession(sessionId);
      answer = result.answer;
    } catch (error) {
      request.log.warn({ err: error, companyId }, 'SAML LogoutRequest refused');
      return reply.redirect(failurePath(logoutRefused()), 302);
    }
    if (answer.kind === 'redirect') return reply.redirect(answer.url, 302);
    if (answer.kind === 'none') return reply.redirect(LOGIN_PATH, 302);
    const page = samlPostPage(answer.url, answer.fields);
    return reply
      .header('content-security-policy', page.csp)
      .type('text/html; charset=utf-8')
      .send(page.html);
  };
  const sloResponses = {
    200: z.string().describe('Página que envia a LogoutResponse ao provedor (HTTP-POST)'),
    302: z.null().describe('Redireciona ao provedor com a LogoutResponse assinada'),
    ...errorResponses(429),
  };

  app.get(
    '/:companyId/slo',
    {
      preHandler: limiter.guard,
      schema: {
        tags,
        summary:
          'Logout único (SLO), HTTP-Redirect: valida o LogoutRequest assinado do provedor e encerra as sessões',
        params: samlCompanyParamsSchema,
        querystring: samlSloQuerySchema,
        response: sloResponses,
      },
    },
    async (request, reply) => {
      const rawQuery = request.raw.url?.split('?')[1] ?? '';
      const message = { binding: 'redirect' as const, query: request.query, rawQuery };
      return singleLogout(request.params.companyId, message, request, reply);
    },
  );

  app.post(
    '/:companyId/slo',
    {
      preHandler: limiter.guard,
      schema: {
        tags,
        summary:
          'Logout único (SLO), HTTP-POST: valida o LogoutRequest assinado do provedor e encerra as sessões',
        params: samlCompanyParamsSchema,
        body: samlSloBodySchema,
        response: { ...sloResponses, ...errorResponses(400, 415, 429) },
      },
    },
    async (request, reply) =>
      singleLogout(
        request.params.companyId,
        { binding: 'post', body: request.body },
        request,
        reply,
      ),
  );
};

const LOGIN_PATH = '/login';
const logoutRefused = () => badRequest(samlErrorCodes.logoutRefused, samlMessages.logoutRefused);
