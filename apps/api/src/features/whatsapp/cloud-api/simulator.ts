import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { sendMessageBodySchema } from './graph-shapes';
import { signBody } from './signature';
import { simulatorPage, simulatorScript } from './simulator-page';
import { renderTemplate, SIMULATED_TEMPLATES } from './simulator-templates';

export interface SimulatorOptions {
  token: string;
  phoneNumberId: string;
  appSecret: string;
  /** Posts a signed webhook body to Rumo (the app's own route, through inject). */
  deliver: (rawBody: string, signature: string) => Promise<void>;
  now: () => Date;
}

interface SimulatedMessage {
  id: string;
  to: string;
  type: string;
  /** What the person reads on their phone. */
  text: string;
  /** The rows of an interactive list (id, title). */
  options: { id: string; title: string }[];
  status: 'sent' | 'delivered' | 'read' | 'failed';
  createdAt: string;
}

const DISPLAY_NUMBER = '15550000000';

/** Meta's titles of the delivery errors the simulator can play (any other code: generic). */
const DELIVERY_ERRORS: Record<number, string> = {
  131000: 'Something went wrong',
  131026: 'Message undeliverable',
  131047: 'Re-engagement message',
  131049: 'This message was not delivered to maintain healthy ecosystem engagement.',
  131050: 'User has stopped marketing messages',
};

const replySchema = z
  .object({
    from: z.string().regex(/^\+?\d{8,15}$/),
    text: z.string().min(1).max(4096).optional(),
    listReplyId: z.string().min(1).max(200).optional(),
    buttonPayload: z.string().min(1).max(200).optional(),
  })
  .refine(
    (body) => body.text ?? body.listReplyId ?? body.buttonPayload,
    'text, listReplyId ou buttonPayload',
  );

const metaError = (reply: FastifyReply, status: number, code: number, message: string) =>
  reply.status(status).send({
    error: { message, type: 'OAuthException', code, fbtrace_id: randomBytes(8).toString('hex') },
  });

const isLoopback = (request: FastifyRequest) =>
  ['127.0.0.1', '::1', '::ffff:127.0.0.1'].includes(request.ip);

function describe(
  body: z.infer<typeof sendMessageBodySchema>,
): Pick<SimulatedMessage, 'text' | 'options'> {
  if (body.type === 'text') return { text: body.text?.body ?? '', options: [] };
  if (body.type === 'template') {
    const components = (body.template?.components ?? []) as {
      type?: string;
      parameters?: { text?: string }[];
    }[];
    const parameters = (components.find((part) => part.type === 'body')?.parameters ?? []).map(
      (parameter) => parameter.text ?? '',
    );
    return { text: renderTemplate(body.template?.name ?? '', parameters), options: [] };
  }
  const action = body.interactive?.action as
    | { sections?: { rows?: { id: string; title: string }[] }[] }
    | undefined;
  const options = (action?.sections ?? []).flatMap((section) => section.rows ?? []);
  return { text: body.interactive?.body.text ?? '', options };
}

/**
 * A stand-in for the WhatsApp Cloud API at the HTTP level (like the Efí and NFS-e simulators):
 * `POST /{version}/{phone-number-id}/messages` with Meta's shapes and errors, approved templates
 * only, `sent` and `delivered` statuses posted back as signed webhooks; and control routes, for
 * loopback callers only, to read what a number received and to reply as that person (a signed
 * `messages[]` webhook to Rumo). State lives in memory: it is a development tool.
 */
