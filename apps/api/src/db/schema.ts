/**
 * Every table of the app, gathered for Drizzle (typed queries) and drizzle-kit (migrations).
 * A feature adds its tables by exporting them from its `<feature>.table.ts` and listing it here.
 */

export * from '../features/activity/activity.table';
export * from '../features/api-tokens/api-tokens.table';
export * from '../features/auth/auth.table';
export * from '../features/backoffice/backoffice.table';
export * from '../features/billing/checkout.table';
export * from '../features/billing/plans.table';
export * from '../features/billing/subscriptions.table';
export * from '../features/billing/webhooks.table';
export * from '../features/check-ins/check-ins.table';
export * from '../features/comments/comments.table';
export * from '../features/companies/companies.table';
export * from '../features/cycle-close/cycle-close.table';
export * from '../features/cycle-close/cycle-score-sums.table';
export * from '../features/cycle-close/key-result-sums.table';
export * from '../features/cycles/cycles.table';
export * from '../features/evolution/evolution.table';
export * from '../features/invoices/invoices.table';
export * from '../features/kpis/kpis.table';
export * from '../features/leads/leads.table';
export * from '../features/mail/mail.table';
export * from '../features/oauth/oauth.table';
export * from '../features/objectives/check-in-weeks.table';
export * from '../features/objectives/coach-plan.table';
export * from '../features/objectives/initiatives/initiatives.table';
export * from '../features/objectives/key-result-risks.table';
export * from '../features/objectives/objectives.table';
export * from '../features/planning/planning.table';
export * from '../features/platform-settings/platform-settings.table';
export * from '../features/privacy/privacy.table';
export * from '../features/public-api/public-api.table';
export * from '../features/rate-limits/rate-limits.table';
export * from '../features/read-cache/company-versions.table';
export * from '../features/reminders/reminders.table';
export * from '../features/scim/scim.table';
export * from '../features/settings/settings.table';
export * from '../features/sso/backchannel-logout.table';
export * from '../features/sso/saml.table';
export * from '../features/sso/sso.table';
export * from '../features/sso-domains/sso-domains.table';
export * from '../features/teams/teams.table';
export * from '../features/users/users.table';
export * from '../features/webhooks/webhooks.table';
export * from '../features/whatsapp/whatsapp.table';
