import { createEfiClient, type EfiClient } from '@rumo/efi';
import type { NfseProvider } from '@rumo/nfse';
import { configureZodLocale } from '@rumo/shared/common/zod-locale';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import type { Database } from './db/database';
import { registerFeatureEvents } from './events/domain-events';
import { activityEvents } from './features/activity/activity.events';
import { activityRoutes } from './features/activity/activity.routes';
import { findCreatorName } from './features/activity/public';
import { apiTokenRoutes } from './features/api-tokens/public';
import { authRoutes, sessionRoutes } from './features/auth/auth.routes';
import { invitationAcceptanceRoutes } from './features/auth/invitation-acceptance.routes';
import { signInAuditRoutes } from './features/auth/sign-ins.routes';
import { auditLogRoutes } from './features/backoffice/audit-log.routes';
import { backofficeBillingRoutes } from './features/backoffice/billing/backoffice-billing.routes';
import { fiscalSettingsRoutes } from './features/backoffice/invoices/fiscal-settings.routes';
import { backofficeInvoiceRoutes } from './features/backoffice/invoices/invoices.routes';
import { findActiveStaffSession, guardStaffScope } from './features/backoffice/public';
import { backofficeSettingsRoutes } from './features/backoffice/settings/settings.routes';
import { staffAuthRoutes, staffSessionRoutes } from './features/backoffice/staff-auth.routes';
import { staffUserRoutes } from './features/backoffice/staff-users.routes';
import {
  backofficeCompanyRoutes,
  backofficeStatsRoutes,
} from './features/backoffice/stats/stats.routes';
import { billingJobs } from './features/billing/billing.jobs';
import { billingAccountRoutes } from './features/billing/billing-account.routes';
import { checkoutRoutes } from './features/billing/checkout.routes';
import { planRoutes } from './features/billing/plans.routes';
import { findLiveSession, readOnlyGuard, signupTrial } from './features/billing/public';
import { purchaseActivationRoutes } from './features/billing/purchase-activation.routes';
import { webhookRoutes } from './features/billing/webhooks.routes';
import { checkInRoutes } from './features/check-ins/check-ins.routes';
import { keyResultTrends } from './features/check-ins/public';
import { commentEvents } from './features/comments/comments.events';
import { commentRoutes } from './features/comments/comments.routes';
import { cycleCloseRoutes } from './features/cycle-close/cycle-close.routes';
import { cyclesRoutes } from './features/cycles/cycles.routes';
import { dashboardRoutes } from './features/dashboard/dashboard.routes';
import { devRoutes } from './features/dev/dev.routes';
import { checkInEvolutionEvents, evolutionEvents } from './features/evolution/evolution.events';
import { evolutionRoutes } from './features/evolution/evolution.routes';
import { evolutionJobs } from './features/evolution/public';
import { healthRoutes } from './features/health/health.routes';
import { invoiceEvents } from './features/invoices/invoices.events';
import { invoiceJobs } from './features/invoices/invoices.jobs';
import { invoiceRoutes } from './features/invoices/invoices.routes';
import { nfseWebhookRoutes } from './features/invoices/nfse-webhook.routes';
import { kpiRoutes } from './features/kpis/kpis.routes';
import { leadRoutes } from './features/leads/leads.routes';
import { createMailer, type Mailer, smtpTransport } from './features/mail/public';
import { mcpRoutes } from './features/mcp/mcp.routes';
import { myWeekRoutes } from './features/my-week/my-week.routes';
import { oauthConsentRoutes, oauthRoutes } from './features/oauth/public';
import { approvalRoutes } from './features/objectives/approval.routes';
import { coachRoutes } from './features/objectives/coach.routes';
import { coverageRoutes } from './features/objectives/coverage.routes';
import { cycleExportRoutes } from './features/objectives/cycle-export.routes';
import { initiativesRoutes } from './features/objectives/initiatives/initiatives.routes';
import { keyResultsRoutes } from './features/objectives/key-results.routes';
import { objectivesRoutes } from './features/objectives/objectives.routes';
import {
  countObjectivesByCycle,
  keyResultsOfKpi,
  teamObjectives,
} from './features/objectives/public';
import { okrImportRoutes } from './features/okr-import/okr-import.routes';
import { partitionJobs } from './features/partitions/public';
import { pillarsRoutes, planningRoutes } from './features/planning/planning.routes';
import { presentationRoutes } from './features/presentation/presentation.routes';
import { privacyRoutes } from './features/privacy/privacy.routes';
import { privacyJobs } from './features/privacy/public';
import { profileRoutes } from './features/profile/profile.routes';
import { publicApiRoutes } from './features/public-api/public';
import { createCompanyReadCache } from './features/read-cache/public';
import { reminderJobs } from './features/reminders/reminders.jobs';
import {
  notificationPreferencesRoutes,
  unsubscribeRoutes,
} from './features/reminders/reminders.routes';
import { answerScimRouterError, isScimRequest } from './features/scim/public';
import { scimRoutes } from './features/scim/scim.routes';
import { scimTokenRoutes } from './features/scim/scim-tokens.routes';
import { searchRoutes } from './features/search/search.routes';
import { settingsRoutes } from './features/settings/settings.routes';
import { ssoPublicRoutes } from './features/sso/oidc.routes';
import { samlAdminRoutes, samlPublicRoutes } from './features/sso/saml.routes';
import { ssoAdminRoutes } from './features/sso/sso.routes';
import {
  overridableTxtResolver,
  provisionOnFirstSignIn,
  ssoDomainsDevRoutes,
  ssoRequiredFor,
  systemTxtResolver,
  type TxtResolver,
} from './features/sso-domains/public';
import { ssoDomainRoutes } from './features/sso-domains/sso-domains.routes';
import { teamRoutes } from './features/teams/teams.routes';
import { userManagementRoutes } from './features/user-management/user-management.routes';
import { webhookEndpointRoutes, webhookEvents, webhookJobs } from './features/webhooks/public';
import { createWhatsappClientFor, mountWhatsappSimulator } from './features/whatsapp/public';
import { whatsappEvents } from './features/whatsapp/whatsapp.events';
import { whatsappJobs } from './features/whatsapp/whatsapp.jobs';
import { whatsappLinkRoutes } from './features/whatsapp/whatsapp.routes';
import { whatsappWebhookRoutes } from './features/whatsapp/whatsapp-webhook.routes';
import { registerFeatureJobs } from './jobs/feature-jobs';
import type { JobQueue } from './jobs/job-queue';
import { createJobQueue } from './jobs/pg-boss-queue';
import { type Clock, systemClock } from './lib/clock';
import { authPlugin } from './plugins/auth';
import { contextPlugin } from './plugins/context';
import { mountEfiSimulator, simulatorHeaders } from './plugins/efi-simulator';
import { answerRouterError, errorHandlerPlugin } from './plugins/error-handler';
import { answerClientError, httpErrorsPlugin, httpServerOptions } from './plugins/http-errors';
import { injectFetch } from './plugins/inject-fetch';
import { inputGuardPlugin } from './plugins/input-guard';
import { multipartPlugin } from './plugins/multipart';
import { createNfseProvider, mountNfseSimulator } from './plugins/nfse-simulator';
import { openApiPlugin } from './plugins/openapi';
import { rateLimitPlugin } from './plugins/rate-limit';
import { RequestLogController } from './plugins/request-log';
import { securityPlugin } from './plugins/security';
import { webAppPlugin } from './plugins/web-app';

