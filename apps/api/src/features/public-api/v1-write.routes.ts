import { v1KeyResultSchema, v1ObjectiveSchema } from '@rumo/shared/api-v1/contracts';
import {
  v1CloseObjectiveBodySchema,
  v1KeyResultBodySchema,
  v1ObjectiveBodySchema,
} from '@rumo/shared/api-v1/write-contracts';
import { errorBodySchema } from '@rumo/shared/common/errors';
import { idParamsSchema } from '@rumo/shared/common/fields';
import {
  keyResultBodySchema,
  objectiveBodySchema,
  objectiveCreateBodySchema,
} from '@rumo/shared/objectives/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/errors';
import type { ApiPrincipal } from '../api-tokens/public';
import { assertCompanyWritable } from '../billing/public';
import { keyResultTrends } from '../check-ins/public';
import {
  closeObjective,
  createKeyResult,
  createObjective,
  editKeyResult,
  editObjective,
  removeKeyResult,
  reopenObjective,
} from '../objectives/public';
import { idempotent } from './idempotency';
import { toV1KeyResultOf, toV1ObjectiveOf } from './public-api.mappers';
import type { V1Auth } from './v1-auth';
import { appBodyOf, withV1Issues } from './v1-write-body';

const tags = ['api-v1'];
const security = [{ bearerAuth: [] }];
const SCOPE = 'okrs:write';
const replayNote = ' Aceita Idempotency-Key.';
const reused = { 422: errorBodySchema.describe('Idempotency-Key já usada com outro corpo') };

/**
 * The `okrs:write` routes of /api/v1 (issue 26): objectives and key results written through the
 * app's own services, so its rules hold (permissions, drafts and approval, closed objectives and
 * cycles, references in the company, milestones), after the read-only company rule. The token
 * acts as its creator, with that person's current role.
 */
