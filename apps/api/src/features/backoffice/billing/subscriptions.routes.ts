import { idParamsSchema } from '@rumo/shared/backoffice/billing/common';
import {
  extendSubscriptionBodySchema,
  staffCancelSubscriptionBodySchema,
  staffSubscriptionDetailSchema,
  staffSubscriptionListSchema,
  staffSubscriptionQuerySchema,
  subscriptionActionResultSchema,
} from '@rumo/shared/backoffice/billing/subscriptions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../lib/errors';
import { requireStaff } from '../public';
import { actorOf, depsOf, security, tags } from './deps';
import { listSubscriptions } from './subscriptions.repository';
import * as subscriptions from './subscriptions.service';

/** Assinaturas (permission `subscription_plans`); cancel and extend need a reason. */
export const backofficeSubscriptionRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = depsOf(app);
  const guard = requireStaff({ permission: 'subscription_plans' });
  const actionErrors = errorResponses(401, 403, 404, 409, 503);

  app.get(
    '/',
    {
      onRequest: guard,
      schema: {
        tags,
        security,
        summary: 'Lista as assinaturas (filtros: status, plano, empresa, datas)',
        querystring: staffSubscriptionQuerySchema,
        response: { 200: staffSubscriptionListSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => ({
      ...(await listSubscriptions(app.db, request.query)),
      page: request.query.page,
      limit: request.query.limit,
    }),
  );

  app.get(
    '/:id',
    {
      onRequest: guard,
      schema: {
        tags,
        security,
        summary: 'Uma assinatura: empresa, usuários e uso do limite, pagamentos, histórico na Efí',
        params: idParamsSchema,
        response: { 200: staffSubscriptionDetailSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => subscriptions.getSubscriptionDetail(deps, request.params.id),
  );

  app.post(
    '/:id/cancel',
    {
      onRequest: guard,
      schema: {
        tags,
        security,
        summary: 'Cancela a assinatura no fim do período ou já (motivo obrigatório)',
        params: idParamsSchema,
        body: staffCancelSubscriptionBodySchema,
        response: { 200: subscriptionActionResultSchema, ...actionErrors },
      },
    },
    async (request) =>
      subscriptions.cancelSubscription(deps, actorOf(request), request.params.id, request.body),
  );

  app.post(
    '/:id/extend',
    {
      onRequest: guard,
      schema: {
        tags,
        security,
        summary: 'Estende o teste, o prazo de pagamento ou o acesso (dias e motivo)',
        params: idParamsSchema,
        body: extendSubscriptionBodySchema,
        response: { 200: subscriptionActionResultSchema, ...actionErrors },
      },
    },
    async (request) =>
      subscriptions.extendSubscription(deps, actorOf(request), request.params.id, request.body),
  );

  app.post(
    '/:id/retry-charge',
    {
      onRequest: guard,
      schema: {
        tags,
        security,
        summary: 'Consulta a cobrança recusada na Efí e pede o pagamento ao cliente',
        params: idParamsSchema,
        response: { 200: subscriptionActionResultSchema, ...actionErrors },
      },
    },
    async (request) => subscriptions.retryCharge(deps, actorOf(request), request.params.id),
  );
};
