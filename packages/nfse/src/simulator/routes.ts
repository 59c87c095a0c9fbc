import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { SimError } from './errors.js';
import { cancellationXml, notaPdf, notaXml } from './files.js';
import type { SimContext } from './plugin.js';
import { layoutOf, type SimLayout, type SimNota } from './state.js';
import { type SimMessage, validateRequest } from './validation.js';
import { validateNacional } from './validation-nacional.js';

type Json = Record<string, unknown>;

const notFound = () => new SimError(404, 'nao_encontrado', 'Nota fiscal não encontrada.');

/** How the two APIs differ on the same routes (FocusNFe/api-doc `_nfse.md`, `_nfsen.md`). */
interface LayoutRules {
  layout: SimLayout;
  resource: '/v2/nfse' | '/v2/nfsen';
  validate(body: unknown): SimMessage[];
  /** HTTP status of a refused request: 422 municipal, 400 national. */
  invalidStatus: number;
  alreadySent(nota: SimNota): SimError;
  /** A cancellation of a nota not authorized, or already canceled (null: answer the nota). */
  notCancelable(nota: SimNota): SimError | null;
  /** The DELETE's answer: the nota (municipal) or only its status (national). */
  canceled(nota: SimNota, view: Record<string, unknown>): Record<string, unknown>;
}

const MUNICIPAL: LayoutRules = {
  layout: 'municipal',
  resource: '/v2/nfse',
  validate: validateRequest,
  invalidStatus: 422,
  // A second POST of a `ref`: Focus reprocesses a refused nota and answers this for the others.
  alreadySent: (nota) =>
    nota.status === 'processando_autorizacao'
      ? new SimError(422, 'em_processamento', 'Nota fiscal já enviada e em processamento.')
      : new SimError(422, 'already_processed', 'Nota fiscal já processada para esta referência.'),
  notCancelable: (nota) =>
    nota.status === 'cancelado'
      ? null
      : new SimError(
          422,
          'requisicao_invalida',
          'Somente nota fiscal autorizada pode ser cancelada.',
        ),
  canceled: (_nota, view) => view,
};

const NACIONAL: LayoutRules = {
  layout: 'nacional',
  resource: '/v2/nfsen',
  validate: validateNacional,
  invalidStatus: 400,
  alreadySent: (nota) => {
    if (nota.status === 'processando_autorizacao') {
      return new SimError(422, 'em_processamento', 'Nota fiscal em processamento');
    }
    if (nota.status === 'cancelado') {
      return new SimError(400, 'nfe_cancelada', 'Nota fiscal já cancelada');
    }
    return new SimError(422, 'nfe_autorizada', 'Nota fiscal já autorizada');
  },
  notCancelable: (nota) =>
    nota.status === 'cancelado'
      ? new SimError(400, 'nfe_cancelada', 'Nota Fiscal já cancelada')
      : new SimError(
          400,
          'nfe_nao_autorizada',
          'Nota fiscal não autorizada não pode ser cancelada',
        ),
  canceled: (nota) => ({ status: nota.status }),
};

