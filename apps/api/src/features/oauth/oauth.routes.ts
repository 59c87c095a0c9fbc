import { oauthAuthorizeQuerySchema, oauthMessages } from '@rumo/shared/oauth/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  clientRedirect,
  OAuthError,
  registerClient,
  requestProblem,
  trustedClient,
} from './oauth.service';
import { exchangeToken } from './oauth-tokens.service';
import { authorizationServerMetadata, oauthUrls, protectedResourceMetadata } from './oauth-urls';

const HOUR_MS = 60 * 60 * 1000;
const doc = (summary: string) => ({ schema: { tags: ['oauth'], summary } });

function sendOAuthError(reply: FastifyReply, error: unknown) {
  if (!(error instanceof OAuthError)) throw error;
  return reply
    .status(error.status)
    .header('cache-control', 'no-store')
    .send({ error: error.error, error_description: error.description });
}

/**
 * The OAuth 2.1 authorization server of /mcp (MCP authorization spec): metadata (RFC 9728,
 * RFC 8414), Dynamic Client Registration (RFC 7591), authorize (to the web app's consent page)
 * and token (PKCE S256, refresh rotation). Registered at the root, outside the session scopes.
 */
export async function oauthRoutes(app: FastifyInstance) {
  const urls = () => oauthUrls(app.config.publicUrl);
  const registerLimiter = app.createRateLimiter([
    {
      name: 'oauth-register:ip',
      max: 20,
      timeWindowMs: HOUR_MS,
      key: (request) => request.ip,
      count: 'requests',
    },
  ]);
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 64 * 1024 },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );

  const resourceMetadata = async () => protectedResourceMetadata(app.config.publicUrl);
  const summary = 'Metadados do recurso protegido /mcp (RFC 9728)';
  app.get('/.well-known/oauth-protected-resource', doc(summary), resourceMetadata);
  app.get('/.well-known/oauth-protected-resource/mcp', doc(summary), resourceMetadata);
  app.get(
    '/.well-known/oauth-authorization-server',
    doc('Metadados do servidor de autorização OAuth (RFC 8414)'),
    async () => authorizationServerMetadata(app.config.publicUrl),
  );

  app.post(
    '/oauth/register',
    { ...doc('Registro dinâmico de cliente OAuth (RFC 7591)'), preHandler: registerLimiter.guard },
    async (request, reply) => {
      try {
        const client = await registerClient(app.db, request.body, app.now());
        return reply.status(201).header('cache-control', 'no-store').send(client);
      } catch (error) {
        return sendOAuthError(reply, error);
      }
    },
  );

  app.get(
    '/oauth/authorize',
    doc('Início da autorização: leva à página de consentimento do app'),
    async (request, reply) => {
      const query = (request.query ?? {}) as Record<string, unknown>;
      const client = await trustedClient(app.db, query.client_id, query.redirect_uri);
      if (!client) {
        return sendOAuthError(
          reply,
          new OAuthError('invalid_request', oauthMessages.consentInvalid),
        );
      }
      const back = {
        redirect_uri: String(query.redirect_uri),
        state: typeof query.state === 'string' ? query.state : undefined,
      };
      const parsed = oauthAuthorizeQuerySchema.safeParse(query);
      const problem = parsed.success
        ? requestProblem(parsed.data, app.config.publicUrl)
        : new OAuthError('invalid_request', 'response_type=code and PKCE S256 are required.');
      if (problem || !parsed.success) {
        const error = problem ?? new OAuthError('invalid_request', 'Invalid request.');
        return reply.redirect(
          clientRedirect(
            back,
            { error: error.error, error_description: error.description },
            app.config.publicUrl,
          ),
        );
      }
      const params = new URLSearchParams();
      for (const [name, value] of Object.entries(parsed.data)) {
        if (value !== undefined) params.set(name, value);
      }
      return reply.redirect(`${urls().consentPage}?${params}`);
    },
  );

  app.post(
    '/oauth/token',
    doc('Troca de código (PKCE) ou de refresh token'),
    async (request, reply) => {
      try {
        const form = (request.body ?? {}) as Record<string, unknown>;
        const tokens = await exchangeToken(app.db, form, app.now(), app.config.publicUrl);
        return reply.header('cache-control', 'no-store').send(tokens);
      } catch (error) {
        return sendOAuthError(reply, error);
      }
    },
  );
}
