import type { FastifyPluginAsync } from 'fastify';
import { backofficeDashboardRoutes } from './dashboard.routes';
import { backofficeLeadRoutes } from './leads.routes';
import { backofficePaymentRoutes } from './payments.routes';
import { backofficePlanRoutes } from './plans.routes';
import { backofficeSubscriptionRoutes } from './subscriptions.routes';
import { backofficeWebhookRoutes } from './webhooks.routes';

/** The backoffice's billing calls (spec §7), registered under /api/backoffice in the staff scope. */
export const backofficeBillingRoutes: FastifyPluginAsync = async (app) => {
  await app.register(backofficePlanRoutes);
  await app.register(backofficePaymentRoutes, { prefix: '/payments' });
  await app.register(backofficeWebhookRoutes, { prefix: '/webhooks' });
  await app.register(backofficeLeadRoutes, { prefix: '/leads' });
  await app.register(backofficeSubscriptionRoutes, { prefix: '/subscriptions' });
  await app.register(backofficeDashboardRoutes, { prefix: '/dashboard' });
};
