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
    (await import('./pages/backoffice-dashboard-page')).BackofficeDashboardPage,
  plans: async () => (await import('./pages/plans-page')).PlansPage,
  subscriptions: async () => (await import('./pages/subscriptions-page')).SubscriptionsPage,
  stats: async () => (await import('./pages/stats-page')).BackofficeStatsPage,
  settings: async () => (await import('./pages/settings-page')).BackofficeSettingsPage,
  users: async () => (await import('./pages/staff-users-page')).StaffUsersPage,
  payments: async () => (await import('./pages/payments-page')).BackofficePaymentsPage,
  webhooks: async () => (await import('./pages/webhooks-page')).BackofficeWebhooksPage,
  leads: async () => (await import('./pages/leads-page')).BackofficeLeadsPage,
  invoices: async () => (await import('./pages/invoices-page')).BackofficeInvoicesPage,
};

export const REGISTERED_BACKOFFICE_PAGES: ReadonlySet<BackofficePageName> = new Set(
  Object.keys(BACKOFFICE_PAGE_LOADERS) as BackofficePageName[],
);
