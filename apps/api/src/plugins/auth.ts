import {
  type StaffPermissions,
  type StaffRole,
  staffAuthMessages,
} from '@rumo/shared/backoffice/auth';
import { errorCodes, errorMessages } from '@rumo/shared/common/errors';
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { sizeClassScope } from '../db/auto-prepare';
import type { Database } from '../db/database';
import {
  createSessionCache,
  createVerifiedTokenCache,
  type LiveSessionRow,
  type SessionCache,
  type SessionPrincipal,
  verifySessionToken,
} from '../features/auth/public';
import type { SessionSubscription } from '../features/billing/public';
import { forbidden, unauthorized } from '../lib/errors';

/** The signed-in customer of a request, set by `app.authenticate`. */
export type AuthUser = SessionPrincipal;

/**
 * A signed-in staff member of the backoffice, set by `app.authenticateStaff`. Role and flags
 * are read from the database on each request, so a change applies at once.
 */
export interface StaffUser {
  id: string;
  /** The `staff_sessions` row of the access token (its `jti`). */
  sessionId: string;
  role: StaffRole;
  permissions: StaffPermissions;
  /** Until set false by choosing a password, only the own-account routes answer. */
  mustChangePassword: boolean;
}

/** Who is calling: a company's customer or a staff member, never both (token audiences differ). */
export type Principal =
  | {
      kind: 'customer';
      user: AuthUser;
      /** The company's subscription as the session cache read it (the read-only guard's input). */
      subscription: SessionSubscription | null;
      /** The company's size class (decision 0052). */
      sizeClass: string;
    }
  | { kind: 'staff'; staff: StaffUser };

export type AuthHook = (request: FastifyRequest) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Hook (onRequest or preHandler): 401 unless the bearer token's session is live. */
    authenticate: AuthHook;
    /** onRequest hook placed before `authenticate`: see `sizeClassScope`. */
    enterSizeClassScope: onRequestHookHandler;
    /** Hook placed after `authenticate`: 403 unless the user is a company admin. */
    requireAdmin: AuthHook;
    /**
     * Hook of the backoffice scope: 401 unless the bearer token is a staff access token whose
     * session is live (not revoked, within its 15 minutes) and whose staff member is active.
     */
    authenticateStaff: AuthHook;
    /**
     * Live customer sessions read in the last seconds (features/auth/session-cache.ts): evict
     * through it after revoking a session or changing a user's role, status or subscription.
     */
    sessionCache: SessionCache<SessionSubscription>;
  }
  interface FastifyRequest {
    /** Null until a scope's hook authenticates the caller; read it through `customerOf`. */
    auth: Principal | null;
  }
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}

/** The customer calling a route of the customer scope; 401 for anyone else. */
export function customerOf(request: FastifyRequest): AuthUser {
  if (request.auth?.kind !== 'customer') throw unauthorized();
  return request.auth.user;
}

/** The company's subscription read with the caller's session (null: none, or not a customer). */
export function customerSubscriptionOf(request: FastifyRequest): SessionSubscription | null {
  return request.auth?.kind === 'customer' ? request.auth.subscription : null;
}

/** The staff member calling a route of the backoffice scope; 401 for anyone else. */
export function staffOf(request: FastifyRequest): StaffUser {
  if (request.auth?.kind !== 'staff') throw unauthorized(staffAuthMessages.unauthorized);
  return request.auth.staff;
}

export interface AuthPluginOptions {
  /**
   * The backoffice's live-session lookup, passed in by app.ts: the backoffice imports this
   * plugin (`staffOf`), so importing the backoffice here would close an import cycle.
   */
  findStaffSession(
    db: Database,
    sessionId: string,
    staffUserId: string,
    now: Date,
  ): Promise<StaffUser | undefined>;
  /**
   * Reads a live session with its company's subscription access in one statement: billing's
   * (above auth), handed in by app.ts.
   */
  findLiveSession: (
    db: Database,
    sessionId: string,
    userId: string,
  ) => Promise<LiveSessionRow<SessionSubscription> | undefined>;
}

export const authPlugin = fp<AuthPluginOptions>(
  async (app: FastifyInstance, { findStaffSession, findLiveSession }) => {
    app.decorateRequest('auth', null);
    const sessionCache = createSessionCache<SessionSubscription>({
      load: (sessionId, userId) => findLiveSession(app.db, sessionId, userId),
      now: app.now,
    });
    app.decorate('sessionCache', sessionCache);
    const verifyCustomerToken = createVerifiedTokenCache(app.config.jwtSecret, 'customer', app.now);

    app.decorate('authenticate', async (request: FastifyRequest) => {
      const token = bearerToken(request);
      if (!token) throw unauthorized();
      const claims = await verifyCustomerToken(token);
      const session = claims ? await sessionCache.get(claims.sessionId, claims.userId) : undefined;
      if (!session) throw unauthorized(errorMessages.sessionExpired, errorCodes.sessionInvalid);
      request.auth = { kind: 'customer', ...session };
      const scope = sizeClassScope.getStore();
      if (scope) scope.sizeClass = session.sizeClass;
    });

    // The customer scope's first hook: the rest of the request runs inside the scope, which
    // `authenticate` fills with the company's size class.
    app.decorate('enterSizeClassScope', (_request, _reply, done: () => void) => {
      sizeClassScope.run({ sizeClass: '' }, done);
    });

    app.decorate('authenticateStaff', async (request: FastifyRequest) => {
      const token = bearerToken(request);
      if (!token) throw unauthorized(staffAuthMessages.unauthorized);
      const now = app.now();
      const claims = await verifySessionToken(token, app.config.jwtSecret, 'staff', now);
      const staff = claims
        ? await findStaffSession(app.db, claims.sessionId, claims.userId, now)
        : undefined;
      if (!staff) throw unauthorized(staffAuthMessages.invalidRefresh, errorCodes.sessionInvalid);
      request.auth = { kind: 'staff', staff };
    });

    app.decorate('requireAdmin', async (request: FastifyRequest) => {
      if (customerOf(request).role !== 'admin') throw forbidden();
    });
  },
  { name: 'rumo-auth', dependencies: ['rumo-context'] },
);
