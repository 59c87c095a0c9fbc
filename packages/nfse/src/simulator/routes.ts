import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { SimError } from './errors.js';
import { cancellationXml, notaPdf, notaXml } from './files.js';
import type { SimContext } from './plugin.js';
import type { SimNota } from './state.js';
import { validateRequest } from './validation.js';

type Json = Record<string, unknown>;

const notFound = () => new SimError(404, 'nao_encontrado', 'Nota fiscal não encontrada.');

/** A second POST of a `ref`: Focus reprocesses a refused nota and answers this for the others. */
function alreadySent(nota: SimNota): SimError {
  if (nota.status === 'processando_autorizacao') {
    return new SimError(422, 'em_processamento', 'Nota fiscal já enviada e em processamento.');
  }
  return new SimError(422, 'already_processed', 'Nota fiscal já processada para esta referência.');
}

/** `/v2/nfse`, `/v2/hooks` and the files the notas link to. */
export function notaRoutes(app: FastifyInstance, ctx: SimContext): void {
  const { state } = ctx;
  const find = (ref: string) => {
    const nota = state.notas.get(ref);
    if (!nota) throw notFound();
    return nota;
  };

  app.post<{ Querystring: { ref?: string } }>('/v2/nfse', async (request, reply) => {
    const ref = request.query.ref?.trim();
    if (!ref) throw new SimError(422, 'requisicao_invalida', 'Parâmetro ref não informado.');
    const existing = state.notas.get(ref);
    if (existing && existing.status !== 'erro_autorizacao') throw alreadySent(existing);
    const errors = validateRequest(request.body);
    const [first] = errors;
    if (first) throw new SimError(422, 'requisicao_invalida', first.mensagem, errors);
    const nota: SimNota = {
      ref,
      status: 'processando_autorizacao',
      body: request.body as Json,
      numeroRps: existing?.numeroRps ?? state.nextRps++,
      numero: null,
      codigoVerificacao: null,
      dataEmissao: null,
      erros: [],
      justificativa: null,
    };
    state.notas.set(ref, nota);
    ctx.schedule(nota, state.failNext);
    state.failNext = null;
    return reply.status(202).send(ctx.view(nota));
  });

  app.get<{ Params: { ref: string } }>('/v2/nfse/:ref', async (request) =>
    ctx.view(find(request.params.ref)),
  );

  app.delete<{ Params: { ref: string }; Body: { justificativa?: unknown } | undefined }>(
    '/v2/nfse/:ref',
    async (request) => {
      const nota = find(request.params.ref);
      const justificativa = request.body?.justificativa;
      if (
        typeof justificativa !== 'string' ||
        justificativa.trim().length < 15 ||
        justificativa.trim().length > 255
      ) {
        throw new SimError(
          422,
          'requisicao_invalida',
          'Parâmetro justificativa deve ter entre 15 e 255 caracteres.',
        );
      }
      if (nota.status === 'cancelado') return ctx.view(nota);
      if (nota.status !== 'autorizado') {
        throw new SimError(
          422,
          'requisicao_invalida',
          'Somente nota fiscal autorizada pode ser cancelada.',
        );
      }
      nota.status = 'cancelado';
      nota.justificativa = justificativa.trim();
      ctx.announce(nota);
      return ctx.view(nota);
    },
  );

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
    if (!/^https?:\/\//.test(url) || body.event !== 'nfse') {
      throw new SimError(422, 'requisicao_invalida', 'Informe event "nfse" e uma url http(s).');
    }
    const hook = {
      id: randomUUID(),
      cnpj: typeof body.cnpj === 'string' ? body.cnpj : null,
      url,
      authorization: typeof body.authorization === 'string' ? body.authorization : null,
      authorizationHeader:
        typeof body.authorization_header === 'string' ? body.authorization_header : null,
    };
    state.hooks.push(hook);
    return reply.status(201).send({ id: hook.id, cnpj: hook.cnpj, event: 'nfse', url });
  });

  app.get('/v2/hooks', async () =>
    state.hooks.map((hook) => ({ id: hook.id, cnpj: hook.cnpj, event: 'nfse', url: hook.url })),
  );

  app.delete<{ Params: { id: string } }>('/v2/hooks/:id', async (request) => {
    const index = state.hooks.findIndex((hook) => hook.id === request.params.id);
    if (index < 0) throw new SimError(404, 'nao_encontrado', 'Gatilho não encontrado.');
    const [hook] = state.hooks.splice(index, 1);
    return { id: hook?.id, deleted: true };
  });
}
