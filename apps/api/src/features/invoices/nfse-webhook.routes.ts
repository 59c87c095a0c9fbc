import { nfseWebhookBodySchema, nfseWebhookReplySchema } from '@rumo/shared/billing/invoices';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/errors';
import { queueInvoiceWork } from './invoices.jobs';
import { findInvoiceByReference, updateInvoice } from './invoices.repository';

/**
 * The NFS-e provider's callback (POST /api/webhooks/nfse). Its body is not trusted: an invoice
 * the provider is working on (processing, canceling) becomes due now, and the job reads it back
 * from the provider with Rumo's token. Answered 200 whatever the reference (the provider re-posts
 * on anything else, and an unknown reference reveals nothing).
 */
export const nfseWebhookRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/nfse',
    {
      schema: {
        tags: ['billing'],
        summary: 'Callback do provedor de NFS-e (a nota é relida no provedor)',
        body: nfseWebhookBodySchema,
        response: { 200: nfseWebhookReplySchema, ...errorResponses() },
      },
    },
    async (request) => {
      const invoice = await findInvoiceByReference(app.db, request.body.ref);
      if (invoice && (invoice.status === 'processing' || invoice.status === 'canceling')) {
        const now = app.now();
        await updateInvoice(app.db, invoice.id, { nextAttemptAt: now, updatedAt: now });
        await queueInvoiceWork(app.jobs, invoice.id);
      }
      return { received: true as const };
    },
  );
};
