import { scimMessages } from '@rumo/shared/scim/resources';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RateLimitRule } from '../../plugins/rate-limit';
import { ScimError } from './scim-errors';
import { authenticateScimToken, type ScimCaller } from './scim-tokens.service';

/** An address sending wrong tokens: 20 failures in 15 minutes, then 429 until the window ends. */
const scimTokenRules: RateLimitRule[] = [
  {
    name: 'scim:ip',
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

/** The onRequest hook of /scim/v2 and the caller it found for each request. */
export function scimAuthentication(app: FastifyInstance) {
  const limiter = app.createRateLimiter(scimTokenRules);
  const callers = new WeakMap<FastifyRequest, ScimCaller>();
  return {
    async authenticate(request: FastifyRequest, reply: Parameters<typeof limiter.guard>[1]) {
      await limiter.guard(request, reply);
      const token = bearerToken(request);
      const caller = token ? await authenticateScimToken(app.db, token, app.now()) : undefined;
      if (!caller) {
        await limiter.recordFailure(request);
        reply.header('www-authenticate', 'Bearer realm="scim"');
        throw new ScimError(401, scimMessages.unauthorized);
      }
      callers.set(request, caller);
    },
    callerOf(request: FastifyRequest): ScimCaller {
      const caller = callers.get(request);
      if (!caller) throw new ScimError(401, scimMessages.unauthorized);
      return caller;
    },
  };
}
