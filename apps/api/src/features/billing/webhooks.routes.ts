import { efiWebhookBodySchema, efiWebhookReplySchema } from '@rumo/shared/billing/webhooks';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { receiveNotification } from './notifications.service';

export interface WebhookRoutesOptions {
  /**
   * Queues the processing of a stored token (see `queueEfiNotification` in billing.jobs.ts).
   * Without it the token stays `pending` for `processPendingNotifications`.
   */
  enqueue?: (token: string) => Promise<unknown>;
}

/** Efí's callbacks are tiny: `notification=<uuid>`. */
const FORM_BODY_LIMIT = 4096;

/**
 * Efí's notification callbacks. Answered 200 as soon as the token is stored (Efí re-posts on
 * anything else); the token carries no data and no signature, so nothing is trusted until the
 * processing reads it back from Efí with our credentials. Not rate-limited: Efí re-posts every
 * token on each change and until it is read, and a forged token costs one refused read at Efí
 * (never retried); allow-list Efí's callback IPs at the edge for more.
 */
export async function webhookRoutes(app: FastifyInstance, options: WebhookRoutesOptions) {
  // Form-encoded bodies, for this route only (Efí posts them; the rest of the API is JSON).
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => {
      const fields: Record<string, string> = {};
      for (const [name, value] of new URLSearchParams(String(body))) fields[name] = value;
      done(null, fields);
    },
  );

  app.withTypeProvider<ZodTypeProvider>().post(
    '/efi',
    {
      schema: {
        tags: ['billing'],
        summary: 'Callback de notificação da Efí (notification=<token>, form-encoded)',
        body: efiWebhookBodySchema,
        response: { 200: efiWebhookReplySchema },
      },
    },
    async (request) => {
      const token = request.body.notification;
      await receiveNotification(app, token);
      await options.enqueue?.(token);
      return { received: true as const };
    },
  );
}
