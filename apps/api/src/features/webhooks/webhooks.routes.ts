import { messageResponseSchema } from '@rumo/shared/auth/contracts';
import { idParamsSchema } from '@rumo/shared/common/fields';
import {
  createWebhookBodySchema,
  updateWebhookBodySchema,
  webhookDeliveriesQuerySchema,
  webhookDeliveryPageSchema,
  webhookDeliveryParamsSchema,
  webhookDeliverySchema,
  webhookListSchema,
  webhookMessages,
  webhookSchema,
  webhookWithSecretSchema,
} from '@rumo/shared/integrations/webhooks';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/errors';
import { customerOf } from '../../plugins/auth';
import {
  createWebhook,
  editWebhook,
  getDeliveries,
  getWebhooks,
  removeWebhook,
  replayDelivery,
  rotateWebhookSecret,
  sendTestEvent,
  type WebhookDeps,
} from './webhooks.service';

const tags = ['webhooks'];
const security = [{ bearerAuth: [] }];

const depsOf = (app: FastifyInstance): WebhookDeps => ({
  db: app.db,
  now: app.now,
  config: app.config,
  mailer: app.mailer,
  jobs: app.jobs,
});

/** The company's outbound webhooks (Configurações › Integrações), admins only. */
export const webhookEndpointRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireAdmin);
  const deps = depsOf(app);
  const companyOf = (request: Parameters<typeof customerOf>[0]) => customerOf(request).companyId;

  app.get(
    '/',
    {
      schema: {
        tags,
        security,
        summary: 'Webhooks da empresa (sem os segredos; admin)',
        response: { 200: webhookListSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => getWebhooks(deps, companyOf(request)),
  );

  app.post(
    '/',
    {
      schema: {
        tags,
        security,
        summary: 'Cadastra um webhook; o segredo de assinatura é mostrado uma única vez (admin)',
        body: createWebhookBodySchema,
        response: { 201: webhookWithSecretSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createWebhook(deps, companyOf(request), request.body)),
  );

  app.patch(
    '/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Edita URL, descrição, eventos ou ativa/desativa um webhook (admin)',
        params: idParamsSchema,
        body: updateWebhookBodySchema,
        response: { 200: webhookSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => editWebhook(deps, companyOf(request), request.params.id, request.body),
  );

  app.delete(
    '/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Exclui um webhook e seu histórico de entregas (admin)',
        params: idParamsSchema,
        response: { 200: messageResponseSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      await removeWebhook(deps, companyOf(request), request.params.id);
      return { message: webhookMessages.deleted };
    },
  );

  app.post(
    '/:id/rotate-secret',
    {
      schema: {
        tags,
        security,
        summary: 'Gera um novo segredo; o anterior continua assinando por 24 horas (admin)',
        params: idParamsSchema,
        response: { 200: webhookWithSecretSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => rotateWebhookSecret(deps, companyOf(request), request.params.id),
  );

  app.post(
    '/:id/test',
    {
      schema: {
        tags,
        security,
        summary: 'Envia agora um evento webhook.test ao endpoint e registra a entrega (admin)',
        params: idParamsSchema,
        response: { 200: webhookDeliverySchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => sendTestEvent(deps, companyOf(request), request.params.id),
  );

  app.get(
    '/:id/deliveries',
    {
      schema: {
        tags,
        security,
        summary: 'Histórico de entregas de um webhook, das mais recentes (admin)',
        params: idParamsSchema,
        querystring: webhookDeliveriesQuerySchema,
        response: { 200: webhookDeliveryPageSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) =>
      getDeliveries(deps, companyOf(request), request.params.id, request.query.page),
  );

  app.post(
    '/:id/deliveries/:deliveryId/replay',
    {
      schema: {
        tags,
        security,
        summary: 'Reenvia uma entrega agora, com o mesmo webhook-id e conteúdo (admin)',
        params: webhookDeliveryParamsSchema,
        response: { 200: webhookDeliverySchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) =>
      replayDelivery(deps, companyOf(request), request.params.id, request.params.deliveryId),
  );
};
