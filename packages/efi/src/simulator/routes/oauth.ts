import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SimContext } from '../context.js';
import { SimError } from '../errors.js';

function basicCredentials(request: FastifyRequest): { id: string; secret: string } | null {
  const match = /^Basic\s+(.+)$/i.exec(request.headers.authorization ?? '');
  if (!match?.[1]) return null;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon <= 0 || colon === decoded.length - 1) return null;
  return { id: decoded.slice(0, colon), secret: decoded.slice(colon + 1) };
}

/** `POST /v1/authorize`: OAuth client_credentials with HTTP Basic (efi-pay.md §1.2). */
export function oauthRoutes(app: FastifyInstance, ctx: SimContext): void {
  app.post('/v1/authorize', async (request) => {
    const given = basicCredentials(request);
    const expected = ctx.credentials;
    const accepted =
      given !== null &&
      (expected === null ||
        (given.id === expected.clientId && given.secret === expected.clientSecret));
    if (!accepted) {
      throw new SimError(401, null, 'invalid_client', 'Invalid or inactive credentials');
    }
    const grant = (request.body as { grant_type?: unknown } | undefined)?.grant_type;
    if (grant !== 'client_credentials') {
      throw new SimError(400, null, 'unsupported_grant_type', 'grant_type inválido.');
    }
    const accessToken = randomBytes(24).toString('base64url');
    const expireAt = ctx.now().getTime() + ctx.tokenLifetimeS * 1000;
    const tokens = ctx.store.state.accessTokens;
    for (const [token, expiry] of Object.entries(tokens)) {
      if (expiry <= ctx.now().getTime()) delete tokens[token];
    }
    tokens[accessToken] = expireAt;
    ctx.store.save();
    return {
      access_token: accessToken,
      refresh_token: randomBytes(24).toString('base64url'),
      expires_in: ctx.tokenLifetimeS,
      expire_at: String(expireAt),
      token_type: 'Bearer',
    };
  });
}

/** Rejects API calls without a live Bearer token issued by `/v1/authorize`. */
export function requireBearer(ctx: SimContext) {
  return async (request: FastifyRequest): Promise<void> => {
    const token = /^Bearer\s+(.+)$/i.exec(request.headers.authorization ?? '')?.[1];
    const expiry = token ? ctx.store.state.accessTokens[token] : undefined;
    if (expiry === undefined || expiry <= ctx.now().getTime()) {
      throw new SimError(401, 3500008, 'unauthorized', 'Token de acesso inválido ou expirado.');
    }
  };
}
