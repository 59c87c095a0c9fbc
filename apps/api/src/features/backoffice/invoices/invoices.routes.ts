import {
  bulkRetryBodySchema,
  bulkRetryResultSchema,
  cancelInvoiceBodySchema,
  invoiceActionResultSchema,
  staffInvoiceDetailSchema,
  staffInvoiceListSchema,
  staffInvoiceQuerySchema,
} from '@rumo/shared/backoffice/invoices';
import { idParamsSchema } from '@rumo/shared/common/fields';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../../lib/errors';
import { actorOf, security, tags } from '../billing/deps';
import { requireStaff } from '../public';
import {
  cancelStaffInvoice,
  getInvoice,
  listInvoices,
  reissueInvoice,
  retryInvoice,
  retryInvoices,
  staffInvoiceDocument,
} from './invoices.service';

/**
 * Notas fiscais (permission `payments`), registered under /api/backoffice/invoices: read by
 * anyone with the flag (a Visualizador too), retried (one or a selection) by an analyst or
 * above, canceled and issued again by a manager or an admin (role rules `retryInvoice`,
 * `cancelInvoice`, `reissueInvoice`).
 */
export const backofficeInvoiceRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.db, jobs: app.jobs, nfse: app.nfse, now: app.now };
  const read = requireStaff({ permission: 'payments' });

  app.get(
    '/',
    {
      onRequest: read,
      schema: {
        tags,
        security,
        summary: 'Notas fiscais (filtros: status, empresa, período)',
        querystring: staffInvoiceQuerySchema,
        response: { 200: staffInvoiceListSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => listInvoices(deps, request.query),
  );

  app.get(
    '/:id',
    {
      onRequest: read,
      schema: {
        tags,
        security,
        summary: 'Uma nota fiscal',
        params: idParamsSchema,
        response: { 200: staffInvoiceDetailSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => ({ data: await getInvoice(deps, request.params.id) }),
  );

  for (const kind of ['pdf', 'xml'] as const) {
    app.get(
      `/:id/${kind}`,
      {
        onRequest: read,
        schema: {
          tags,
          security,
          summary: `O ${kind.toUpperCase()} de uma nota fiscal`,
          params: idParamsSchema,
          response: { 200: z.any(), ...errorResponses(401, 403, 404, 409) },
        },
      },
      async (request, reply) => {
        const document = await staffInvoiceDocument(deps, request.params.id, kind);
        return reply
          .header('content-type', document.contentType)
          .header('content-disposition', `attachment; filename="${document.filename}"`)
          .header('cache-control', 'private, no-store')
          .send(document.body);
      },
    );
  }

  app.post(
    '/:id/retry',
    {
      onRequest: requireStaff({ permission: 'payments', action: 'retryInvoice' }),
      schema: {
        tags,
        security,
        summary: 'Tenta emitir de novo uma nota com erro (ou na fila)',
        params: idParamsSchema,
        response: { 200: invoiceActionResultSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => retryInvoice(deps, actorOf(request), request.params.id),
  );

  app.post(
    '/retry',
    {
      onRequest: requireStaff({ permission: 'payments', action: 'retryInvoice' }),
      schema: {
        tags,
        security,
        summary: 'Tenta emitir de novo as notas selecionadas (com erro ou na fila)',
        body: bulkRetryBodySchema,
        response: { 200: bulkRetryResultSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => retryInvoices(deps, actorOf(request), request.body),
  );

  app.post(
    '/:id/reissue',
    {
      onRequest: requireStaff({ permission: 'payments', action: 'reissueInvoice' }),
      schema: {
        tags,
        security,
        summary: 'Emite uma nova nota para um pagamento ainda pago cuja nota foi cancelada',
        params: idParamsSchema,
        response: { 200: invoiceActionResultSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => reissueInvoice(deps, actorOf(request), request.params.id),
  );

  app.post(
    '/:id/cancel',
    {
      onRequest: requireStaff({ permission: 'payments', action: 'cancelInvoice' }),
      schema: {
        tags,
        security,
        summary: 'Cancela a nota fiscal com um motivo (enviado ao provedor e à auditoria)',
        params: idParamsSchema,
        body: cancelInvoiceBodySchema,
        response: { 200: invoiceActionResultSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => cancelStaffInvoice(deps, actorOf(request), request.params.id, request.body),
  );
};