export async function whatsappSimulator(app: FastifyInstance, options: SimulatorOptions) {
  const messages: SimulatedMessage[] = [];
  let failures: { status: number; times: number } | null = null;
  /** Undelivered next sends: accepted (200 and an id), then a `failed` status with `code`. */
  let undelivered: { code: number; times: number; to?: string } | null = null;

  const envelope = (value: Record<string, unknown>) =>
    JSON.stringify({
      object: 'whatsapp_business_account',
      entry: [
        {
          id: 'WABA_SIMULATED',
          changes: [
            {
              field: 'messages',
              value: {
                messaging_product: 'whatsapp',
                metadata: {
                  display_phone_number: DISPLAY_NUMBER,
                  phone_number_id: options.phoneNumberId,
                },
                ...value,
              },
            },
          ],
        },
      ],
    });
  const post = (raw: string) => options.deliver(raw, signBody(options.appSecret, raw));
  const timestamp = () => String(Math.floor(options.now().getTime() / 1000));
  const postStatus = (message: SimulatedMessage, status: SimulatedMessage['status'], code = 0) => {
    message.status = status;
    const failure = DELIVERY_ERRORS[code] ?? DELIVERY_ERRORS[131000];
    return post(
      envelope({
        statuses: [
          {
            id: message.id,
            status,
            timestamp: timestamp(),
            recipient_id: message.to,
            ...(status === 'failed'
              ? {
                  errors: [
                    {
                      code,
                      title: failure,
                      message: failure,
                      error_data: { details: failure },
                      href: 'https://developers.facebook.com/docs/whatsapp/cloud-api/support/error-codes/',
                    },
                  ],
                }
              : {
                  conversation: {
                    id: randomBytes(16).toString('hex'),
                    origin: { type: message.type === 'template' ? 'utility' : 'service' },
                  },
                  pricing: { billable: true, pricing_model: 'CBP', category: 'utility' },
                }),
          },
        ],
      }),
    );
  };

  app.post('/:version/:phoneNumberId/messages', async (request, reply) => {
    const { phoneNumberId } = request.params as { phoneNumberId: string };
    if (request.headers.authorization !== `Bearer ${options.token}`) {
      return metaError(reply, 401, 190, 'Invalid OAuth access token.');
    }
    if (phoneNumberId !== options.phoneNumberId) {
      return metaError(reply, 400, 100, 'Unsupported post request. Unknown phone number id.');
    }
    if (failures && failures.times > 0) {
      failures.times -= 1;
      return metaError(reply, failures.status, 131000, 'Something went wrong (simulated).');
    }
    const parsed = sendMessageBodySchema.safeParse(request.body);
    if (!parsed.success) return metaError(reply, 400, 100, 'Invalid parameter');
    const body = parsed.data;
    if (body.type === 'template' && !SIMULATED_TEMPLATES[body.template?.name ?? '']) {
      return metaError(reply, 404, 132001, 'Template name does not exist in the translation');
    }
    const message: SimulatedMessage = {
      id: `wamid.${randomBytes(16).toString('hex')}`,
      to: body.to.replace(/^\+/, ''),
      type: body.type,
      ...describe(body),
      status: 'sent',
      createdAt: options.now().toISOString(),
    };
    messages.push(message);
    if (
      undelivered &&
      undelivered.times > 0 &&
      (!undelivered.to || undelivered.to === message.to)
    ) {
      undelivered.times -= 1;
      await postStatus(message, 'failed', undelivered.code);
    } else {
      await postStatus(message, 'sent');
      await postStatus(message, 'delivered');
    }
    return {
      messaging_product: 'whatsapp',
      contacts: [{ input: body.to, wa_id: message.to }],
      messages: [{ id: message.id }],
    };
  });

  await app.register(async (control) => {
    control.addHook('onRequest', async (request, reply) => {
      if (!isLoopback(request)) return reply.status(403).send({ message: 'Somente local.' });
    });
    control.get('/', async (_request, reply) => reply.type('text/html').send(simulatorPage));
    control.get('/page.js', async (_request, reply) =>
      reply.type('text/javascript').send(simulatorScript),
    );
    control.get('/control/messages', async (request) => {
      const to = String((request.query as { to?: string }).to ?? '').replace(/\D/g, '');
      return { data: messages.filter((message) => !to || message.to === to).slice(-50) };
    });
    control.post('/control/reply', async (request, reply) => {
      const parsed = replySchema.safeParse(request.body);
      if (!parsed.success) return reply.status(400).send({ message: parsed.error.message });
      const { from, text, listReplyId, buttonPayload } = parsed.data;
      const waId = from.replace(/^\+/, '');
      // Reading before answering: what this number received turns `read`.
      for (const message of messages.filter(
        (m) => m.to === waId && (m.status === 'sent' || m.status === 'delivered'),
      )) {
        await postStatus(message, 'read');
      }
      const listTitle = messages.flatMap((m) => m.options).find((o) => o.id === listReplyId)?.title;
      const incoming = {
        from: waId,
        id: `wamid.${randomBytes(16).toString('hex')}`,
        timestamp: timestamp(),
        ...(text !== undefined
          ? { type: 'text', text: { body: text } }
          : listReplyId !== undefined
            ? {
                type: 'interactive',
                interactive: {
                  type: 'list_reply',
                  list_reply: { id: listReplyId, title: listTitle ?? listReplyId },
                },
              }
            : { type: 'button', button: { payload: buttonPayload, text: buttonPayload } }),
      };
      await post(
        envelope({
          contacts: [{ wa_id: waId, profile: { name: 'Pessoa' } }],
          messages: [incoming],
        }),
      );
      return { id: incoming.id };
    });
    /** Fault injection for the client's retries: the next `times` sends answer `status`. */
    control.post('/control/failures', async (request, reply) => {
      const parsed = z
        .object({
          status: z.number().int().min(400).max(599),
          times: z.number().int().min(0).max(10),
        })
        .safeParse(request.body);
      if (!parsed.success) return reply.status(400).send({ message: parsed.error.message });
      failures = parsed.data;
      return { ok: true };
    });
    /** Delivery failures: the next `times` sends (to `to`, or any) are accepted, then `failed`. */
    control.post('/control/delivery-failures', async (request, reply) => {
      const parsed = z
        .object({
          code: z.number().int().min(1).max(999999),
          times: z.number().int().min(0).max(10),
          to: z
            .string()
            .regex(/^\+?\d{8,15}$/)
            .transform((to) => to.replace(/^\+/, ''))
            .optional(),
        })
        .safeParse(request.body);
      if (!parsed.success) return reply.status(400).send({ message: parsed.error.message });
      undelivered = parsed.data;
      return { ok: true };
    });
  });
}
