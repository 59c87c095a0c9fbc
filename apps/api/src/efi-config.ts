import { randomBytes } from 'node:crypto';
import { EFI_BASE_URLS } from '@rumo/efi';
import { pluralForm } from '@rumo/shared/common/plural';
import { z } from 'zod';

export const EFI_ENVS = ['sandbox', 'production'] as const;

/** Where Rumo's Efí client points: Efí itself, or the simulator mounted at /efi-sim. */
export interface EfiConfig {
  mode: 'efi' | 'simulator';
  /** Efí's environment, for the browser tokenizer (the simulator behaves like the sandbox). */
  environment: (typeof EFI_ENVS)[number];
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  /** Efí's account identifier, used by the browser tokenizer (`payment-token-efi`). */
  payeeCode: string;
  /**
   * The `x-simulator-secret` the simulators' control routes (and the Efí simulator's OAuth)
   * require (`EFI_SIMULATOR_SECRET`); null: they answer loopback clients only. Behind a proxy
   * (TRUST_PROXY, outside tests) every request comes from the proxy, often on loopback, so a
   * secret is always required there: without EFI_SIMULATOR_SECRET one is drawn per process, known only to Rumo's
   * own client (the control routes are then closed to everybody else).
   */
  simulatorSecret: string | null;
  /** Where Efí posts `notification=<token>` callbacks. */
  notificationUrl: string;
  /** What the browser tokenizer (`payment-token-efi`) needs the CSP to allow; none for the simulator. */
  browserSources: { connect: string[]; script: string[] };
}

/** Hosts hard-coded in `payment-token-efi` (efi-pay.md §3.2); production adds ClearSale's fingerprint. */
const TOKENIZER_SOURCES = {
  sandbox: { connect: ['https://cobrancas-h.api.efipay.com.br'], script: [] },
  production: {
    connect: ['https://cobrancas.api.efipay.com.br', 'https://tokenizer.sejaefi.com.br'],
    script: ['https://device.clearsale.com.br', 'https://web.fpcs-monitor.com.br'],
  },
} satisfies Record<(typeof EFI_ENVS)[number], EfiConfig['browserSources']>;

export const SIMULATOR_PREFIX = '/efi-sim';
export const SIMULATOR_SECRET_MIN_LENGTH = 24;

/**
 * Credentials for the simulator, random: `parseEfiEnv` draws a pair per configuration (tests),
 * and `loadConfig` replaces it with the install's own pair kept in DATA_DIR.
 */
export function randomSimulatorCredentials() {
  return {
    clientId: `Client_Id_${randomBytes(20).toString('hex')}`,
    clientSecret: `Client_Secret_${randomBytes(20).toString('hex')}`,
  };
}

const blankAsUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;
const text = z.preprocess(blankAsUndefined, z.string().optional());

const efiEnvSchema = z.object({
  EFI_CLIENT_ID: text,
  EFI_CLIENT_SECRET: text,
  EFI_PAYEE_CODE: text,
  EFI_ENV: z.preprocess(
    blankAsUndefined,
    z.enum(EFI_ENVS, { error: 'EFI_ENV deve ser sandbox ou production.' }).default('sandbox'),
  ),
  EFI_BASE_URL: z.preprocess(
    blankAsUndefined,
    z
      .url({ protocol: /^https?$/, error: 'EFI_BASE_URL deve ser uma URL http(s) válida.' })
      .optional(),
  ),
  EFI_NOTIFICATION_URL: z.preprocess(
    blankAsUndefined,
    z
      .url({ protocol: /^https?$/, error: 'EFI_NOTIFICATION_URL deve ser uma URL http(s) válida.' })
      .optional(),
  ),
  EFI_SIMULATOR: z.preprocess(
    blankAsUndefined,
    z.enum(['true', 'false'], { error: 'EFI_SIMULATOR deve ser true ou false.' }).optional(),
  ),
  EFI_SIMULATOR_SECRET: z.preprocess(
    blankAsUndefined,
    z
      .string()
      .min(
        SIMULATOR_SECRET_MIN_LENGTH,
        `EFI_SIMULATOR_SECRET deve ter pelo menos ${SIMULATOR_SECRET_MIN_LENGTH} caracteres.`,
      )
      .optional(),
  ),
});

