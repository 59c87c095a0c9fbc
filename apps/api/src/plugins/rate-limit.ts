import { errorCodes, errorMessages } from '@rumo/shared/common/errors';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  type CounterState,
  decrementCounters,
  deleteExpiredCounters,
  incrementCounters,
} from '../features/rate-limits/public';
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
   * passwords), so people who sign in correctly are never throttled. The guard reserves the
   * attempt atomically (parallel requests cannot all read the same count) and the answer gives
   * it back unless `recordFailure` kept it.
   */
  count: 'requests' | 'failures';
  /**
   * 'failures' rules only: past this many failures, each further failure is answered more
   * slowly (250 ms more each time, up to 5 s), which slows a guesser without locking anyone out.
   */
  slowDownAfter?: number;
}

export interface RateLimiter {
  /**
   * preHandler (the validated body is available there): 429 once any rule is at its limit.
   * Counts the request on 'requests' rules and reserves one attempt on 'failures' rules.
   */
  guard: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  /** Keeps the reserved attempt as a failure (and waits where a rule slows down). */
  recordFailure: (request: FastifyRequest) => Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    createRateLimiter(rules: RateLimitRule[]): RateLimiter;
  }
}

const tooManyRequests = () => new AppError(429, errorCodes.rateLimited, errorMessages.rateLimited);

const SLOW_DOWN_STEP_MS = 250;
const SLOW_DOWN_MAX_MS = 5000;
/** About one check in this many also deletes expired counters. */
const CLEANUP_EVERY = 200;

const counterKey = (rule: RateLimitRule, key: string) => `${rule.name}:${key}`;
/** Keys remembered as blocked by this process; past this, the ones whose block ended are dropped. */
const BLOCKED_KEYS_MAX = 10_000;

/**
 * The keys this process saw blocked, until their window ends: a flood from a blocked key is
 * answered 429 without touching the database. Only ever a copy of what the counters said, so
 * replicas still agree (a replica without the copy asks the database and gets the same answer).
 */
function createBlockedKeys() {
  const until = new Map<string, number>();
  return {
    resetsAt(keys: string[], now: number) {
      const times = keys.map((key) => until.get(key) ?? 0).filter((time) => time > now);
      return times.length === 0 ? undefined : Math.max(...times);
    },
    remember(key: string, resetsAt: number, now: number) {
      if (until.size >= BLOCKED_KEYS_MAX) {
        for (const [known, time] of until) if (time <= now) until.delete(known);
        if (until.size >= BLOCKED_KEYS_MAX) until.clear();
      }
      until.set(key, resetsAt);
    },
  };
}

/**
 * Counters live in PostgreSQL (`rate_limit_counters`), so every replica counts together and a
 * restart does not reset them; each check is one statement (docs/decisions/0002-rate-limit-store.md).
 */
export const rateLimitPlugin = fp(
  async (app: FastifyInstance) => {
    let checks = 0;
    const blockedKeys = createBlockedKeys();
    const refuse = (reply: FastifyReply, resetsAt: number) => {
      reply.header('retry-after', String(Math.max(1, Math.ceil((resetsAt - Date.now()) / 1000))));
      return tooManyRequests();
    };
    const cleanUpNow = () => {
      checks += 1;
      if (checks % CLEANUP_EVERY !== 0) return;
      deleteExpiredCounters(app.db).catch((error) =>
        app.log.warn({ err: error }, 'rate-limit cleanup failed'),
      );
    };

    // Attempts reserved by a guard and not (yet) kept by `recordFailure`: given back once the
    // answer is sent (a right password, a 5xx), so only failures stay counted.
    const reservations = new WeakMap<FastifyRequest, { keys: string[]; states: CounterState[] }>();
    app.addHook('onResponse', (request, _reply, done) => {
      const reserved = reservations.get(request);
      if (!reserved) return done();
      reservations.delete(request);
      decrementCounters(app.db, reserved.keys)
        .catch((error) => request.log.warn({ err: error }, 'rate-limit release failed'))
        .finally(done);
    });

    app.decorate('createRateLimiter', (rules: RateLimitRule[]): RateLimiter => {
      const keyed = (request: FastifyRequest, kind: RateLimitRule['count']) =>
        rules.flatMap((rule) => {
          const key = rule.count === kind ? rule.key(request) : undefined;
          return key === undefined ? [] : [{ rule, key: counterKey(rule, key) }];
        });

      return {
        async guard(request, reply) {
          const counted = keyed(request, 'requests');
          const failures = keyed(request, 'failures');
          const known = blockedKeys.resetsAt(
            [...counted, ...failures].map(({ key }) => key),
            Date.now(),
          );
          if (known !== undefined) throw refuse(reply, known);
          cleanUpNow();
          // One statement counts this request and reserves its attempt: of N parallel wrong
          // passwords, only `max` get past here, whatever order they reach the database in.
          const states = await incrementCounters(app.db, [
            ...counted.map(({ rule, key }) => ({ key, windowMs: rule.timeWindowMs })),
            ...failures.map(({ rule, key }) => ({ key, windowMs: rule.timeWindowMs })),
          ]);
          const blocked = [...counted, ...failures].flatMap(({ rule, key }) =>
            states.filter((state) => state.key === key && state.count > rule.max),
          );
          const reservedKeys = failures.map(({ key }) => key);
          if (blocked.length === 0) {
            if (reservedKeys.length > 0) reservations.set(request, { keys: reservedKeys, states });
            return;
          }
          // A refused attempt is no failure: its reservation is given back at once.
          await decrementCounters(app.db, reservedKeys);
          for (const state of blocked) {
            blockedKeys.remember(state.key, state.resetsAt.getTime(), Date.now());
          }
          throw refuse(reply, Math.max(...blocked.map((state) => state.resetsAt.getTime())));
        },

        async recordFailure(request) {
          const reserved = reservations.get(request);
          reservations.delete(request);
          const failures = keyed(request, 'failures');
          const counts =
            reserved?.states ??
            (await incrementCounters(
              app.db,
              failures.map(({ rule, key }) => ({ key, windowMs: rule.timeWindowMs })),
            ));
          const delayMs = Math.max(
            0,
            ...failures.map(({ rule, key }) => {
              const count = counts.find((state) => state.key === key)?.count ?? 0;
              if (rule.slowDownAfter === undefined || count <= rule.slowDownAfter) return 0;
              return Math.min((count - rule.slowDownAfter) * SLOW_DOWN_STEP_MS, SLOW_DOWN_MAX_MS);
            }),
          );
          if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
        },
      };
    });
  },
  { name: 'rumo-rate-limit', dependencies: ['rumo-context'] },
);
