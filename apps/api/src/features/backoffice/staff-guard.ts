import {
  type StaffAction,
  type StaffPermission,
  staffAuthErrorCodes,
  staffAuthMessages,
  staffMay,
} from '@rumo/shared/backoffice/auth';
import type { FastifyRequest } from 'fastify';
import { forbidden } from '../../lib/errors';
import { staffOf } from '../../plugins/auth';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The caller's own account (logout, me, verify, own password): open to every signed-in staff
     * member, a Visualizador and someone who must still choose a password included. Only the
     * routes of staff-auth.routes.ts declare it.
     */
    staffOwnAccount?: boolean;
  }
}

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Hook of the whole backoffice scope, right after `authenticateStaff` (app.ts), so that no staff
 * route can forget it:
 * - someone whose password was set by another person (created or reset by an admin) reaches
 *   only their own account until they choose a password: 403 STAFF_PASSWORD_CHANGE_REQUIRED;
 * - a Visualizador never writes, whatever flags it holds: every method but GET/HEAD/OPTIONS
 *   answers 403 STAFF_VIEWER_READ_ONLY.
 * Routes of the own account declare `config: { staffOwnAccount: true }`.
 */
export async function guardStaffScope(request: FastifyRequest): Promise<void> {
  if (request.routeOptions.config.staffOwnAccount) return;
  const staff = staffOf(request);
  if (staff.mustChangePassword) {
    throw forbidden(
      staffAuthMessages.passwordChangeRequired,
      staffAuthErrorCodes.passwordChangeRequired,
    );
  }
  if (staff.role === 'viewer' && !READ_METHODS.has(request.method)) {
    throw forbidden(staffAuthMessages.viewerReadOnly, staffAuthErrorCodes.viewerReadOnly);
  }
}

export interface StaffRule {
  /** The permission flag of spec §2/§3 the route needs (the staff member's own flags). */
  permission?: StaffPermission;
  /** The spec §6 role rule the route needs, whatever the flags say. */
  action?: StaffAction;
}

/**
 * The guard of each backoffice route: the permission flag AND the spec §6 role rule; 403 with
 * `staffAuthMessages.forbidden` otherwise. It runs after the backoffice scope's
 * `authenticateStaff` and `guardStaffScope` (app.ts), as a route `onRequest` hook, so a refused
 * caller gets 403 before the body is validated:
 *
 *   app.delete('/:id', {
 *     onRequest: requireStaff({ permission: 'subscription_plans', action: 'deletePlans' }),
 *     schema: { ..., security: [{ bearerAuth: [] }], response: { ..., ...errorResponses(401, 403) } },
 *   }, async (request) => { const staff = staffOf(request); ... });
 *
 * Routes with neither (`requireStaff({})`) only need a signed-in staff member; the authorization
 * matrix expects every staff route except the own-account ones to refuse a staff member without
 * flags. Who may do what is docs/staff-permissions.md.
 */
export function requireStaff(rule: StaffRule) {
  return async (request: FastifyRequest): Promise<void> => {
    const staff = staffOf(request);
    if (rule.permission && !staff.permissions[rule.permission]) {
      throw forbidden(staffAuthMessages.forbidden);
    }
    if (rule.action && !staffMay(staff.role, rule.action)) {
      throw forbidden(staffAuthMessages.forbidden);
    }
  };
}
