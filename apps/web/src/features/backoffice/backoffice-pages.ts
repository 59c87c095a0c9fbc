import type { ComponentType } from 'react';
import type { BackofficePageName } from './backoffice-routes';

type PageLoader = () => Promise<ComponentType>;

/**
 * The backoffice pages that exist, each loaded on first visit. A new page is one entry here
 * (its subpath, title and permission are already in BACKOFFICE_PAGES); the router registers it
 * and the side menu and dashboard shortcuts start showing it to the staff allowed to open it.
 */
export const BACKOFFICE_PAGE_LOADERS: Partial<Record<BackofficePageName, PageLoader>> = {
  dashboard: async () =>
    (await import('./dashboard/backoffice-dashboard-page')).BackofficeDashboardPage,
  plans: async () => (await import('./plans/plans-page')).PlansPage,
  subscriptions: async () => (await import('./subscriptions/subscriptions-page')).SubscriptionsPage,
  stats: async () => (await import('./stats/stats-page')).BackofficeStatsPage,
  settings: async () => (await import('./settings/settings-page')).BackofficeSettingsPage,
  users: async () => (await import('./users/staff-users-page')).StaffUsersPage,
  payments: async () => (await import('./payments/payments-page')).BackofficePaymentsPage,
  webhooks: async () => (await import('./webhooks/webhooks-page')).BackofficeWebhooksPage,
  leads: async () => (await import('./leads/leads-page')).BackofficeLeadsPage,
  invoices: async () => (await import('./invoices/invoices-page')).BackofficeInvoicesPage,
};

export const REGISTERED_BACKOFFICE_PAGES: ReadonlySet<BackofficePageName> = new Set(
  Object.keys(BACKOFFICE_PAGE_LOADERS) as BackofficePageName[],
);