const CREDENTIALS = ['EFI_CLIENT_ID', 'EFI_CLIENT_SECRET', 'EFI_PAYEE_CODE'] as const;

/**
 * Efí credentials when all are given; the simulator otherwise, except in production, where a
 * missing credential stops the start (unless EFI_SIMULATOR=true asks for the simulator, which
 * production then runs only with EFI_SIMULATOR_SECRET).
 * Returns the problems, one line per variable, like the rest of the configuration.
 */
export function parseEfiEnv(
  env: Record<string, string | undefined>,
  context: {
    production: boolean;
    publicUrl: string;
    port: number;
    host: string;
    trustProxy?: boolean;
  },
): { efi?: EfiConfig; problems: string[] } {
  const result = efiEnvSchema.safeParse(env);
  if (!result.success) {
    return {
      problems: result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    };
  }
  const vars = result.data;
  // Loopback means nothing behind a same-host proxy: never without a secret there.
  const simulatorSecret =
    vars.EFI_SIMULATOR_SECRET ?? (context.trustProxy ? randomBytes(24).toString('hex') : null);
  const notificationUrl = vars.EFI_NOTIFICATION_URL ?? `${context.publicUrl}/api/webhooks/efi`;
  const missing = CREDENTIALS.filter((name) => !vars[name]);
  const wantsSimulator =
    vars.EFI_SIMULATOR === 'true' ||
    (vars.EFI_SIMULATOR !== 'false' &&
      missing.length === CREDENTIALS.length &&
      !context.production);
  if (wantsSimulator && context.production && !vars.EFI_SIMULATOR_SECRET) {
    return {
      problems: [
        'EFI_SIMULATOR_SECRET: ausente. Em produção, o simulador da Efí exige um segredo (pelo menos 24 caracteres), enviado no cabeçalho x-simulator-secret por quem usa as rotas de controle.',
      ],
    };
  }
  if (wantsSimulator) {
    // The server calls its own simulator over loopback, whatever address it listens on.
    const host = ['0.0.0.0', '::', ''].includes(context.host) ? '127.0.0.1' : context.host;
    return {
      efi: {
        mode: 'simulator',
        environment: 'sandbox',
        baseUrl: `http://${host.includes(':') ? `[${host}]` : host}:${context.port}${SIMULATOR_PREFIX}`,
        ...randomSimulatorCredentials(),
        payeeCode: 'simulador',
        simulatorSecret,
        notificationUrl,
        browserSources: { connect: [], script: [] },
      },
      problems: [],
    };
  }
  if (missing.length > 0) {
    return {
      problems: [
        `${missing.join(', ')}: ${pluralForm(missing.length, 'ausente', 'ausentes')}. Configure as credenciais da Efí (ou EFI_SIMULATOR=true para usar o simulador).`,
      ],
    };
  }
  return {
    efi: {
      mode: 'efi',
      environment: vars.EFI_ENV,
      baseUrl: (vars.EFI_BASE_URL ?? EFI_BASE_URLS[vars.EFI_ENV]).replace(/\/+$/, ''),
      clientId: vars.EFI_CLIENT_ID ?? '',
      clientSecret: vars.EFI_CLIENT_SECRET ?? '',
      payeeCode: vars.EFI_PAYEE_CODE ?? '',
      // The NFS-e simulator's control routes, when it serves (no NFSE_TOKEN).
      simulatorSecret,
      notificationUrl,
      browserSources: TOKENIZER_SOURCES[vars.EFI_ENV],
    },
    problems: [],
  };
}
