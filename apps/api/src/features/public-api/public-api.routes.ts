import swaggerUi from '@fastify/swagger-ui';
import { v1CheckInBodySchema, v1CheckInSchema } from '@rumo/shared/api-v1/contracts';
import type { CheckIn } from '@rumo/shared/check-ins/contracts';
import { errorBodySchema } from '@rumo/shared/common/errors';
import { idParamsSchema } from '@rumo/shared/common/fields';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { errorResponses, notFound } from '../../lib/errors';
import { assertCompanyWritable } from '../billing/public';
import { recordCheckIn } from '../check-ins/public';
import { decodeCursor } from './cursor';
import { idempotent } from './idempotency';
import { v1Authentication } from './v1-auth';
import { v1Document } from './v1-openapi';
import { V1_RESOURCES } from './v1-resources';
import { v1WriteRoutes } from './v1-write.routes';

const tags = ['api-v1'];
// The app document's bearer scheme; the v1 document describes it as an API token.
const security = [{ bearerAuth: [] }];
const rateLimitHeaders = {
  'RateLimit-Limit': { type: 'integer', description: 'Chamadas permitidas por minuto' },
  'RateLimit-Remaining': { type: 'integer', description: 'Chamadas restantes na janela' },
  'RateLimit-Reset': { type: 'integer', description: 'Segundos até a janela recomeçar' },
};

export interface PublicApiOptions {
  /** Calls a token may make per minute (120 by default). */
  requestsPerMinute?: number;
}

type CheckInV1 = z.infer<typeof v1CheckInSchema>;

const toV1CheckIn = (checkIn: CheckIn): CheckInV1 => ({
  id: checkIn.id,
  key_result_id: checkIn.keyResultId,
  author_id: checkIn.author.id,
  value: checkIn.value,
  confidence: checkIn.confidence,
  comment: checkIn.comment,
  date: checkIn.date,
  created_at: checkIn.createdAt,
});

/**
 * The public API /api/v1 (issue 26): API tokens only (never a session), the token's person's
 * visibility narrowed by its scopes, cursor pages, a rate limit per token, Idempotency-Key on
 * POST, and its own OpenAPI document and Swagger UI.
 */
export const publicApiRoutes: FastifyPluginAsyncZod<PublicApiOptions> = async (
  app,
  { requestsPerMinute = 120 },
) => {
  app.get('/openapi.json', { schema: { hide: true } }, async () => v1Document(app.swagger()));
  await app.register(swaggerUi, {
    routePrefix: '/docs',
    uiConfig: { deepLinking: true },
    transformSpecification: (document) => v1Document(document),
  });

  const tokenScope: FastifyPluginAsyncZod = async (api) => {
    const auth = v1Authentication(api, { requestsPerMinute });
    api.addHook('onRequest', auth.authenticate);

    for (const resource of V1_RESOURCES) {
      api.get(
        `/${resource.path}`,
        {
          schema: {
            tags,
            security,
            summary: `${resource.many} (página por cursor; permissão ${resource.scope})`,
            querystring: resource.query,
            response: {
              200: resource.page.describe('Uma página').meta({ headers: rateLimitHeaders }),
              ...errorResponses(401, 403, 429),
            },
          },
        },
        async (request) => {
          const reader = auth.principalOf(request, resource.scope);
          const query = resource.query.parse(request.query) as Record<string, unknown> & {
            limit: number;
            cursor?: string;
          };
          const after = decodeCursor(query.cursor);
          return resource.readPage(app.db, reader, { after, limit: query.limit }, query);
        },
      );
      api.get(
        `/${resource.path}/:id`,
        {
          schema: {
            tags,
            security,
            summary: `Um(a) ${resource.one} pelo id (permissão ${resource.scope})`,
            params: idParamsSchema,
            response: { 200: resource.item, ...errorResponses(401, 403, 404, 429) },
          },
        },
        async (request) => {
          const reader = auth.principalOf(request, resource.scope);
          const page = await resource.readPage(
            app.db,
            reader,
            { id: request.params.id, limit: 1 },
            {},
          );
          const [item] = page.data;
          if (!item) throw notFound();
          return item;
        },
      );
    }

    api.post(
      '/key-results/:id/check-ins',
      {
        schema: {
          tags,
          security,
          summary:
            'Registra um check-in (permissão checkins:write; dono do resultado-chave ou admin). Aceita Idempotency-Key.',
          params: idParamsSchema,
          body: v1CheckInBodySchema,
          response: {
            201: v1CheckInSchema,
            422: errorBodySchema.describe('Idempotency-Key já usada com outro corpo'),
            ...errorResponses(401, 402, 403, 404, 409, 429),
          },
        },
      },
      async (request, reply) => {
        const principal = auth.principalOf(request, 'checkins:write');
        // The app's read-only rule (trial, grace or subscription ended) holds here too.
        await assertCompanyWritable(app.db, app.config, principal.companyId, app.now());
        const answer = await idempotent(
          {
            db: app.db,
            tokenId: principal.tokenId,
            companyId: principal.companyId,
            key: request.headers['idempotency-key'],
            request: ['POST', request.routeOptions.url, request.params, request.body],
            now: app.now(),
          },
          async () => {
            const created = await recordCheckIn(
              app.domain,
              principal,
              request.params.id,
              request.body,
            );
            return { statusCode: 201, body: toV1CheckIn(created) };
          },
        );
        if (answer.replayed) reply.header('Idempotent-Replayed', 'true');
        // The stored answer of the first call: 201 with its check-in.
        return reply.status(answer.statusCode as 201).send(answer.body as CheckInV1);
      },
    );
    await api.register(v1WriteRoutes, { auth });
  };
  await app.register(tokenScope);
};
