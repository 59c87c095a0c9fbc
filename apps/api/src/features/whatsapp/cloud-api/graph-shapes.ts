import { z } from 'zod';

// The Cloud API's JSON, as Meta documents it (graph.facebook.com/{version}/{phone-number-id}/messages
// and the `whatsapp_business_account` webhook). Only what Rumo reads is declared; the rest passes.

export type TemplateParameter = { type: 'text'; text: string };

/** The bodies Rumo sends: `messaging_product: "whatsapp"` and one of the three types. */
export type OutgoingMessage =
  | { type: 'text'; text: { body: string; preview_url?: boolean } }
  | {
      type: 'template';
      template: {
        name: string;
        language: { code: string };
        components?: {
          type: 'body' | 'button';
          sub_type?: 'url' | 'quick_reply';
          index?: string;
          parameters: TemplateParameter[];
        }[];
      };
    }
  | {
      type: 'interactive';
      interactive: {
        type: 'list';
        header?: { type: 'text'; text: string };
        body: { text: string };
        footer?: { text: string };
        action: {
          button: string;
          sections: {
            title: string;
            rows: { id: string; title: string; description?: string }[];
          }[];
        };
      };
    };

export const sendMessageBodySchema = z.object({
  messaging_product: z.literal('whatsapp'),
  recipient_type: z.literal('individual').optional(),
  to: z.string().regex(/^\+?\d{8,15}$/),
  type: z.enum(['text', 'template', 'interactive']),
  text: z.object({ body: z.string().min(1).max(4096) }).optional(),
  template: z
    .object({
      name: z.string().min(1),
      language: z.object({ code: z.string().min(2) }),
      components: z.array(z.unknown()).optional(),
    })
    .optional(),
  interactive: z
    .object({
      type: z.enum(['list', 'button']),
      body: z.object({ text: z.string().min(1).max(1024) }),
      action: z.unknown(),
    })
    .passthrough()
    .optional(),
});

export const sendMessageReplySchema = z.object({
  messaging_product: z.literal('whatsapp'),
  contacts: z.array(z.object({ input: z.string(), wa_id: z.string() })),
  messages: z.array(z.object({ id: z.string() })),
});

export const incomingMessageSchema = z
  .object({
    from: z.string().max(20),
    id: z.string().max(200),
    timestamp: z.string().max(20),
    type: z.string().max(40),
    text: z.object({ body: z.string().max(4096) }).optional(),
    interactive: z
      .object({
        type: z.string().max(40),
        list_reply: z
          .object({ id: z.string().max(200), title: z.string().max(200) })
          .passthrough()
          .optional(),
        button_reply: z
          .object({ id: z.string().max(200), title: z.string().max(200) })
          .passthrough()
          .optional(),
      })
      .optional(),
    /** A template's quick-reply button. */
    button: z.object({ payload: z.string().max(200), text: z.string().max(200) }).optional(),
  })
  .passthrough();
export type IncomingMessage = z.infer<typeof incomingMessageSchema>;

const statusSchema = z
  .object({
    id: z.string().max(200),
    status: z.string().max(40),
    timestamp: z.string().max(20),
    recipient_id: z.string().max(20),
    /** A failed delivery's reasons (Meta: code, title, message, error_data.details). */
    errors: z
      .array(
        z.object({ code: z.number().int(), title: z.string().max(500).optional() }).passthrough(),
      )
      .max(10)
      .optional(),
  })
  .passthrough();

/** Meta's webhook: `entry[].changes[].value` with `messages[]` and/or `statuses[]`. */
export const webhookPayloadSchema = z.object({
  object: z.literal('whatsapp_business_account'),
  entry: z
    .array(
      z.object({
        id: z.string().max(100),
        changes: z
          .array(
            z.object({
              field: z.string().max(100),
              value: z
                .object({
                  messaging_product: z.literal('whatsapp'),
                  metadata: z
                    .object({ display_phone_number: z.string(), phone_number_id: z.string() })
                    .passthrough(),
                  contacts: z
                    .array(z.object({ wa_id: z.string(), profile: z.object({ name: z.string() }) }))
                    .optional(),
                  messages: z.array(incomingMessageSchema).max(100).optional(),
                  statuses: z.array(statusSchema).max(100).optional(),
                })
                .passthrough(),
            }),
          )
          .max(100),
      }),
    )
    .max(100),
});
export type WebhookPayload = z.infer<typeof webhookPayloadSchema>;