export const v1WriteRoutes: FastifyPluginAsyncZod<{ auth: V1Auth }> = async (app, { auth }) => {
  async function writer(request: FastifyRequest): Promise<ApiPrincipal> {
    const principal = auth.principalOf(request, SCOPE);
    await assertCompanyWritable(app.db, app.config, principal.companyId, app.now());
    return principal;
  }

  /** A POST run once per Idempotency-Key; a replay answers the stored status and body. */
  async function once<T>(
    request: FastifyRequest,
    reply: FastifyReply,
    principal: ApiPrincipal,
    statusCode: number,
    run: () => Promise<T>,
  ) {
    const answer = await idempotent(
      {
        db: app.db,
        tokenId: principal.tokenId,
        companyId: principal.companyId,
        key: request.headers['idempotency-key'],
        request: ['POST', request.routeOptions.url, request.params, request.body],
        now: app.now(),
      },
      async () => ({ statusCode, body: await withV1Issues(run) }),
    );
    if (answer.replayed) reply.header('Idempotent-Replayed', 'true');
    return reply.status(answer.statusCode).send(answer.body);
  }

  app.post(
    '/objectives',
    {
      schema: {
        tags,
        security,
        summary: `Cria um objetivo (permissão okrs:write; as regras do app: quem pode criar em cada nível, rascunho e aprovação).${replayNote}`,
        body: v1ObjectiveBodySchema,
        response: {
          201: v1ObjectiveSchema.describe('O objetivo criado'),
          ...reused,
          ...errorResponses(400, 401, 402, 403, 409, 429),
        },
      },
    },
    async (request, reply) => {
      const principal = await writer(request);
      const body = appBodyOf(objectiveCreateBodySchema, request.body);
      return once(request, reply, principal, 201, async () =>
        toV1ObjectiveOf(await createObjective(app.domain, keyResultTrends, principal, body)),
      );
    },
  );

  app.put(
    '/objectives/:id',
    {
      schema: {
        tags,
        security,
        summary:
          'Altera um objetivo: título, descrição, time, responsável, nível, alinhamento e status draft/active (permissão okrs:write; corpo completo, como no app)',
        params: idParamsSchema,
        body: v1ObjectiveBodySchema,
        response: {
          200: v1ObjectiveSchema.describe('O objetivo alterado'),
          ...errorResponses(400, 401, 402, 403, 404, 409, 429),
        },
      },
    },
    async (request) => {
      const principal = await writer(request);
      const body = appBodyOf(objectiveBodySchema, request.body);
      return withV1Issues(async () =>
        toV1ObjectiveOf(
          await editObjective(app.domain, keyResultTrends, principal, request.params.id, body),
        ),
      );
    },
  );

  app.post(
    '/objectives/:id/close',
    {
      schema: {
        tags,
        security,
        summary: `Encerra um objetivo com o resultado e um comentário (permissão okrs:write).${replayNote}`,
        params: idParamsSchema,
        body: v1CloseObjectiveBodySchema,
        response: {
          200: v1ObjectiveSchema.describe('O objetivo encerrado'),
          ...reused,
          ...errorResponses(400, 401, 402, 403, 404, 409, 429),
        },
      },
    },
    async (request, reply) => {
      const principal = await writer(request);
      return once(request, reply, principal, 200, async () =>
        toV1ObjectiveOf(
          await closeObjective(
            app.domain,
            keyResultTrends,
            principal,
            request.params.id,
            request.body,
          ),
        ),
      );
    },
  );

  app.post(
    '/objectives/:id/reopen',
    {
      schema: {
        tags,
        security,
        summary: `Reabre um objetivo encerrado (permissão okrs:write).${replayNote}`,
        params: idParamsSchema,
        response: {
          200: v1ObjectiveSchema.describe('O objetivo reaberto'),
          ...reused,
          ...errorResponses(401, 402, 403, 404, 409, 429),
        },
      },
    },
    async (request, reply) => {
      const principal = await writer(request);
      return once(request, reply, principal, 200, async () =>
        toV1ObjectiveOf(
          await reopenObjective(app.domain, keyResultTrends, principal, request.params.id),
        ),
      );
    },
  );

  app.post(
    '/objectives/:id/key-results',
    {
      schema: {
        tags,
        security,
        summary: `Adiciona um resultado-chave ao objetivo (permissão okrs:write).${replayNote}`,
        params: idParamsSchema,
        body: v1KeyResultBodySchema,
        response: {
          201: v1KeyResultSchema.describe('O resultado-chave criado'),
          ...reused,
          ...errorResponses(400, 401, 402, 403, 404, 409, 429),
        },
      },
    },
    async (request, reply) => {
      const principal = await writer(request);
      const body = appBodyOf(keyResultBodySchema, request.body);
      return once(request, reply, principal, 201, async () =>
        toV1KeyResultOf(await createKeyResult(app.domain, principal, request.params.id, body)),
      );
    },
  );

  app.put(
    '/key-results/:id',
    {
      schema: {
        tags,
        security,
        summary:
          'Altera um resultado-chave e recalcula o progresso (permissão okrs:write; corpo completo)',
        params: idParamsSchema,
        body: v1KeyResultBodySchema,
        response: {
          200: v1KeyResultSchema.describe('O resultado-chave alterado'),
          ...errorResponses(400, 401, 402, 403, 404, 409, 429),
        },
      },
    },
    async (request) => {
      const principal = await writer(request);
      const body = appBodyOf(keyResultBodySchema, request.body);
      return withV1Issues(async () =>
        toV1KeyResultOf(await editKeyResult(app.domain, principal, request.params.id, body)),
      );
    },
  );

  app.delete(
    '/key-results/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Exclui um resultado-chave e seus check-ins (permissão okrs:write)',
        params: idParamsSchema,
        response: {
          204: z.null().describe('Sem conteúdo'),
          ...errorResponses(401, 402, 403, 404, 409, 429),
        },
      },
    },
    async (request, reply) => {
      const principal = await writer(request);
      await removeKeyResult(app.domain, principal, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
