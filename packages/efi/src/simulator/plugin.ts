import Fastify, { type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import { requireOperator } from './access.js';
import type { SimBeneficiary } from './billets.js';
import { createBilling } from './billing.js';
import type { SimContext } from './context.js';
import { renderError, SimError } from './errors.js';
import { createLifecycle } from './lifecycle.js';
import { createNotifier, type NotifyFn, postNotification } from './notifier.js';
import { boletoRoutes } from './routes/boletos.js';
import { chargeRoutes } from './routes/charges.js';
import { controlRoutes, tokenizeRoute } from './routes/control.js';
import { notificationRoutes } from './routes/notifications.js';
import { oauthRoutes, requireBearer } from './routes/oauth.js';
import { planRoutes } from './routes/plans.js';
import { subscriptionRoutes } from './routes/subscriptions.js';
import { createStore } from './store.js';

export interface EfiSimulatorOptions {
  /** JSON file keeping the state across restarts; memory only when absent. */
  dataFile?: string;
  /** Delivers a callback; default: POST `notification=<token>` form-encoded. */
  notify?: NotifyFn;
  /** Delay before a `waiting` charge is paid or unpaid; default 2 s. */
  chargeDelayMs?: number;
  /** Re-POST a callback token until it is read, every this long (0: never); default 60 s. */
  redeliveryMs?: number;
  /** At most this many re-POSTs per change; default 10 (as Efí). */
  maxRedeliveries?: number;
  /**
   * Required in `x-simulator-secret` by the control routes (but the tokenizer) and by
   * `/v1/authorize`; without it, those answer only clients on the loopback interface.
   */
  operatorSecret?: string;
  /** Only these credentials are accepted by `/v1/authorize`; any pair when absent. */
  clientId?: string;
  clientSecret?: string;
  /** Lifetime of access tokens; default 600 s (as Efí). */
  tokenLifetimeS?: number;
  /** Clock; default the real one. */
  now?: () => Date;
  /**
   * The simulator's public URL (with its prefix), on which boleto links are built; default
   * the protocol, host and prefix each request arrived with.
   */
  publicUrl?: string;
  /** Who issues the boletos (printed on them and in their Pix code). */
  beneficiary?: SimBeneficiary;
}

const DEFAULT_BENEFICIARY: SimBeneficiary = {
  name: 'Rumo Tecnologia Ltda',
  document: '12.345.678/0001-95',
  city: 'São Paulo',
};

/**
 * Efí's API Cobranças, simulated: the same paths and JSON shapes, the sandbox card rules,
 * asynchronous charge results and form-encoded callbacks. Register it under any prefix
 * (not wrapped in fastify-plugin: its error handler stays inside its own scope).
 */
export const efiSimulatorPlugin: FastifyPluginAsync<EfiSimulatorOptions> = async (app, options) => {
  const now = options.now ?? (() => new Date());
  const onError = (error: unknown) => app.log.warn({ err: error }, 'efi simulator');
  const store = createStore(options.dataFile, onError);
  const notifier = createNotifier({
    store,
    notify: options.notify ?? postNotification,
    now,
    redeliveryMs: options.redeliveryMs ?? 60_000,
    maxRedeliveries: options.maxRedeliveries ?? 10,
    onError,
  });
  const lifecycle = createLifecycle({
    store,
    notifier,
    now,
    chargeDelayMs: options.chargeDelayMs ?? 2_000,
  });
  const beneficiary = options.beneficiary ?? DEFAULT_BENEFICIARY;
  const prefix = app.prefix;
  const ctx: SimContext = {
    store,
    notifier,
    billing: createBilling(store.state, lifecycle, now, beneficiary),
    now,
    credentials:
      options.clientId && options.clientSecret
        ? { clientId: options.clientId, clientSecret: options.clientSecret }
        : null,
    tokenLifetimeS: options.tokenLifetimeS ?? 600,
    publicUrl: (request) =>
      (options.publicUrl ?? `${request.protocol}://${request.host}${prefix}`).replace(/\/$/, ''),
  };

  app.setErrorHandler(renderError);
  // Efí's official SDK sends `content-type: application/x-www-form-urlencoded` with the empty
  // body of `cancelSubscription` (and similar PUTs); read such bodies as fields.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 65_536 },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );
  // Routes rather than a not-found handler: a path segment longer than the router's parameter
  // limit (100) matches no parametric route and, under a prefix, would reach the host app's
  // not-found handler (a SPA's HTML with 200); a wildcard matches any length.
  const routeNotFound = async () => {
    throw new SimError(404, 3500010, 'route_not_found', 'Rota não encontrada.');
  };
  app.all('/', routeNotFound);
  app.all('/*', routeNotFound);
  tokenizeRoute(app, ctx);
  boletoRoutes(app, ctx, beneficiary);
  await app.register(async (operator) => {
    operator.addHook('onRequest', requireOperator(options.operatorSecret));
    oauthRoutes(operator, ctx);
    controlRoutes(operator, ctx);
  });
  await app.register(async (api) => {
    api.addHook('onRequest', requireBearer(ctx));
    planRoutes(api, ctx);
    subscriptionRoutes(api, ctx);
    chargeRoutes(api, ctx);
    notificationRoutes(api, ctx);
  });

  lifecycle.resume();
  app.addHook('onClose', async () => {
    lifecycle.close();
    notifier.close();
    await store.flush();
  });
};

/** A Fastify server with only the simulator, at the root (for tests and local runs). */
export async function createEfiSimulatorServer(
  options: EfiSimulatorOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  await app.register(efiSimulatorPlugin, options);
  return app;
}
