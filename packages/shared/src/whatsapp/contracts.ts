import { z } from 'zod';

/**
 * A Brazilian WhatsApp number typed by a person ("+55 11 91234-5678", "(11) 91234-5678"), kept in
 * E.164 ("+5511912345678"): DDD 11–99 and 8 or 9 digits (a mobile starts with 9).
 */
export const whatsappPhoneSchema = z
  .string({ error: 'Informe o número do WhatsApp.' })
  .max(40, 'Número de WhatsApp inválido.')
  .transform((typed) => {
    const digits = typed.replace(/\D/g, '');
    return digits.startsWith('55') && digits.length >= 12 ? `+${digits}` : `+55${digits}`;
  })
  .refine((phone) => /^\+55[1-9][1-9]9?\d{8}$/.test(phone), {
    message: 'Informe um número de WhatsApp válido com DDD, por exemplo +55 11 91234-5678.',
  });

export const WHATSAPP_CODE_LENGTH = 6;

export const startWhatsappLinkBodySchema = z.object({ phone: whatsappPhoneSchema });
export type StartWhatsappLinkBody = z.input<typeof startWhatsappLinkBodySchema>;

export const verifyWhatsappLinkBodySchema = z.object({
  code: z
    .string({ error: 'Informe o código recebido no WhatsApp.' })
    .trim()
    .regex(/^\d{6}$/, 'O código tem 6 dígitos.'),
});
export type VerifyWhatsappLinkBody = z.input<typeof verifyWhatsappLinkBodySchema>;

/** A sent message's delivery, as Meta's status webhooks tell it (accepted: no status yet). */
export const WHATSAPP_DELIVERY_STATUSES = [
  'accepted',
  'sent',
  'delivered',
  'read',
  'failed',
] as const;
export type WhatsappDeliveryStatus = (typeof WHATSAPP_DELIVERY_STATUSES)[number];

export const whatsappDeliveryLabels: Record<WhatsappDeliveryStatus, string> = {
  accepted: 'enviada',
  sent: 'enviada',
  delivered: 'entregue',
  read: 'lida',
  failed: 'falhou',
};

/** Meta's error codes of a failed delivery, explained in pt-BR (developers.facebook.com, error codes). */
const FAILURE_REASONS: Record<number, string> = {
  131026: 'o número não pode receber mensagens do WhatsApp',
  131047: 'passaram mais de 24 horas desde a última resposta da pessoa',
  131049: 'o WhatsApp limitou as mensagens para este número',
  131050: 'a pessoa bloqueou mensagens desta empresa',
  131051: 'tipo de mensagem não suportado',
  131053: 'falha ao enviar a mídia',
  131000: 'erro no WhatsApp; tente novamente mais tarde',
  131016: 'o WhatsApp está indisponível no momento',
  132001: 'o modelo de mensagem não está aprovado',
  132015: 'o modelo de mensagem foi pausado',
  133010: 'o número da empresa não está registrado',
};

export function whatsappFailureReason(code: number | null): string {
  return (code !== null && FAILURE_REASONS[code]) || 'o WhatsApp não entregou a mensagem';
}

/** The caller's number: none, waiting for the code sent to it, or linked; and their last message. */
export const whatsappLinkSchema = z.object({
  status: z.enum(['none', 'pending', 'linked']),
  phone: z.string().nullable(),
  linkedAt: z.iso.datetime({ offset: true }).nullable(),
  codeExpiresAt: z.iso.datetime({ offset: true }).nullable(),
  /** The last message Rumo sent the person by WhatsApp and how its delivery went. */
  lastMessage: z
    .object({
      status: z.enum(WHATSAPP_DELIVERY_STATUSES),
      at: z.iso.datetime({ offset: true }),
      /** pt-BR, when the delivery failed. */
      failureReason: z.string().nullable(),
    })
    .nullable(),
});
export type WhatsappLink = z.infer<typeof whatsappLinkSchema>;

/**
 * Routes (only when WhatsApp is configured, or its simulator runs; otherwise 404):
 * GET /api/whatsapp/link -> whatsappLinkSchema (the caller's own)
 * POST /api/whatsapp/link startWhatsappLinkBodySchema -> whatsappLinkSchema (sends a 6-digit code)
 * POST /api/whatsapp/link/verify verifyWhatsappLinkBodySchema -> whatsappLinkSchema (links)
 * DELETE /api/whatsapp/link -> 204 (unlinks)
 * GET|POST /api/webhooks/whatsapp: Meta's verify-token handshake and signed notifications
 */
export const whatsappMessages = {
  codeSendFailed: 'Não foi possível enviar o código pelo WhatsApp. Tente novamente em instantes.',
  codeTooSoon: 'Aguarde um minuto antes de pedir outro código.',
  codeWrong: 'Código incorreto. Confira a mensagem do WhatsApp e tente de novo.',
  codeExpired: 'O código expirou. Peça um novo código.',
  codeAttempts: 'Muitas tentativas erradas. Peça um novo código.',
  noPendingCode: 'Nenhum código pendente. Informe o número para receber um código.',
  phoneTaken: 'Este número já está vinculado a outra pessoa no Rumo.',
} as const;

export const whatsappErrorCodes = {
  codeSendFailed: 'WHATSAPP_CODE_SEND_FAILED',
  codeTooSoon: 'WHATSAPP_CODE_TOO_SOON',
  codeWrong: 'WHATSAPP_CODE_WRONG',
  codeExpired: 'WHATSAPP_CODE_EXPIRED',
  codeAttempts: 'WHATSAPP_CODE_ATTEMPTS',
  noPendingCode: 'WHATSAPP_NO_PENDING_CODE',
  phoneTaken: 'WHATSAPP_PHONE_TAKEN',
} as const;
