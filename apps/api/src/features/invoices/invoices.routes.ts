import { paymentListSchema } from '@rumo/shared/billing/contracts';
import { fiscalDataResponseSchema } from '@rumo/shared/billing/fiscal-data';
import { fiscalDataRequestSchema } from '@rumo/shared/billing/municipal-contracts';
import { idParamsSchema } from '@rumo/shared/common/fields';
import { paginationQuerySchema } from '@rumo/shared/common/pagination';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/errors';
import { customerOf } from '../../plugins/auth';
import { companyFiscalData, updateCompanyFiscalData } from './fiscal-data.service';
import { findCompanyInvoice } from './invoices.repository';
import { invoiceDocument, paymentHistory } from './invoices.service';

const tags = ['billing'];
const security = [{ bearerAuth: [] }];

/**
 * Configurações › Assinatura (admins): the payment history with each payment's nota fiscal, the
 * notas' documents and who they are issued to.
 */
export const invoiceRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = app.withTypeProvider<ZodTypeProvider>();
  admin.addHook('onRequest', app.requireAdmin);

  admin.get(
    '/payments',
    {
      schema: {
        tags,
        security,
        summary: 'Histórico de pagamentos (paginado)',
        querystring: paginationQuerySchema,
        response: { 200: paymentListSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => paymentHistory(app.db, customerOf(request).companyId, request.query),
  );

  for (const kind of ['pdf', 'xml'] as const) {
    admin.get(
      `/invoices/:id/${kind}`,
      {
        schema: {
          tags,
          security,
          summary: `O ${kind.toUpperCase()} da nota fiscal de um pagamento da empresa`,
          params: idParamsSchema,
          response: { 200: z.any(), ...errorResponses(401, 403, 404, 409) },
        },
      },
      async (request, reply) => {
        const companyId = customerOf(request).companyId;
        const invoice = await findCompanyInvoice(app.db, companyId, request.params.id);
        const document = await invoiceDocument(app.nfse, invoice, kind);
        return reply
          .header('content-type', document.contentType)
          .header('content-disposition', `attachment; filename="${document.filename}"`)
          .header('cache-control', 'private, no-store')
          .send(document.body);
      },
    );
  }

  admin.get(
    '/fiscal-data',
    {
      schema: {
        tags,
        security,
        summary: 'Os dados do tomador das notas fiscais (salvos, ou os do pagador no checkout)',
        response: { 200: fiscalDataResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => ({ data: await companyFiscalData(app.db, customerOf(request).companyId) }),
  );

  admin.put(
    '/fiscal-data',
    {
      schema: {
        tags,
        security,
        summary: 'Corrige os dados do tomador (valem a partir da próxima nota fiscal)',
        body: fiscalDataRequestSchema,
        response: { 200: fiscalDataResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => ({
      data: await updateCompanyFiscalData(
        app.db,
        customerOf(request).companyId,
        request.body,
        app.now(),
      ),
    }),
  );
};
