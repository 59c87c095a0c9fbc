import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { customerOf } from '../../plugins/auth';
import { readCompanyVersion } from './company-versions.repository';
import { createResponseStore, type ResponseStore, type StoredResponse } from './response-store';

/** Bytes of serialized responses a process keeps at most. */
export const READ_CACHE_MAX_BYTES = 64 * 1024 * 1024;
/**
 * Answers are reused within one minute of the app's clock at most: every local day starts on a
 * whole quarter hour in every time zone, so a date-dependent answer never outlives its day.
 */
export const READ_CACHE_TIME_BUCKET_MS = 60_000;

/**
 * Not cached: the session's own routes, billing (its answers follow the clock to the second and
 * read global plans), privacy (exports, the deletion deadline), and a person's e-mail choices
 * (not company data: the signed-out unsubscribe link changes them).
 */
const UNCACHED_PREFIXES = [
  '/api/auth/',
  '/api/billing/',
  '/api/privacy/',
  '/api/profile/notifications',
];

/** The first request computing a key's answer for a stamp; the others wait for it. */
interface Leader {
  stamp: string;
  answer: Promise<StoredResponse | undefined>;
  settle: (answer: StoredResponse | undefined) => void;
}

interface PendingEntry {
  key: string;
  stamp: string;
  served: boolean;
  leader?: Leader;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the read cache on a cacheable GET: where its answer goes. */
    readCacheEntry: PendingEntry | null;
  }
}

export interface CompanyReadCache {
  store: ResponseStore;
  /** onRequest hook, after `authenticate`: answers from memory when the stamp is current. */
  serve: (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply | undefined>;
  /** onSend hook: keeps a 200 JSON answer under the stamp read before it was computed. */
  keep: (request: FastifyRequest, reply: FastifyReply, payload: unknown) => Promise<unknown>;
  /** onResponse and onRequestAbort hook: releases the requests waiting on one that failed. */
  release: (request: FastifyRequest) => Promise<void>;
}

const cacheable = (request: FastifyRequest) =>
  request.method === 'GET' && !UNCACHED_PREFIXES.some((prefix) => request.url.startsWith(prefix));

/**
 * Serialized answers of the customer GETs, per company, user and URL, valid while the company's
 * data version (read on every request in one statement) and the time bucket are those they were
 * computed under (docs/decisions/0015-company-read-cache.md). The version is read before the answer
 * is computed, so a kept answer is never older than its stamp says.
 */
export function createCompanyReadCache(
  app: FastifyInstance,
  maxBytes = READ_CACHE_MAX_BYTES,
): CompanyReadCache {
  const store = createResponseStore(maxBytes);
  const leaders = new Map<string, Leader>();
  app.decorateRequest('readCacheEntry', null);

  /** A new leader for the key, unless one is computing this stamp already. */
  const leaderFor = (key: string, stamp: string): Leader | undefined => {
    if (leaders.get(key)?.stamp === stamp) return undefined;
    let settle: Leader['settle'] = () => {};
    const answer = new Promise<StoredResponse | undefined>((resolve) => {
      settle = resolve;
    });
    const leader = { stamp, answer, settle };
    leaders.set(key, leader);
    return leader;
  };
  const settle = (entry: PendingEntry, answer: StoredResponse | undefined) => {
    const { leader } = entry;
    if (!leader) return;
    entry.leader = undefined;
    if (leaders.get(entry.key) === leader) leaders.delete(entry.key);
    leader.settle(answer);
  };
  return {
    store,
    async serve(request, reply) {
      if (!cacheable(request)) return undefined;
      const user = customerOf(request);
      const version = await readCompanyVersion(app.db, user.companyId);
      const bucket = Math.floor(app.now().getTime() / READ_CACHE_TIME_BUCKET_MS);
      const key = `${user.companyId} ${user.id} ${user.role} ${request.url}`;
      const stamp = `${version}:${bucket}`;
      let found = store.get(key);
      if (found?.stamp !== stamp) {
        // Requests arriving together for one answer compute it once (a large company's tree
        // takes long enough for 50 connections to pile up on it otherwise).
        const running = leaders.get(key);
        found = running?.stamp === stamp ? await running.answer : undefined;
      }
      if (found?.stamp !== stamp) {
        const leader = leaderFor(key, stamp);
        request.readCacheEntry = { key, stamp, served: false, ...(leader ? { leader } : {}) };
        return undefined;
      }
      request.readCacheEntry = { key, stamp, served: true };
      return reply.header('content-type', found.contentType).send(found.payload);
    },
    async keep(request, reply, payload) {
      const entry = request.readCacheEntry;
      if (!entry || entry.served) return payload;
      const contentType = String(reply.getHeader('content-type') ?? '');
      if (
        reply.statusCode === 200 &&
        typeof payload === 'string' &&
        contentType.startsWith('application/json')
      ) {
        const answer = { stamp: entry.stamp, payload: Buffer.from(payload), contentType };
        store.set(entry.key, answer);
        settle(entry, answer);
      } else {
        settle(entry, undefined);
      }
      return payload;
    },
    async release(request) {
      const entry = request.readCacheEntry;
      if (entry) settle(entry, undefined);
    },
  };
}
