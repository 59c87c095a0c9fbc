import { billingErrorCodes, billingMessages } from '@rumo/shared/billing/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors';
import { customerOf, customerSubscriptionOf } from '../../plugins/auth';
import { effectiveGraceDays } from '../platform-settings/public';
import { billingAccess } from './access';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Writes a read-only company may still make: its own session and profile, the subscription that
 * restores it, and its LGPD rights (export, deletion).
 */
const ALWAYS_ALLOWED = ['/api/auth/', '/api/billing/', '/api/profile', '/api/privacy/'];

/**
 * Hook for the customer scope, after authentication: a company whose trial ended, whose payment
 * is past the grace period or whose subscription ended keeps reading everything, and every
 * other write answers 402 with the reason. Nothing is deleted; a payment restores writes at once.
 */
export function readOnlyGuard(app: FastifyInstance) {
  return async (request: FastifyRequest) => {
    if (READS.has(request.method)) return;
    const route = request.routeOptions.url ?? request.url;
    if (ALWAYS_ALLOWED.some((prefix) => route.startsWith(prefix))) return;
    customerOf(request);
    // Read with the session (one statement, cached for seconds); the clock decides each time,
    // so a trial or a grace period still ends on time.
    const access = billingAccess(
      customerSubscriptionOf(request) ?? undefined,
      app.now(),
      await effectiveGraceDays(app.db, app.config),
    );
    if (access.readOnly && access.reason) {
      throw new AppError(402, billingErrorCodes.readOnly, billingMessages.readOnly[access.reason]);
    }
  };
}
