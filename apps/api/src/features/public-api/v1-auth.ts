import {
  type ApiTokenScope,
  apiTokenErrorCodes,
  apiTokenMessages,
} from '@rumo/shared/api-tokens/contracts';
import { errorCodes, errorMessages } from '@rumo/shared/common/errors';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, forbidden, unauthorized } from '../../lib/errors';
import type { RateLimitRule } from '../../plugins/rate-limit';
import { type ApiPrincipal, authenticateApiToken, hasScope } from '../api-tokens/public';
import { incrementCounters } from '../rate-limits/public';

const WINDOW_MS = 60_000;

/** An address sending wrong tokens: 20 failures in 15 minutes, then 429 until the window ends. */
const wrongTokenRules: RateLimitRule[] = [
  {
    name: 'api-v1:ip',
    max: 20,
    timeWindowMs: 15 * 60 * 1000,
    key: (request) => request.ip,
    count: 'failures',
  },
];

function bearerToken(request: FastifyRequest): string | undefined {
  const [scheme, token, ...rest] = (request.headers.authorization ?? '').split(' ');
  return scheme?.toLowerCase() === 'bearer' && token && rest.length === 0 ? token : undefined;
}

export interface V1AuthOptions {
  /** Calls a token may make per minute. */
  requestsPerMinute: number;
}

/**
 * The onRequest hook of /api/v1: API tokens only (a session JWT answers 401), then the token's
 * rate limit (a fixed minute window on the app clock) with the IETF draft's RateLimit-* headers.
 */
export function v1Authentication(app: FastifyInstance, { requestsPerMinute }: V1AuthOptions) {
  const limiter = app.createRateLimiter(wrongTokenRules);
  const principals = new WeakMap<FastifyRequest, ApiPrincipal>();

  async function rateLimit(principal: ApiPrincipal, reply: FastifyReply) {
    const now = app.now().getTime();
    const windowStart = now - (now % WINDOW_MS);
    const [state] = await incrementCounters(app.db, [
      { key: `api-v1:token:${principal.tokenId}:${windowStart}`, windowMs: WINDOW_MS },
    ]);
    const count = state?.count ?? 1;
    const reset = Math.max(1, Math.ceil((windowStart + WINDOW_MS - now) / 1000));
    reply.header('RateLimit-Limit', String(requestsPerMinute));
    reply.header('RateLimit-Remaining', String(Math.max(0, requestsPerMinute - count)));
    reply.header('RateLimit-Reset', String(reset));
    if (count > requestsPerMinute) {
      reply.header('Retry-After', String(reset));
      throw new AppError(429, errorCodes.rateLimited, errorMessages.rateLimited);
    }
  }

  return {
    async authenticate(request: FastifyRequest, reply: FastifyReply) {
      await limiter.guard(request, reply);
      const token = bearerToken(request);
      const principal = token ? await authenticateApiToken(app.db, token, app.now()) : null;
      if (!principal) {
        await limiter.recordFailure(request);
        reply.header('www-authenticate', 'Bearer realm="rumo-api"');
        throw unauthorized(apiTokenMessages.unauthorized, apiTokenErrorCodes.invalid);
      }
      principals.set(request, principal);
      await rateLimit(principal, reply);
    },
    /** The token's principal; 403 with a pt-BR message when the token lacks `scope`. */
    principalOf(request: FastifyRequest, scope: ApiTokenScope): ApiPrincipal {
      const principal = principals.get(request);
      if (!principal) throw unauthorized(apiTokenMessages.unauthorized, apiTokenErrorCodes.invalid);
      if (!hasScope(principal, scope)) {
        throw forbidden(apiTokenMessages.missingScope(scope), apiTokenErrorCodes.missingScope);
      }
      return principal;
    },
  };
}

export type V1Auth = ReturnType<typeof v1Authentication>;
