import {
  type StaffAction,
  type StaffPermission,
  staffAuthMessages,
  staffMay,
} from '@rumo/shared/backoffice/auth';
import type { FastifyRequest } from 'fastify';
import { forbidden } from '../../lib/errors';
import { staffOf } from '../../plugins/auth';

export interface StaffRule {
  /** The permission flag of spec §2/§3 the route needs (the staff member's own flags). */
  permission?: StaffPermission;
  /** The spec §6 role rule the route needs, whatever the flags say. */
  action?: StaffAction;
}

/**
 * The guard of each backoffice route: the permission flag AND the spec §6 role rule; 403 with
 * `staffAuthMessages.forbidden` otherwise. It runs after the backoffice scope's
 * `authenticateStaff` (routes registered in that scope in app.ts), as a route `onRequest` hook,
 * so a refused caller gets 403 before the body is validated:
 *
 *   app.delete('/:id', {
 *     onRequest: requireStaff({ permission: 'subscription_plans', action: 'deletePlans' }),
 *     schema: { ..., security: [{ bearerAuth: [] }], response: { ..., ...errorResponses(401, 403) } },
 *   }, async (request) => { const staff = staffOf(request); ... });
 *
 * Routes with neither (`requireStaff({})`) only need a signed-in staff member; the authorization
 * matrix expects every staff route except /auth/me, /auth/verify and /auth/logout to refuse a
 * staff member without flags.
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
