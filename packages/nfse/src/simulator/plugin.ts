import { randomBytes } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import { requireOperator, requireToken } from './access.js';
import { nationalAccessKey } from './access-key.js';
import { renderError, SimError } from './errors.js';
import { notaRoutes } from './routes.js';
import { layoutOf, notaView, prestadorCnpj, type SimNota, type SimState } from './state.js';
import { createStore } from './store.js';
import { municipalRefusals } from './validation.js';
import { nationalRefusals } from './validation-nacional.js';
import { createWebhookSender, type DeliverFn, postWebhook } from './webhooks.js';

export interface NfseSimulatorOptions {
  /** JSON file keeping the notas across restarts; memory only when absent. */
  dataFile?: string;
  /** The only token accepted (HTTP Basic user); any non-empty token when absent. */
  token?: string;
  /** Required in `x-simulator-secret` by the control routes; loopback clients only when absent. */
  operatorSecret?: string;
  /** Delay before a processing nota is authorized (or refused); null: only the control route settles. Default 2 s. */
  authorizeDelayMs?: number | null;
  /** A webhook registered from the start, as `POST /v2/hooks` would. */
  webhook?: { url: string; authorization?: string; authorizationHeader?: string };
  /** Delivers a webhook; default a JSON POST. */
  deliver?: DeliverFn;
  /** Re-POSTs of a failed webhook, with back-off from `webhookRetryMs`; defaults 5 and 1 s. */
  webhookRetries?: number;
  webhookRetryMs?: number;
  /** Clock; default the real one. */
  now?: () => Date;
}

/** What the routes share. */
export interface SimContext {
  state: SimState;
  prefix: string;
  view(nota: SimNota): Record<string, unknown>;
  /** Schedules the municipality's answer to a nota just sent. */
  schedule(nota: SimNota): void;
  /** Keeps the state (in `dataFile`, when given). */
  save(): void;
  /** The municipality answers now: authorized, or refused with its messages. */
  settle(ref: string): void;
  /** Tells every hook about the nota's new state. */
  announce(nota: SimNota): void;
}

const verificationCode = () => randomBytes(6).toString('base64url').toUpperCase().slice(0, 8);

/**
 * Focus NFe's NFS-e API, simulated: the same paths and JSON shapes, Focus's validation and
 * error bodies, asynchronous authorization, the nota's XML and DANFSe PDF, and webhooks
 * (gatilhos). Register it under any prefix.
 */
export const nfseSimulatorPlugin: FastifyPluginAsync<NfseSimulatorOptions> = async (
  app,
  options,
) => {
  const now = options.now ?? (() => new Date());
  const onError = (error: unknown) => app.log.warn({ err: error }, 'nfse simulator');
  const store = createStore(options.dataFile, onError);
  const { state } = store;
  const timers = new Map<string, NodeJS.Timeout>();
  const webhooks = createWebhookSender({
    deliver: options.deliver ?? postWebhook,
    retries: options.webhookRetries ?? 5,
    retryDelayMs: options.webhookRetryMs ?? 1_000,
    onError,
  });
  // The hook given in the options replaces the one a previous run saved.
  state.hooks = state.hooks.filter((hook) => hook.id !== 'inicial');
  if (options.webhook) {
    state.hooks.push({
      id: 'inicial',
      cnpj: null,
      url: options.webhook.url,
      authorization: options.webhook.authorization ?? null,
      authorizationHeader: options.webhook.authorizationHeader ?? null,
    });
  }
  const delayMs = options.authorizeDelayMs === undefined ? 2_000 : options.authorizeDelayMs;

  const ctx: SimContext = {
    state,
    prefix: app.prefix,
    view: (nota) => notaView(nota, app.prefix),
    save: () => store.save(),
    schedule(nota) {
      clearTimeout(timers.get(nota.ref));
      if (delayMs === null) return;
      const timer = setTimeout(() => ctx.settle(nota.ref), delayMs);
      timer.unref();
      timers.set(nota.ref, timer);
    },
    settle(ref) {
      clearTimeout(timers.get(ref));
      timers.delete(ref);
      const nota = state.notas.get(ref);
      if (nota?.status !== 'processando_autorizacao') return;
      const nacional = layoutOf(nota) === 'nacional';
      const refusals = nota.failure
        ? [nota.failure]
        : nacional
          ? nationalRefusals(nota.body)
          : municipalRefusals(nota.body);
      nota.failure = null;
      if (refusals.length > 0) {
        nota.status = 'erro_autorizacao';
        nota.erros = refusals;
      } else {
        nota.status = 'autorizado';
        nota.erros = [];
        const numero = state.nextNumero++;
        const at = now();
        nota.numero = String(numero);
        // The national nota is identified by its chave de acesso, in `codigo_verificacao`.
        nota.codigoVerificacao = nacional
          ? nationalAccessKey({
              municipio: String(nota.body.codigo_municipio_emissora),
              cnpj: prestadorCnpj(nota),
              numero,
              at,
            })
          : verificationCode();
        nota.dataEmissao = at.toISOString();
      }
      store.save();
      ctx.announce(nota);
    },
    announce(nota) {
      const cnpj = prestadorCnpj(nota);
      const event = layoutOf(nota) === 'nacional' ? 'nfsen' : 'nfse';
      const hooks = state.hooks.filter(
        (hook) =>
          (hook.cnpj === null || hook.cnpj === cnpj) && (!hook.event || hook.event === event),
      );
      webhooks.send(hooks, ctx.view(nota));
    },
  };

  app.setErrorHandler(renderError);
  // Every unknown path answers Focus's 404 here, not the host app's (a SPA's HTML under a prefix).
  const routeNotFound = async () => {
    throw new SimError(404, 'nao_encontrado', 'Rota não encontrada.');
  };
  app.all('/', routeNotFound);
  app.all('/*', routeNotFound);
  await app.register(async (operator) => {
    operator.addHook('onRequest', requireOperator(options.operatorSecret));
    operator.post<{ Params: { ref: string } }>('/control/nfse/:ref/authorize', async (request) => {
      const nota = state.notas.get(request.params.ref);
      if (!nota) throw new SimError(404, 'nao_encontrado', 'Nota fiscal não encontrada.');
      ctx.settle(nota.ref);
      return ctx.view(nota);
    });
    operator.post<{ Body: { mensagem?: unknown; codigo?: unknown } | undefined }>(
      '/control/fail-next',
      async (request, reply) => {
        const mensagem = request.body?.mensagem;
        if (typeof mensagem !== 'string' || mensagem.trim() === '') {
          throw new SimError(422, 'requisicao_invalida', 'Informe a mensagem do erro.');
        }
        const codigo = typeof request.body?.codigo === 'string' ? request.body.codigo : 'E999';
        state.failNext = { codigo, mensagem };
        return reply.status(204).send();
      },
    );
  });
  await app.register(async (api) => {
    api.addHook('onRequest', requireToken(options.token));
    notaRoutes(api, ctx);
  });

  // Notas a previous run left processing are answered as if it had never stopped.
  for (const nota of state.notas.values()) {
    if (nota.status === 'processando_autorizacao') ctx.schedule(nota);
  }
  app.addHook('onClose', async () => {
    for (const timer of timers.values()) clearTimeout(timer);
    webhooks.close();
    await store.flush();
  });
};

/** A Fastify server with only the simulator, at the root (for tests and local runs). */
export async function createNfseSimulatorServer(
  options: NfseSimulatorOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  await app.register(nfseSimulatorPlugin, options);
  return app;
}
