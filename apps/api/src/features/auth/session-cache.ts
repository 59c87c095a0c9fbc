import type { UserRole } from '@rumo/shared/auth/contracts';
import type { Clock } from '../../lib/clock';

/**
 * How long this process trusts a customer session it read (docs/decisions/0011-session-cache.md):
 * a revocation made on another replica, or a change there of the company's subscription,
 * applies here within this bound. The replica that makes the change evicts at once.
 */
export const SESSION_CACHE_TTL_MS = 5_000;
/** Entries kept at most; past it the oldest read goes first. */
export const SESSION_CACHE_MAX_ENTRIES = 10_000;

/** The signed-in customer of a live session. */
export interface SessionPrincipal {
  id: string;
  companyId: string;
  role: UserRole;
  sessionId: string;
}

/**
 * A live session as read from the database: the session, its user and what the feature that
 * reads it attaches (`S`: billing's subscription access, plugins/auth.ts), unknown to auth.
 */
export interface LiveSessionRow<S> {
  sessionId: string;
  expiresAt: Date;
  id: string;
  companyId: string;
  role: UserRole;
  subscription: S | null;
  /** The company's size class, which keeps its statements' plans apart (decision 0052). */
  sizeClass: string;
}

export interface LiveSession<S> {
  user: SessionPrincipal;
  subscription: S | null;
  sizeClass: string;
}

/** What other features call when they change what a cached entry holds. */
export interface SessionCacheControl {
  /** A session was revoked (logout). */
  evictSession(sessionId: string): void;
  /** A user's sessions were revoked, or their role or status changed. */
  evictUser(userId: string): void;
  /** The company's subscription changed (payment, plan, cancellation) or the company is gone. */
  evictCompany(companyId: string): void;
  /** Many companies may have changed at once (a batch job). */
  clear(): void;
}

export interface SessionCache<S> extends SessionCacheControl {
  /** The live session of the token's claims, from memory when read less than the bound ago. */
  get(sessionId: string, userId: string): Promise<LiveSession<S> | undefined>;
}

interface Entry<S> {
  session: LiveSession<S>;
  /** App clock (ms) until which the entry is trusted. */
  freshUntil: number;
  /** The session's own expiry (ms, app clock, as the token's): never trusted past it. */
  sessionExpiresAt: number;
}

export interface SessionCacheOptions<S> {
  load: (sessionId: string, userId: string) => Promise<LiveSessionRow<S> | undefined>;
  /** The app's clock, so tests move time past the bound (or the session's end) instead of sleeping. */
  now: Clock;
  ttlMs?: number;
  maxEntries?: number;
}

export function createSessionCache<S>({
  load,
  now,
  ttlMs = SESSION_CACHE_TTL_MS,
  maxEntries = SESSION_CACHE_MAX_ENTRIES,
}: SessionCacheOptions<S>): SessionCache<S> {
  const entries = new Map<string, Entry<S>>();
  // One read per session at a time, however many requests arrive together.
  const loading = new Map<string, Promise<LiveSession<S> | undefined>>();
  // Bumped by every eviction: a read that started before it does not store what it found.
  let generation = 0;

  const evictWhere = (matches: (session: LiveSession<S>) => boolean) => {
    generation++;
    loading.clear();
    for (const [id, entry] of entries) if (matches(entry.session)) entries.delete(id);
  };

  async function read(sessionId: string, userId: string): Promise<LiveSession<S> | undefined> {
    const startedAt = generation;
    const row = await load(sessionId, userId);
    if (!row || row.expiresAt <= now()) return undefined;
    const session: LiveSession<S> = {
      user: { id: row.id, companyId: row.companyId, role: row.role, sessionId: row.sessionId },
      subscription: row.subscription,
      sizeClass: row.sizeClass,
    };
    if (startedAt === generation) {
      entries.delete(sessionId);
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
      entries.set(sessionId, {
        session,
        freshUntil: now().getTime() + ttlMs,
        sessionExpiresAt: row.expiresAt.getTime(),
      });
    }
    return session;
  }

  return {
    async get(sessionId, userId) {
      const entry = entries.get(sessionId);
      if (entry) {
        const at = now().getTime();
        if (
          entry.freshUntil > at &&
          entry.sessionExpiresAt > at &&
          entry.session.user.id === userId
        ) {
          return entry.session;
        }
        entries.delete(sessionId);
      }
      const key = `${sessionId}:${userId}`;
      let pending = loading.get(key);
      if (!pending) {
        pending = read(sessionId, userId).finally(() => {
          if (loading.get(key) === pending) loading.delete(key);
        });
        loading.set(key, pending);
      }
      return pending;
    },
    evictSession: (sessionId) => evictWhere((session) => session.user.sessionId === sessionId),
    evictUser: (userId) => evictWhere((session) => session.user.id === userId),
    evictCompany: (companyId) => evictWhere((session) => session.user.companyId === companyId),
    clear: () => evictWhere(() => true),
  };
}
