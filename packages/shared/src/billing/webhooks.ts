import { z } from 'zod';

/**
 * Efí's callback (efi-pay.md §1.5): form-encoded `notification=<token>`, nothing else. The
 * token is opaque (a UUID today); anything else is refused before it is stored.
 */
export const efiWebhookBodySchema = z.object({
  notification: z
    .string({ error: 'Informe o token da notificação.' })
    .trim()
    .min(1, 'Informe o token da notificação.')
    .max(200, 'Token de notificação inválido.')
    .regex(/^[A-Za-z0-9._-]+$/, 'Token de notificação inválido.'),
});
export type EfiWebhookBody = z.infer<typeof efiWebhookBodySchema>;

/** Efí counts only a 200 as delivered (a 204 is a failure). */
export const efiWebhookReplySchema = z.object({ received: z.literal(true) });
export type EfiWebhookReply = z.infer<typeof efiWebhookReplySchema>;

/**
 * Routes:
 * POST /api/webhooks/efi (public; Efí) efiWebhookBodySchema -> 200 efiWebhookReplySchema | 400
 */
