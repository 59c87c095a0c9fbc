import { idParamsSchema, reasonBodySchema } from '@rumo/shared/backoffice/billing/common';
import {
  paymentSettleResultSchema,
  paymentStatsSchema,
  paymentSyncAllResultSchema,
  paymentSyncResultSchema,
  staffPaymentDetailSchema,
  staffPaymentListSchema,
  staffPaymentQuerySchema,
} from '@rumo/shared/backoffice/billing/payments';
import { paginationQuerySchema } from '@rumo/shared/common/pagination';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../lib/errors';
import { requireStaff } from '../public';
import { actorOf, depsOf, security, tags } from './deps';
import { listPayments, overdueFilter, pendingFilter } from './payments.repository';
import * as payments from './payments.service';

/**
 * Payments (permission `payments`); syncing one, or registering a boleto paid outside Efí, is for
 * managers and admins; syncing all for admins.
 */
export const backofficePaymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = depsOf(app);
  const read = requireStaff({ permission: 'payments' });
  const listResponse = { 200: staffPaymentListSchema, ...errorResponses(401, 403) };

  app.get(
    '/',
    {
      onRequest: read,
      schema: {
        tags,
        security,
        summary: 'Lista os pagamentos (filtros: status, empresa, plano, datas, valor)',
        querystring: staffPaymentQuerySchema,
        response: listResponse,
      },
    },
    async (request) => {
      const { page, limit, ...filter } = request.query;
      return { ...(await listPayments(app.db, filter, { page, limit })), page, limit };
    },
  );

  app.get(
    '/pending',
    {
      onRequest: read,
      schema: {
        tags,
        security,
        summary: 'Pagamentos aguardando a Efí (os mais antigos primeiro)',
        querystring: paginationQuerySchema,
        response: listResponse,
      },
    },
    async (request) => ({
      ...(await listPayments(app.db, pendingFilter, request.query, 'oldest')),
      ...request.query,
    }),
  );

  app.get(
    '/overdue',
    {
      onRequest: read,
      schema: {
        tags,
        security,
        summary: 'Cobranças recusadas ainda não pagas (as mais antigas primeiro)',
        querystring: paginationQuerySchema,
        response: listResponse,
      },
    },
    async (request) => ({
      ...(await listPayments(app.db, overdueFilter, request.query, 'oldest')),
      ...request.query,
    }),
  );

  app.get(
    '/stats',
    {
      onRequest: read,
      schema: {
        tags,
        security,
        summary:
          'Números dos pagamentos (por status, mês, pendentes, atrasados, recusas e recuperação no mês)',
        response: { 200: paymentStatsSchema, ...errorResponses(401, 403) },
      },
    },
    async () => payments.paymentFigures({ db: app.db, now: app.now }),
  );

  app.post(
    '/sync-all-pending',
    {
      onRequest: requireStaff({ permission: 'payments', action: 'syncAllPayments' }),
      schema: {
        tags,
        security,
        summary: 'Sincroniza com a Efí os pagamentos pendentes e recusados (administrador)',
        response: { 200: paymentSyncAllResultSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => payments.syncAllPending(deps, actorOf(request)),
  );

  app.get(
    '/:id',
    {
      onRequest: read,
      schema: {
        tags,
        security,
        summary: 'Um pagamento, com o histórico da cobrança na Efí',
        params: idParamsSchema,
        response: { 200: staffPaymentDetailSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => payments.getPaymentDetail(deps, request.params.id),
  );

  app.post(
    '/:id/sync-efi',
    {
      onRequest: requireStaff({ permission: 'payments', action: 'syncPayment' }),
      schema: {
        tags,
        security,
        summary: 'Sincroniza um pagamento com a Efí (gerente e administrador)',
        params: idParamsSchema,
        response: { 200: paymentSyncResultSchema, ...errorResponses(401, 403, 404, 503) },
      },
    },
    async (request) => payments.syncPayment(deps, actorOf(request), request.params.id),
  );

  app.post(
    '/:id/settle',
    {
      onRequest: requireStaff({ permission: 'payments', action: 'settlePayment' }),
      schema: {
        tags,
        security,
        summary:
          'Registra o pagamento de um boleto pago fora da Efí, com o motivo (gerente e administrador)',
        params: idParamsSchema,
        body: reasonBodySchema,
        response: { 200: paymentSettleResultSchema, ...errorResponses(401, 403, 404, 409, 503) },
      },
    },
    async (request) =>
      payments.settlePayment(deps, actorOf(request), request.params.id, request.body.reason),
  );
};
