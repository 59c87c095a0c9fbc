import {
  WHATSAPP_DELIVERY_STATUSES,
  type WhatsappDeliveryStatus,
} from '@rumo/shared/whatsapp/contracts';
import type { FastifyInstance } from 'fastify';
import type { WhatsappConfig } from '../../whatsapp-config';
import { webhookPayloadSchema } from './cloud-api/graph-shapes';
import { SIGNATURE_HEADER, verifySignature } from './cloud-api/signature';
import { INBOUND_RETRIES, WHATSAPP_INBOUND_JOB } from './whatsapp.jobs';
import { applyDeliveryStatus, storeInbound } from './whatsapp-messages.repository';

const BODY_LIMIT = 1024 * 1024;

const deliveryStatus = (status: string): WhatsappDeliveryStatus | undefined =>
  WHATSAPP_DELIVERY_STATUSES.find((known) => known === status && known !== 'accepted');

/** A webhook's Unix timestamp (seconds), or now when it is not one. */
function instantOf(timestamp: string, now: Date): Date {
  const seconds = Number(timestamp);
  return Number.isFinite(seconds) && seconds > 0 && seconds < 1e11 ? new Date(seconds * 1000) : now;
}

/**
 * Meta's webhook (GET and POST /api/webhooks/whatsapp). GET: the subscription handshake, answering
 * `hub.challenge` when `hub.verify_token` is ours. POST: refused (401) unless X-Hub-Signature-256
 * is the HMAC-SHA256 of the raw body with the app secret; then each incoming message is stored
 * (once per id) and queued for the 'whatsapp-inbound' job, and each status (sent, delivered,
 * read, failed with Meta's error code) updates the message sent: answered 200 at once.
 */
export async function whatsappWebhookRoutes(
  app: FastifyInstance,
  { whatsapp }: { whatsapp: WhatsappConfig },
) {
  // The raw bytes, for the signature (this plugin's routes only).
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer', bodyLimit: BODY_LIMIT },
    (_request, body, done) => done(null, body),
  );

  app.get('/whatsapp', { schema: { hide: true } }, async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    if (
      query['hub.mode'] === 'subscribe' &&
      typeof query['hub.challenge'] === 'string' &&
      query['hub.verify_token'] === whatsapp.verifyToken
    ) {
      return reply.type('text/plain').send(query['hub.challenge']);
    }
    return reply
      .status(403)
      .send({ statusCode: 403, code: 'FORBIDDEN', message: 'Token de verificação inválido.' });
  });

  app.post('/whatsapp', { schema: { hide: true } }, async (request, reply) => {
    const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    if (!verifySignature(whatsapp.appSecret, raw, request.headers[SIGNATURE_HEADER])) {
      return reply
        .status(401)
        .send({ statusCode: 401, code: 'UNAUTHORIZED', message: 'Assinatura inválida.' });
    }
    let json: unknown;
    try {
      json = JSON.parse(raw.toString('utf8'));
    } catch {
      json = undefined;
    }
    const payload = webhookPayloadSchema.safeParse(json);
    // Signed but not understood: acknowledged, or Meta would redeliver it for days.
    if (!payload.success) return { received: true };
    const now = app.now();
    for (const entry of payload.data.entry) {
      for (const change of entry.changes) {
        for (const status of change.value.statuses ?? []) {
          const known = deliveryStatus(status.status);
          if (!known) continue;
          await applyDeliveryStatus(app.db, {
            wamid: status.id,
            status: known,
            errorCode: status.errors?.[0]?.code ?? null,
            at: instantOf(status.timestamp, now),
          });
        }
        for (const message of change.value.messages ?? []) {
          const stored = await storeInbound(app.db, {
            messageId: message.id,
            phone: `+${message.from}`,
            payload: message,
            receivedAt: now,
          });
          // A redelivery (the id is stored) is answered 200 and not queued again.
          if (stored) {
            await app.jobs.send(
              WHATSAPP_INBOUND_JOB,
              { messageId: message.id },
              { singletonKey: message.id, ...INBOUND_RETRIES },
            );
          }
        }
      }
    }
    return { received: true };
  });
}
