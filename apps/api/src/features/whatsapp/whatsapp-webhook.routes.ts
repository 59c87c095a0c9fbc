import type { FastifyInstance } from 'fastify';
import type { WhatsappConfig } from '../../whatsapp-config';
import { assertCompanyWritable } from '../billing/public';
import type { WhatsappClient } from './cloud-api/client';
import { webhookPayloadSchema } from './cloud-api/graph-shapes';
import { SIGNATURE_HEADER, verifySignature } from './cloud-api/signature';
import { handleIncoming } from './whatsapp-inbox.service';

const BODY_LIMIT = 1024 * 1024;

/**
 * Meta's webhook (GET and POST /api/webhooks/whatsapp). GET: the subscription handshake, answering
 * `hub.challenge` when `hub.verify_token` is ours. POST: refused (401) unless X-Hub-Signature-256
 * is the HMAC-SHA256 of the raw body with the app secret; then each incoming message is handled
 * (once per id) and answered 200; statuses (sent, delivered, read) are acknowledged.
 */
export async function whatsappWebhookRoutes(
  app: FastifyInstance,
  { client, whatsapp }: { client: WhatsappClient; whatsapp: WhatsappConfig },
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
    const deps = {
      db: app.db,
      domain: app.domain,
      client,
      config: whatsapp,
      now: () => app.now(),
      assertWritable: (companyId: string) =>
        assertCompanyWritable(app.db, app.config, companyId, app.now()),
    };
    for (const entry of payload.data.entry) {
      for (const change of entry.changes) {
        for (const message of change.value.messages ?? []) {
          try {
            await handleIncoming(deps, message);
          } catch (error) {
            request.log.error({ err: error, messageId: message.id }, 'whatsapp message failed');
          }
        }
      }
    }
    return { received: true };
  });
}