export interface BuildAppOptions {
  config: AppConfig;
  db: Database;
  /** Defaults to the outbox mailer, delivering over SMTP when SMTP_URL is set. */
  mailer?: Mailer;
  /** Defaults to a client of `config.efi` (the simulator this app mounts, reached in-process). */
  efi?: EfiClient;
  /** Defaults to a Focus NFe client of `config.nfse` (the simulator this app mounts, in-process). */
  nfse?: NfseProvider;
  /** Defaults to the system clock. */
  now?: Clock;
  /** Defaults to a pg-boss queue on `db`, created here and stopped when the app closes. */
  jobs?: JobQueue;
  /**
   * Mode of that default queue: `run` (workers poll, schedules fire) or `manual` (jobs run only
   * through `app.jobs.drain()`). Defaults to `manual` when `config.nodeEnv` is `test`, else `run`;
   * server.ts always asks for `run`, so a real server (e2e under NODE_ENV=test too) runs its jobs.
   */
  jobsMode?: 'run' | 'manual';
  /**
   * Reads DNS TXT records (domain verification). Defaults to node:dns; outside production the
   * default also answers the names set through `PUT /api/dev/dns-txt` (the e2e server's double).
   */
  resolveTxt?: TxtResolver;
}

export type App = FastifyInstance;

