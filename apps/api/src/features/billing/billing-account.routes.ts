import {
  billingAccessSchema,
  billingActionResultSchema,
  billingOverviewSchema,
  cancelSubscriptionBodySchema,
  changePlanBodySchema,
  updateCardBodySchema,
} from '@rumo/shared/billing/contracts';
import { changePaymentMethodBodySchema } from '@rumo/shared/billing/payment-method';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/errors';
import { customerOf } from '../../plugins/auth';
import { effectiveGraceDays } from '../platform-settings/public';
import { billingAccess } from './access';
import * as billing from './billing-account.service';
import { findSubscriptionByCompany } from './subscriptions.repository';

const tags = ['billing'];
const security = [{ bearerAuth: [] }];
const actionErrors = errorResponses(401, 402, 403, 409);

/** Configurações › Assinatura (admins), and the access state every user's banner reads. */
export const billingAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = {
    db: app.db,
    config: app.config,
    mailer: app.mailer,
    efi: app.efi,
    now: app.now,
    events: app.events,
  };

  app.get(
    '/access',
    {
      schema: {
        tags,
        security,
        summary: 'Se a empresa pode editar (teste, atraso, somente leitura)',
        response: { 200: billingAccessSchema, ...errorResponses(401) },
      },
    },
    async (request) => {
      const row = await findSubscriptionByCompany(app.db, customerOf(request).companyId);
      return billingAccess(row, app.now(), await effectiveGraceDays(app.db, app.config));
    },
  );

  /** A write here may change what the read-only guard reads: this replica re-reads it at once. */
  async function changing<T>(request: FastifyRequest, change: Promise<T>): Promise<T> {
    try {
      return await change;
    } finally {
      app.sessionCache.evictCompany(customerOf(request).companyId);
    }
  }

  await app.register(async (scope) => {
    const admin = scope.withTypeProvider<ZodTypeProvider>();
    admin.addHook('onRequest', app.requireAdmin);

    admin.get(
      '/subscription',
      {
        schema: {
          tags,
          security,
          summary: 'A assinatura da empresa',
          response: { 200: billingOverviewSchema, ...errorResponses(401, 403) },
        },
      },
      async (request) => billing.getOverview(deps, customerOf(request).companyId),
    );

    admin.put(
      '/plan',
      {
        schema: {
          tags,
          security,
          summary: 'Muda o plano a partir da próxima cobrança',
          body: changePlanBodySchema,
          response: { 200: billingActionResultSchema, ...actionErrors },
        },
      },
      async (request) =>
        changing(request, billing.changePlan(deps, customerOf(request), request.body.planId)),
    );

    admin.put(
      '/card',
      {
        schema: {
          tags,
          security,
          summary: 'Troca o cartão das próximas cobranças (token gerado no navegador)',
          body: updateCardBodySchema,
          response: { 200: billingActionResultSchema, ...actionErrors },
        },
      },
      async (request) =>
        changing(request, billing.updateCard(deps, customerOf(request), request.body)),
    );

    admin.put(
      '/payment-method',
      {
        schema: {
          tags,
          security,
          summary: 'Troca entre cartão e boleto a partir da próxima cobrança',
          body: changePaymentMethodBodySchema,
          response: { 200: billingActionResultSchema, ...actionErrors },
        },
      },
      async (request) =>
        changing(request, billing.switchPaymentMethod(deps, customerOf(request), request.body)),
    );

    admin.post(
      '/cancel',
      {
        schema: {
          tags,
          security,
          summary: 'Cancela ao fim do período pago (motivo obrigatório)',
          body: cancelSubscriptionBodySchema,
          response: { 200: billingActionResultSchema, ...actionErrors },
        },
      },
      async (request) =>
        changing(request, billing.cancelSubscription(deps, customerOf(request), request.body)),
    );

    admin.post(
      '/cancel/undo',
      {
        schema: {
          tags,
          security,
          summary: 'Desfaz o cancelamento agendado',
          response: { 200: billingActionResultSchema, ...actionErrors },
        },
      },
      async (request) => changing(request, billing.undoCancellation(deps, customerOf(request))),
    );

    admin.post(
      '/pay',
      {
        schema: {
          tags,
          security,
          summary: 'Paga de novo a cobrança recusada com um novo cartão',
          body: updateCardBodySchema,
          response: { 200: billingActionResultSchema, ...actionErrors },
        },
      },
      async (request) =>
        changing(request, billing.payAgain(deps, customerOf(request), request.body)),
    );
  });
};
