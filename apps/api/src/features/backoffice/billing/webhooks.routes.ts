import { idParamsSchema } from '@rumo/shared/backoffice/billing/common';
import {
  staffWebhookDetailSchema,
  staffWebhookListSchema,
  staffWebhookQuerySchema,
  webhookReplayAllResultSchema,
  webhookReplayResultSchema,
} from '@rumo/shared/backoffice/billing/webhooks';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../lib/errors';
import { requireStaff } from '../public';
import { actorOf, depsOf, security, tags } from './deps';
import { listWebhooks } from './webhooks.repository';
import * as webhooks from './webhooks.service';

/** The log of Efí's notifications and their replay (permission `system`). */
export const backofficeWebhookRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = depsOf(app);
  const guard = requireStaff({ permission: 'system' });

  app.get(
    '/',
    {
      onRequest: guard,
      schema: {
        tags,
        security,
        summary: 'Notificações da Efí recebidas (filtros: estado, datas)',
        querystring: staffWebhookQuerySchema,
        response: { 200: staffWebhookListSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => ({
      ...(await listWebhooks(app.db, request.query)),
      page: request.query.page,
      limit: request.query.limit,
    }),
  );

  app.post(
    '/replay-failed',
    {
      onRequest: guard,
      schema: {
        tags,
        security,
        summary: 'Reprocessa as notificações com falha (nada já aplicado muda)',
        response: { 200: webhookReplayAllResultSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => webhooks.replayFailedWebhooks(deps, actorOf(request)),
  );

  app.get(
    '/:id',
    {
      onRequest: guard,
      schema: {
        tags,
        security,
        summary: 'Uma notificação e as entradas aplicadas',
        params: idParamsSchema,
        response: { 200: staffWebhookDetailSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => webhooks.getWebhookDetail(deps, request.params.id),
  );

  app.post(
    '/:id/replay',
    {
      onRequest: guard,
      schema: {
        tags,
        security,
        summary: 'Reprocessa uma notificação (nada já aplicado muda)',
        params: idParamsSchema,
        response: { 200: webhookReplayResultSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => webhooks.replayWebhook(deps, actorOf(request), request.params.id),
  );
};
