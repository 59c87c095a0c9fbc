import rateLimit from '@fastify/rate-limit';
import { errorCodes, errorMessages } from '@rumo/shared/common/errors';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors';

/** One counter: at most `max` counted events per `timeWindowMs` for each distinct key. */
export interface RateLimitRule {
  /** Namespaces the counter, e.g. 'login:ip'. */
  name: string;
  max: number;
  timeWindowMs: number;
  /** The counted key (an IP, an e-mail); undefined skips this rule for the request. */
  key: (request: FastifyRequest) => string | undefined;
  /**
   * 'requests' counts every request (register, forgot-password: each sends an e-mail);
   * 'failures' counts only what the handler reports through `recordFailure` (wrong
   * passwords), so people who sign in correctly are never throttled.
   */
  count: 'requests' | 'failures';
}

export interface RateLimiter {
  /** preHandler (the validated body is available there): 429 once any rule is at its limit. */
  guard: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  /** Counts one failed attempt on the 'failures' rules. */
  recordFailure: (request: FastifyRequest) => Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    createRateLimiter(rules: RateLimitRule[]): RateLimiter;
  }
}

const tooManyRequests = () => new AppError(429, errorCodes.rateLimited, errorMessages.rateLimited);

/**
 * Counters live in process memory (see docs/decisions/rate-limit-store.md for moving them
 * to a shared store when running several replicas).
 */
export const rateLimitPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(rateLimit, { global: false });

    app.decorate('createRateLimiter', (rules: RateLimitRule[]): RateLimiter => {
      const limiters = rules.map((rule) => ({
        rule,
        check: app.createRateLimit({
          max: rule.max,
          timeWindow: rule.timeWindowMs,
          keyGenerator: (request) => `${rule.name}:${rule.key(request) ?? ''}`,
        }),
      }));

      return {
        async guard(request, reply) {
          for (const { rule, check } of limiters) {
            if (rule.key(request) === undefined) continue;
            const counting = rule.count === 'requests';
            const result = await check(request, { increment: counting });
            if (result.isAllowed) continue;
            const blocked = counting ? result.isExceeded : result.remaining <= 0;
            if (blocked) {
              reply.header('retry-after', String(Math.max(1, result.ttlInSeconds)));
              throw tooManyRequests();
            }
          }
        },
        async recordFailure(request) {
          for (const { rule, check } of limiters) {
            if (rule.count === 'failures' && rule.key(request) !== undefined) await check(request);
          }
        },
      };
    });
  },
  { name: 'rumo-rate-limit' },
);