function layoutRoutes(app: FastifyInstance, ctx: SimContext, rules: LayoutRules): void {
  const { state } = ctx;
  const find = (ref: string) => {
    const nota = state.notas.get(ref);
    if (!nota || layoutOf(nota) !== rules.layout) throw notFound();
    return nota;
  };

  app.post<{ Querystring: { ref?: string } }>(rules.resource, async (request, reply) => {
    const ref = request.query.ref?.trim();
    if (!ref) {
      throw new SimError(
        rules.invalidStatus,
        'requisicao_invalida',
        'Parâmetro ref não informado.',
      );
    }
    const existing = state.notas.get(ref);
    if (existing && existing.status !== 'erro_autorizacao') throw rules.alreadySent(existing);
    const errors = rules.validate(request.body);
    const [first] = errors;
    if (first) {
      throw new SimError(rules.invalidStatus, 'requisicao_invalida', first.mensagem, errors);
    }
    const nota: SimNota = {
      ref,
      ...(rules.layout === 'nacional' ? { layout: 'nacional' as const } : {}),
      status: 'processando_autorizacao',
      body: request.body as Json,
      numeroRps: existing?.numeroRps ?? state.nextRps++,
      numero: null,
      codigoVerificacao: null,
      dataEmissao: null,
      erros: [],
      justificativa: null,
      failure: state.failNext,
    };
    state.failNext = null;
    state.notas.set(ref, nota);
    ctx.schedule(nota);
    ctx.save();
    return reply.status(202).send(ctx.view(nota));
  });

  app.get<{ Params: { ref: string } }>(`${rules.resource}/:ref`, async (request) =>
    ctx.view(find(request.params.ref)),
  );

  app.delete<{ Params: { ref: string }; Body: { justificativa?: unknown } | undefined }>(
    `${rules.resource}/:ref`,
    async (request) => {
      const nota = find(request.params.ref);
      const justificativa = request.body?.justificativa;
      if (
        typeof justificativa !== 'string' ||
        justificativa.trim().length < 15 ||
        justificativa.trim().length > 255
      ) {
        throw new SimError(
          rules.invalidStatus,
          'requisicao_invalida',
          'Parâmetro justificativa deve ter entre 15 e 255 caracteres.',
        );
      }
      if (nota.status !== 'autorizado') {
        const refusal = rules.notCancelable(nota);
        if (refusal) throw refusal;
        return ctx.view(nota);
      }
      nota.status = 'cancelado';
      nota.justificativa = justificativa.trim();
      ctx.save();
      ctx.announce(nota);
      return rules.canceled(nota, ctx.view(nota));
    },
  );
}

/** `/v2/nfse`, `/v2/nfsen`, `/v2/hooks` and the files the notas link to. */
export function notaRoutes(app: FastifyInstance, ctx: SimContext): void {
  const { state } = ctx;
  layoutRoutes(app, ctx, MUNICIPAL);
  layoutRoutes(app, ctx, NACIONAL);
  const find = (ref: string) => {
    const nota = state.notas.get(ref);
    if (!nota) throw notFound();
    return nota;
  };

  app.get<{ Params: { ref: string; file: string } }>(
    '/arquivos/:ref/:file',
    async (request, reply) => {
      const nota = find(request.params.ref);
      const { file } = request.params;
      if (!nota.numero) throw notFound();
      if (file === 'danfse.pdf') return reply.type('application/pdf').send(await notaPdf(nota));
      if (file === 'nfse.xml') return reply.type('application/xml').send(notaXml(nota));
      if (file === 'cancelamento.xml' && nota.status === 'cancelado') {
        return reply.type('application/xml').send(cancellationXml(nota));
      }
      throw new SimError(404, 'nao_encontrado', 'Arquivo não encontrado.');
    },
  );

  app.post<{ Body: Json | undefined }>('/v2/hooks', async (request, reply) => {
    const body = request.body ?? {};
    const url = typeof body.url === 'string' ? body.url : '';
    const event = body.event;
    if (!/^https?:\/\//.test(url) || (event !== 'nfse' && event !== 'nfsen')) {
      throw new SimError(
        422,
        'requisicao_invalida',
        'Informe event "nfse" ou "nfsen" e uma url http(s).',
      );
    }
    const hook = {
      id: randomUUID(),
      event: event as 'nfse' | 'nfsen',
      cnpj: typeof body.cnpj === 'string' ? body.cnpj : null,
      url,
      authorization: typeof body.authorization === 'string' ? body.authorization : null,
      authorizationHeader:
        typeof body.authorization_header === 'string' ? body.authorization_header : null,
    };
    state.hooks.push(hook);
    ctx.save();
    return reply.status(201).send({ id: hook.id, cnpj: hook.cnpj, event, url });
  });

  app.get('/v2/hooks', async () =>
    state.hooks.map((hook) => ({
      id: hook.id,
      cnpj: hook.cnpj,
      event: hook.event ?? 'nfse',
      url: hook.url,
    })),
  );

  app.delete<{ Params: { id: string } }>('/v2/hooks/:id', async (request) => {
    const index = state.hooks.findIndex((hook) => hook.id === request.params.id);
    if (index < 0) throw new SimError(404, 'nao_encontrado', 'Gatilho não encontrado.');
    const [hook] = state.hooks.splice(index, 1);
    ctx.save();
    return { id: hook?.id, deleted: true };
  });
}
