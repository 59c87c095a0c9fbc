import { randomBytes } from 'node:crypto';
import { FOCUS_BASE_URLS, FOCUS_ENVS, FOCUS_LAYOUTS } from '@rumo/nfse';
import { z } from 'zod';

export const NFSE_PROVIDERS = ['focus'] as const;

/** Where Rumo's NFS-e client points: the provider itself, or the simulator mounted at /nfse-sim. */
export interface NfseConfig {
  provider: (typeof NFSE_PROVIDERS)[number];
  mode: 'provider' | 'simulator';
  /** The provider's environment (the simulator behaves like homologação). */
  environment: (typeof FOCUS_ENVS)[number];
  /**
   * Focus's municipal API (`/v2/nfse`) or the NFS-e Padrão Nacional (`/v2/nfsen`), which every
   * municipality takes from 2026 (docs/decisions/0026-nfse-invoices.md); the simulator serves both.
   */
  layout: (typeof FOCUS_LAYOUTS)[number];
  baseUrl: string;
  /** The provider's API token; for the simulator, a random one drawn per start. */
  token: string;
  /** Where the provider posts its webhooks (Focus's gatilhos) about Rumo's notas. */
  webhookUrl: string;
  /**
   * Sent by the provider in `NFSE_WEBHOOK_HEADER` with every webhook (Focus's hook
   * `authorization`/`authorization_header`), for the webhook route to check; NFSE_WEBHOOK_SECRET,
   * or, for the simulator without it, a random one drawn per start. Null: not configured.
   */
  webhookSecret: string | null;
}

export const NFSE_WEBHOOK_HEADER = 'x-nfse-webhook-secret';

export const NFSE_SIMULATOR_PREFIX = '/nfse-sim';

const blankAsUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

const nfseEnvSchema = z.object({
  NFSE_PROVIDER: z.preprocess(
    blankAsUndefined,
    z.enum(NFSE_PROVIDERS, { error: 'NFSE_PROVIDER deve ser focus.' }).default('focus'),
  ),
  NFSE_TOKEN: z.preprocess(blankAsUndefined, z.string().optional()),
  NFSE_ENV: z.preprocess(
    blankAsUndefined,
    z
      .enum(FOCUS_ENVS, { error: 'NFSE_ENV deve ser homologacao ou producao.' })
      .default('homologacao'),
  ),
  NFSE_LAYOUT: z.preprocess(
    blankAsUndefined,
    z
      .enum(FOCUS_LAYOUTS, { error: 'NFSE_LAYOUT deve ser municipal ou nacional.' })
      .default('nacional'),
  ),
  NFSE_BASE_URL: z.preprocess(
    blankAsUndefined,
    z
      .url({ protocol: /^https?$/, error: 'NFSE_BASE_URL deve ser uma URL http(s) válida.' })
      .optional(),
  ),
  NFSE_WEBHOOK_SECRET: z.preprocess(
    blankAsUndefined,
    z.string().min(24, 'NFSE_WEBHOOK_SECRET deve ter pelo menos 24 caracteres.').optional(),
  ),
  NFSE_SIMULATOR: z.preprocess(
    blankAsUndefined,
    z.enum(['true', 'false'], { error: 'NFSE_SIMULATOR deve ser true ou false.' }).optional(),
  ),
});

/**
 * The provider when NFSE_TOKEN is given; the simulator otherwise, except in production with
 * Efí's real API (real money, real notas), where a missing token stops the start unless
 * NFSE_SIMULATOR=true asks for the simulator. Returns the problems, one line per variable.
 */
export function parseNfseEnv(
  env: Record<string, string | undefined>,
  context: {
    production: boolean;
    efiSimulated: boolean;
    publicUrl: string;
    port: number;
    host: string;
  },
): { nfse?: NfseConfig; problems: string[] } {
  const result = nfseEnvSchema.safeParse(env);
  if (!result.success) {
    return {
      problems: result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    };
  }
  const vars = result.data;
  const webhookUrl = `${context.publicUrl}/api/webhooks/nfse`;
  const wantsSimulator =
    vars.NFSE_SIMULATOR === 'true' ||
    (vars.NFSE_SIMULATOR !== 'false' &&
      !vars.NFSE_TOKEN &&
      (!context.production || context.efiSimulated));
  if (wantsSimulator) {
    // The server calls its own simulator over loopback, whatever address it listens on.
    const host = ['0.0.0.0', '::', ''].includes(context.host) ? '127.0.0.1' : context.host;
    return {
      nfse: {
        provider: vars.NFSE_PROVIDER,
        mode: 'simulator',
        environment: 'homologacao',
        layout: vars.NFSE_LAYOUT,
        baseUrl: `http://${host.includes(':') ? `[${host}]` : host}:${context.port}${NFSE_SIMULATOR_PREFIX}`,
        token: randomBytes(24).toString('hex'),
        webhookUrl,
        webhookSecret: vars.NFSE_WEBHOOK_SECRET ?? randomBytes(24).toString('hex'),
      },
      problems: [],
    };
  }
  if (!vars.NFSE_TOKEN) {
    return {
      problems: [
        'NFSE_TOKEN: ausente. Configure o token do emissor de NFS-e (ou NFSE_SIMULATOR=true para usar o simulador).',
      ],
    };
  }
  return {
    nfse: {
      provider: vars.NFSE_PROVIDER,
      mode: 'provider',
      environment: vars.NFSE_ENV,
      layout: vars.NFSE_LAYOUT,
      baseUrl: (vars.NFSE_BASE_URL ?? FOCUS_BASE_URLS[vars.NFSE_ENV]).replace(/\/+$/, ''),
      token: vars.NFSE_TOKEN,
      webhookUrl,
      webhookSecret: vars.NFSE_WEBHOOK_SECRET ?? null,
    },
    problems: [],
  };
}
