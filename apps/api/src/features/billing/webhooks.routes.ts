import { efiWebhookBodySchema, efiWebhookReplySchema } from '@rumo/shared/billing/webhooks';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { RateLimitRule } from '../../plugins/rate-limit';
import { queueEfiNotification } from './billing.jobs';
import { findNotification } from './notifications.repository';
import { receiveNotification } from './notifications.service';

/** Efí's callbacks are tiny: `notification=<uuid>`. */
const FORM_BODY_LIMIT = 4096;

/**
 * Tokens not stored yet, per address: 1,000 per 5 minutes (a renewal day's burst of Efí's). The
 * deliveries of a stored token are not counted (Efí re-posts those on every change and until
 * they are read), and a 429 loses nothing: Efí posts the token again later. So a forger stores
 * at most 288,000 tokens a day per address, and those Efí refuses are purged
 * `UNKNOWN_TOKEN_RETENTION_DAYS` after their last delivery.
 */
export const webhookNewTokenRules: RateLimitRule[] = [
  {
    name: 'efi-webhook-new-token:ip',
    max: 1000,
    timeWindowMs: 5 * 60 * 1000,
    key: (request) => request.ip,
    count: 'failures',
  },
];

/**
 * Efí's notification callbacks. Answered 200 as soon as the token is stored (Efí re-posts on
 * anything else); the token carries no data and no signature, so nothing is trusted until the
 * processing reads it back from Efí with our credentials. Only new tokens are rate-limited
 * (`webhookNewTokenRules`); a forged token costs one refused read at Efí (never retried) and is
 * purged later; allow-list Efí's callback IPs at the edge for more.
 */
export async function webhookRoutes(app: FastifyInstance) {
  const newTokens = app.createRateLimiter(webhookNewTokenRules);

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
    async (request, reply) => {
      const token = request.body.notification;
      if ((await findNotification(app.db, token)) === undefined) {
        await newTokens.guard(request, reply);
      }
      // Counted only by the delivery that stored it (two first deliveries at once count one).
      if (await receiveNotification(app, token)) await newTokens.recordFailure(request);
      // After the store commits (the queue must not join a transaction on the embedded database).
      await queueEfiNotification(app.jobs, token);
      return { received: true as const };
    },
  );
}
