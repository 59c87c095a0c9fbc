import { createHash, timingSafeEqual } from 'node:crypto';
import { nfseWebhookBodySchema, nfseWebhookReplySchema } from '@rumo/shared/billing/invoices';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, unauthorized } from '../../lib/errors';
import { NFSE_WEBHOOK_HEADER } from '../../nfse-config';
import { queueInvoiceWork } from './invoices.jobs';
import { findInvoiceByReference, updateInvoice } from './invoices.repository';

/**
 * The NFS-e provider's callback (POST /api/webhooks/nfse). Its body is not trusted: an invoice
 * the provider is working on (processing, canceling) becomes due now, and the job reads it back
 * from the provider with Rumo's token. Answered 200 whatever the reference (the provider re-posts
 * on anything else, and an unknown reference reveals nothing). With a webhook secret configured
 * (NFSE_WEBHOOK_SECRET, the simulator's own), a call without it answers 401.
 */
export const nfseWebhookRoutes: FastifyPluginAsyncZod = async (app) => {
  const secret = app.config.nfse.webhookSecret;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  const expected = secret ? digest(secret) : null;

  app.post(
    '/nfse',
    {
      schema: {
        tags: ['billing'],
        summary: 'Callback do provedor de NFS-e (a nota é relida no provedor)',
        body: nfseWebhookBodySchema,
        response: { 200: nfseWebhookReplySchema, ...errorResponses(401) },
      },
    },
    async (request) => {
      if (expected) {
        const given = request.headers[NFSE_WEBHOOK_HEADER];
        if (typeof given !== 'string' || !timingSafeEqual(digest(given), expected)) {
          throw unauthorized();
        }
      }
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