configureZodLocale();

function loggerOptions(config: AppConfig) {
  if (config.nodeEnv === 'development') {
    return {
      level: config.logLevel,
      transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss' } },
    };
  }
  return { level: config.logLevel };
}

/** The whole HTTP app, without listening: server.ts starts it, tests `inject` into it. */
export async function buildApp({
  config,
  db,
  mailer,
  efi,
  nfse,
  now,
  jobs,
  jobsMode,
  resolveTxt,
}: BuildAppOptions): Promise<App> {
  const app = Fastify({
    logger: loggerOptions(config),
    trustProxy: config.trustProxy,
    // Unique across replicas, unlike Fastify's per-process counter.
    genReqId: () => crypto.randomUUID(),
    // One line per request worth reading instead of two per request (plugins/request-log.ts).
    logController: new RequestLogController(),
    // The router's own errors (a malformed %-encoding, an over-long id) answer the standard body.
    frameworkErrors: (error, request, reply) =>
      isScimRequest(request)
        ? answerScimRouterError(error, request, reply)
        : answerRouterError(error, request, reply),
    // Below the router (parser errors, no Host, Expect, CONNECT): the standard pt-BR body too.
    clientErrorHandler: answerClientError,
    http: httpServerOptions,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const appMailer =
    mailer ??
    createMailer({
      from: config.mailFrom,
      transport: config.smtpUrl ? smtpTransport(config.smtpUrl) : undefined,
      logger: app.log,
      now: now ?? systemClock,
    });

  const efiClient =
    efi ??
    createEfiClient({
      baseUrl: config.efi.baseUrl,
      clientId: config.efi.clientId,
      clientSecret: config.efi.clientSecret,
      ...(config.efi.mode === 'simulator'
        ? { fetch: injectFetch(app, simulatorHeaders(config.efi.simulatorSecret)) }
        : {}),
    });
  let jobQueue = jobs;
  if (!jobQueue) {
    const created = createJobQueue(db, {
      mode: jobsMode ?? (config.nodeEnv === 'test' ? 'manual' : 'run'),
      logger: app.log,
    });
    // Stops before the database closes (server.ts and the test app close the app first).
    app.addHook('onClose', () => created.stop());
    jobQueue = created;
  }

  const whatsapp = config.whatsapp
    ? {
        whatsapp: config.whatsapp,
        client: createWhatsappClientFor(app, config.whatsapp, config.nodeEnv === 'test'),
      }
    : null;

  const devDns =
    config.nodeEnv === 'production' ? undefined : overridableTxtResolver(systemTxtResolver);
  const txtResolver = resolveTxt ?? devDns?.resolver ?? systemTxtResolver;

  await app.register(contextPlugin, {
    config,
    db,
    mailer: appMailer,
    efi: efiClient,
    nfse: nfse ?? createNfseProvider(app, config),
    now: now ?? systemClock,
    jobs: jobQueue,
  });
  await app.register(errorHandlerPlugin);
  await app.register(inputGuardPlugin);
  await app.register(securityPlugin);
  await app.register(httpErrorsPlugin);
  await app.register(rateLimitPlugin);
  await app.register(multipartPlugin);
  await app.register(openApiPlugin);
  await app.register(authPlugin, { findStaffSession: findActiveStaffSession, findLiveSession });

  // Features: each one is a plugin registered under its URL prefix, here and nowhere else,
  // inside the scope that decides who may call it: the customer scope checks the session once.
  await app.register(async (open) => {
    await open.register(healthRoutes, { prefix: '/api' });
    await open.register(authRoutes, {
      prefix: '/api/auth',
      signup: signupTrial(config),
      ssoRequired: ssoRequiredFor(),
    });
    await open.register(planRoutes, { prefix: '/api/plans' });
    await open.register(leadRoutes, { prefix: '/api/leads' });
    await open.register(checkoutRoutes, { prefix: '/api' });
    await open.register(purchaseActivationRoutes, { prefix: '/api/auth' });
    await open.register(invitationAcceptanceRoutes, {
      prefix: '/api/auth',
      inviterOf: (db, companyId, userId) => findCreatorName(db, companyId, 'user', userId),
    });
    await open.register(webhookRoutes, { prefix: '/api/webhooks' });
    await open.register(nfseWebhookRoutes, { prefix: '/api/webhooks' });
    if (whatsapp)
      await open.register(whatsappWebhookRoutes, { prefix: '/api/webhooks', ...whatsapp });
    await open.register(staffAuthRoutes, { prefix: '/api/backoffice/auth' });
    await open.register(unsubscribeRoutes, { prefix: '/api/notifications' });
    await open.register(ssoPublicRoutes, { prefix: '/api/sso', provisionOnFirstSignIn });
    await open.register(samlPublicRoutes, { prefix: '/api/sso/saml', provisionOnFirstSignIn });
  });
  await app.register(async (customer) => {
    customer.addHook('onRequest', customer.enterSizeClassScope);
    customer.addHook('onRequest', customer.authenticate);
    if (config.readCache) {
      const readCache = createCompanyReadCache(customer);
      customer.addHook('onRequest', readCache.serve);
      customer.addHook('onSend', readCache.keep);
      customer.addHook('onResponse', readCache.release);
      customer.addHook('onRequestAbort', readCache.release);
    }
    customer.addHook('preHandler', readOnlyGuard(customer));
    await customer.register(sessionRoutes, { prefix: '/api/auth' });
    await customer.register(signInAuditRoutes, { prefix: '/api/auth' });
    await customer.register(profileRoutes, { prefix: '/api/profile' });
    await customer.register(notificationPreferencesRoutes, {
      prefix: '/api/profile/notifications',
    });
    await customer.register(teamRoutes, { prefix: '/api/teams', objectives: teamObjectives });
    await customer.register(userManagementRoutes, { prefix: '/api/users' });
    await customer.register(settingsRoutes, { prefix: '/api/settings' });
    await customer.register(ssoDomainRoutes, {
      prefix: '/api/sso-domains',
      resolveTxt: txtResolver,
    });
    await customer.register(ssoAdminRoutes, { prefix: '/api/sso' });
    await customer.register(samlAdminRoutes, { prefix: '/api/sso/saml' });
    await customer.register(checkInRoutes, { prefix: '/api' });
    await customer.register(dashboardRoutes, { prefix: '/api/dashboard' });
    await customer.register(myWeekRoutes, { prefix: '/api/my-week' });
    await customer.register(evolutionRoutes, { prefix: '/api/evolution' });
    await customer.register(cyclesRoutes, {
      prefix: '/api/cycles',
      countObjectives: countObjectivesByCycle,
    });
    await customer.register(cycleExportRoutes, { prefix: '/api/cycles' });
    await customer.register(cycleCloseRoutes, { prefix: '/api' });
    await customer.register(planningRoutes, { prefix: '/api/planning' });
    await customer.register(coverageRoutes, { prefix: '/api/planning' });
    await customer.register(coachRoutes, { prefix: '/api/planning' });
    await customer.register(pillarsRoutes, { prefix: '/api/pillars' });
    await customer.register(objectivesRoutes, { prefix: '/api/objectives', keyResultTrends });
    await customer.register(approvalRoutes, { prefix: '/api', keyResultTrends });
    await customer.register(keyResultsRoutes, { prefix: '/api' });
    await customer.register(initiativesRoutes, { prefix: '/api' });
    await customer.register(activityRoutes, { prefix: '/api' });
    await customer.register(commentRoutes, { prefix: '/api' });
    await customer.register(privacyRoutes, { prefix: '/api/privacy' });
    await customer.register(billingAccountRoutes, { prefix: '/api/billing' });
    await customer.register(invoiceRoutes, { prefix: '/api/billing' });
    await customer.register(searchRoutes, { prefix: '/api/search' });
    await customer.register(kpiRoutes, { prefix: '/api/kpis', linkedKeyResults: keyResultsOfKpi });
    await customer.register(presentationRoutes, { prefix: '/api/presentation' });
    await customer.register(okrImportRoutes, { prefix: '/api/okr-import', keyResultTrends });
    await customer.register(scimTokenRoutes, { prefix: '/api/scim-tokens' });
    if (whatsapp)
      await customer.register(whatsappLinkRoutes, { prefix: '/api/whatsapp', ...whatsapp });
    await customer.register(apiTokenRoutes, { prefix: '/api/api-tokens' });
    await customer.register(oauthConsentRoutes, { prefix: '/api/oauth' });
    await customer.register(webhookEndpointRoutes, { prefix: '/api/integrations/webhooks' });
  });
  // The backoffice: staff tokens only (a customer token answers 401, and a staff token answers
  // 401 in the customer scope). `guardStaffScope` holds a pending password change and keeps a
  // Visualizador read-only on every route; each route adds `requireStaff({ permission, action })`.
  await app.register(async (staff) => {
    staff.addHook('onRequest', staff.authenticateStaff);
    staff.addHook('onRequest', guardStaffScope);
    await staff.register(staffSessionRoutes, { prefix: '/api/backoffice/auth' });
    await staff.register(staffUserRoutes, { prefix: '/api/backoffice/users' });
    await staff.register(auditLogRoutes, { prefix: '/api/backoffice/audit-log' });
    await staff.register(backofficeBillingRoutes, { prefix: '/api/backoffice' });
    await staff.register(backofficeStatsRoutes, { prefix: '/api/backoffice/stats' });
    await staff.register(backofficeCompanyRoutes, { prefix: '/api/backoffice/companies' });
    await staff.register(backofficeSettingsRoutes, { prefix: '/api/backoffice/settings' });
    await staff.register(fiscalSettingsRoutes, { prefix: '/api/backoffice/settings/fiscal' });
    await staff.register(backofficeInvoiceRoutes, { prefix: '/api/backoffice/invoices' });
  });
  // The public API (issue 26): API tokens only, never a session.
  await app.register(publicApiRoutes, { prefix: '/api/v1' });
  // SCIM 2.0 for identity providers: its own bearer tokens, errors and content type.
  await app.register(scimRoutes, { prefix: '/scim/v2' });
  // MCP (Streamable HTTP) for AI assistants: the company's API tokens, JSON-RPC bodies.
  await app.register(mcpRoutes, { prefix: '/mcp' });
  await app.register(oauthRoutes);
  // Background work of the features (workers and schedules), once their routes are in.
  await registerFeatureJobs(app, [
    partitionJobs,
    privacyJobs,
    billingJobs,
    reminderJobs,
    evolutionJobs,
    invoiceJobs,
    webhookJobs,
    whatsappJobs(whatsapp),
  ]);
  // Reactions to other features' domain events, delivered after the writer's commit.
  registerFeatureEvents(app.events, [
    evolutionEvents,
    activityEvents,
    commentEvents,
    checkInEvolutionEvents(app),
    invoiceEvents(app.jobs),
    ...(whatsapp ? [whatsappEvents(whatsapp)] : []),
    webhookEvents(app.jobs),
  ]);
  if (config.nodeEnv !== 'production') await app.register(devRoutes);
  if (devDns && !resolveTxt) await app.register(ssoDomainsDevRoutes, { setTxt: devDns.set });
  await mountEfiSimulator(app, config);
  await mountNfseSimulator(app, config);
  await mountWhatsappSimulator(app, config.whatsapp);

  await app.register(webAppPlugin);
  return app;
}
