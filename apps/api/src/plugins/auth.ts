import type { UserRole } from '@rumo/shared/auth/contracts';
import {
  type StaffPermissions,
  type StaffRole,
  staffAuthMessages,
} from '@rumo/shared/backoffice/auth';
import { errorCodes, errorMessages } from '@rumo/shared/common/errors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { verifySessionToken } from '../features/auth/session-token';
import { findActiveSessionUser } from '../features/auth/sessions.repository';
import { findActiveStaffSession } from '../features/backoffice/staff-sessions.repository';
import { forbidden, unauthorized } from '../lib/errors';

/** The signed-in customer of a request, set by `app.authenticate`. */
export interface AuthUser {
  id: string;
  companyId: string;
  role: UserRole;
  sessionId: string;
}

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
}

/** Who is calling: a company's customer or a staff member, never both (token audiences differ). */
export type Principal = { kind: 'customer'; user: AuthUser } | { kind: 'staff'; staff: StaffUser };

export type AuthHook = (request: FastifyRequest) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Hook (onRequest or preHandler): 401 unless the bearer token's session is live. */
    authenticate: AuthHook;
    /** Hook placed after `authenticate`: 403 unless the user is a company admin. */
    requireAdmin: AuthHook;
    /**
     * Hook of the backoffice scope: 401 unless the bearer token is a staff access token whose
     * session is live (not revoked, within its 15 minutes) and whose staff member is active.
     */
    authenticateStaff: AuthHook;
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

/** The staff member calling a route of the backoffice scope; 401 for anyone else. */
export function staffOf(request: FastifyRequest): StaffUser {
  if (request.auth?.kind !== 'staff') throw unauthorized(staffAuthMessages.unauthorized);
  return request.auth.staff;
}

export const authPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('auth', null);

    app.decorate('authenticate', async (request: FastifyRequest) => {
      const token = bearerToken(request);
      if (!token) throw unauthorized();
      const claims = await verifySessionToken(token, app.config.jwtSecret, 'customer');
      const user = claims
        ? await findActiveSessionUser(app.db, claims.sessionId, claims.userId)
        : undefined;
      if (!user) throw unauthorized(errorMessages.sessionExpired, errorCodes.sessionInvalid);
      request.auth = { kind: 'customer', user };
    });

    app.decorate('authenticateStaff', async (request: FastifyRequest) => {
      const token = bearerToken(request);
      if (!token) throw unauthorized(staffAuthMessages.unauthorized);
      const now = app.now();
      const claims = await verifySessionToken(token, app.config.jwtSecret, 'staff', now);
      const staff = claims
        ? await findActiveStaffSession(app.db, claims.sessionId, claims.userId, now)
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
