import { randomBytes } from 'node:crypto';
import { z } from 'zod';

/**
 * Where Rumo's WhatsApp client points: Meta's Cloud API (Graph), or the simulator mounted at
 * /whatsapp-sim. Null in `AppConfig`: WhatsApp is off (routes 404, /perfil hides the section).
 */
export interface WhatsappConfig {
  mode: 'cloud' | 'simulator';
  /** Graph's base, without the version: https://graph.facebook.com, or the simulator's. */
  baseUrl: string;
  graphVersion: string;
  phoneNumberId: string;
  accessToken: string;
  /** Signs Meta's webhooks (X-Hub-Signature-256): the Meta app's secret. */
  appSecret: string;
  /** Answered back in the subscription handshake (hub.verify_token). */
  verifyToken: string;
  /** Approved templates: the verification code (authentication) and the check-in reminder. */
  codeTemplate: string;
  reminderTemplate: string;
  templateLanguage: string;
  /** Where Meta (or the simulator) posts the webhooks. */
  webhookUrl: string;
}

export const WHATSAPP_SIMULATOR_PREFIX = '/whatsapp-sim';
export const WHATSAPP_WEBHOOK_PATH = '/api/webhooks/whatsapp';

const blankAsUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;
const optionalText = z.preprocess(blankAsUndefined, z.string().optional());

const whatsappEnvSchema = z.object({
  WHATSAPP_MODE: z.preprocess(
    blankAsUndefined,
    z
      .enum(['cloud', 'simulator', 'off'], {
        error: 'WHATSAPP_MODE deve ser cloud, simulator ou off.',
      })
      .optional(),
  ),
  WHATSAPP_PHONE_NUMBER_ID: optionalText,
  WHATSAPP_ACCESS_TOKEN: optionalText,
  WHATSAPP_APP_SECRET: optionalText,
  WHATSAPP_VERIFY_TOKEN: optionalText,
  WHATSAPP_CODE_TEMPLATE: optionalText,
  WHATSAPP_REMINDER_TEMPLATE: optionalText,
  WHATSAPP_TEMPLATE_LANGUAGE: optionalText,
  WHATSAPP_GRAPH_VERSION: z.preprocess(
    blankAsUndefined,
    z
      .string()
      .regex(/^v\d+\.\d+$/, 'WHATSAPP_GRAPH_VERSION deve ser como v23.0.')
      .optional(),
  ),
  WHATSAPP_BASE_URL: z.preprocess(
    blankAsUndefined,
    z
      .url({ protocol: /^https?$/, error: 'WHATSAPP_BASE_URL deve ser uma URL http(s) válida.' })
      .optional(),
  ),
});

const CLOUD_REQUIRED = [
  'WHATSAPP_PHONE_NUMBER_ID',
  'WHATSAPP_ACCESS_TOKEN',
  'WHATSAPP_APP_SECRET',
  'WHATSAPP_VERIFY_TOKEN',
] as const;

/**
 * The Cloud API when WHATSAPP_MODE=cloud (or its credentials are given); the simulator by default
 * outside production, so `npm start` shows the feature; off in production without configuration
 * (or with WHATSAPP_MODE=off). Returns the problems, one line per variable.
 */
export function parseWhatsappEnv(
  env: Record<string, string | undefined>,
  context: { production: boolean; publicUrl: string; port: number; host: string },
): { whatsapp: WhatsappConfig | null; problems: string[] } {
  const result = whatsappEnvSchema.safeParse(env);
  if (!result.success) {
    return {
      whatsapp: null,
      problems: result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    };
  }
  const vars = result.data;
  const mode =
    vars.WHATSAPP_MODE ??
    (vars.WHATSAPP_ACCESS_TOKEN ? 'cloud' : context.production ? 'off' : 'simulator');
  if (mode === 'off') return { whatsapp: null, problems: [] };
  const templates = {
    graphVersion: vars.WHATSAPP_GRAPH_VERSION ?? 'v23.0',
    codeTemplate: vars.WHATSAPP_CODE_TEMPLATE ?? 'rumo_codigo_verificacao',
    reminderTemplate: vars.WHATSAPP_REMINDER_TEMPLATE ?? 'rumo_lembrete_checkin',
    templateLanguage: vars.WHATSAPP_TEMPLATE_LANGUAGE ?? 'pt_BR',
    webhookUrl: `${context.publicUrl}${WHATSAPP_WEBHOOK_PATH}`,
  };
  if (mode === 'simulator') {
    // The server calls its own simulator over loopback, whatever address it listens on.
    const host = ['0.0.0.0', '::', ''].includes(context.host) ? '127.0.0.1' : context.host;
    return {
      whatsapp: {
        mode,
        baseUrl: `http://${host.includes(':') ? `[${host}]` : host}:${context.port}${WHATSAPP_SIMULATOR_PREFIX}`,
        phoneNumberId: vars.WHATSAPP_PHONE_NUMBER_ID ?? '100000000000001',
        accessToken: randomBytes(24).toString('hex'),
        appSecret: vars.WHATSAPP_APP_SECRET ?? randomBytes(24).toString('hex'),
        verifyToken: vars.WHATSAPP_VERIFY_TOKEN ?? randomBytes(12).toString('hex'),
        ...templates,
      },
      problems: [],
    };
  }
  const missing = CLOUD_REQUIRED.filter((name) => !vars[name]);
  if (missing.length > 0) {
    return {
      whatsapp: null,
      problems: missing.map(
        (name) =>
          `${name}: ausente. Necessário com WHATSAPP_MODE=cloud (ou use WHATSAPP_MODE=off).`,
      ),
    };
  }
  return {
    whatsapp: {
      mode,
      baseUrl: (vars.WHATSAPP_BASE_URL ?? 'https://graph.facebook.com').replace(/\/+$/, ''),
      phoneNumberId: vars.WHATSAPP_PHONE_NUMBER_ID as string,
      accessToken: vars.WHATSAPP_ACCESS_TOKEN as string,
      appSecret: vars.WHATSAPP_APP_SECRET as string,
      verifyToken: vars.WHATSAPP_VERIFY_TOKEN as string,
      ...templates,
    },
    problems: [],
  };
}
