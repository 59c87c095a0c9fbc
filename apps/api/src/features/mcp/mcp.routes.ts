import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import { MCP_METHOD_NOT_ALLOWED, mcpMessages } from '@rumo/shared/mcp/tools';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, unauthorized } from '../../lib/errors';
import { type ApiPrincipal, authenticateApiToken } from '../api-tokens/public';
import { authenticateOAuthToken, OAUTH_ACCESS_PREFIX, oauthUrls } from '../oauth/public';
import { createRumoMcpServer } from './mcp-server';

const doc = (summary: string) => ({
  schema: { tags: ['mcp'], security: [{ bearerAuth: [] }], summary },
});

/**
 * RFC 6750 §3 and RFC 9728 §5.1: how a client learns which credential /mcp expects and where
 * the OAuth metadata is (an API token or an OAuth access token both work).
 */
const challenge = (publicUrl: string) =>
  `Bearer realm="rumo-mcp", error="invalid_token", resource_metadata="${oauthUrls(publicUrl).resourceMetadata}"`;

function bearerOf(request: FastifyRequest): string | undefined {
  const [scheme, token] = (request.headers.authorization ?? '').split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}

function webRequestOf(request: FastifyRequest): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (typeof value === 'string') headers.set(name, value);
    else if (Array.isArray(value)) for (const item of value) headers.append(name, item);
  }
  return new Request(`http://${request.host}${request.url}`, { method: request.method, headers });
}

/**
 * The MCP server (Streamable HTTP) at /mcp for AI assistants, authenticated by the company's
 * API tokens or by OAuth access tokens (features/oauth). Stateless: each POST builds a server and a transport for its token's person and
 * answers JSON, so any replica answers any request and nothing outlives it.
 */
export async function mcpRoutes(app: FastifyInstance) {
  const principals = new WeakMap<FastifyRequest, ApiPrincipal>();

  app.addHook('onRequest', async (request, reply) => {
    const token = bearerOf(request);
    const principal = !token
      ? null
      : token.startsWith(OAUTH_ACCESS_PREFIX)
        ? await authenticateOAuthToken(app.db, token, app.now())
        : await authenticateApiToken(app.db, token, app.now());
    if (!principal) {
      reply.header('www-authenticate', challenge(app.config.publicUrl));
      throw unauthorized(mcpMessages.unauthorized);
    }
    principals.set(request, principal);
  });

  app.post(
    '/',
    doc('Servidor MCP (Streamable HTTP, JSON-RPC) para assistentes de IA'),
    async (request, reply) => {
      const principal = principals.get(request);
      if (!principal) throw unauthorized(mcpMessages.unauthorized);
      const server = createRumoMcpServer({ app, principal });
      const transport = new WebStandardStreamableHTTPServerTransport({ enableJsonResponse: true });
      try {
        await server.connect(transport);
        const answer = await transport.handleRequest(webRequestOf(request), {
          parsedBody: request.body,
        });
        return await send(reply, answer);
      } finally {
        await transport.close();
        await server.close();
      }
    },
  );

  const stateless = async () => {
    throw new AppError(405, MCP_METHOD_NOT_ALLOWED, mcpMessages.methodNotAllowed);
  };
  app.get('/', doc('Sem sessões: GET não abre fluxo (405)'), async (_request, reply) => {
    reply.header('allow', 'POST');
    return stateless();
  });
  app.delete('/', doc('Sem sessões: DELETE não encerra nada (405)'), async (_request, reply) => {
    reply.header('allow', 'POST');
    return stateless();
  });
}

async function send(reply: FastifyReply, answer: Response) {
  reply.status(answer.status);
  answer.headers.forEach((value, name) => {
    reply.header(name, value);
  });
  const body = await answer.text();
  return reply.send(body === '' ? undefined : body);
}
